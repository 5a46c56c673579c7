/** Injected by the background once an arXiv listing or search page has loaded (see background/page-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { mountListing } from '../content/listing-saver';
import { runPageSaver } from '../content/page-saver';
import { ARXIV_LISTING_PAGE_SITES } from '../lib/sites';

export default defineUnlistedScript(() => {
  return runPageSaver(ARXIV_LISTING_PAGE_SITES, { mountListing });
});
