/** Injected by the background once an arXiv listing or search page has loaded (see content-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { mountListing } from '../content/listing-saver';
import { runPageSaver } from '../content/page-saver';
import { arxivListing } from '../lib/sites/arxiv-listing';
import { arxivSearch } from '../lib/sites/arxiv-search';

export default defineUnlistedScript(() => {
  runPageSaver('arxiv-listing-page', [arxivListing, arxivSearch], { mountListing });
});
