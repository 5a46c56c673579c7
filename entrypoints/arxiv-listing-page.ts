/** Injected by the background once an arXiv listing or search page has loaded (see background/page-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runListingPage } from '../content/listing-page';
import { ARXIV_LISTING_PAGE_SITES } from '../lib/sites';

export default defineUnlistedScript(() => {
  runListingPage(ARXIV_LISTING_PAGE_SITES);
});
