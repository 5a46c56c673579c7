import { defineContentScript } from 'wxt/utils/define-content-script';
import { mountListing } from '../../components/listing-saver';
import { runPageSaver } from '../../components/page-saver';
import { arxivListing } from '../../lib/sites/arxiv-listing';
import { arxivSearch } from '../../lib/sites/arxiv-search';
import { ARXIV_LISTING_MATCHES } from '../../lib/sites/matches';

export default defineContentScript({
  matches: ARXIV_LISTING_MATCHES,
  // After the page's own load: the save control is not worth delaying the reader's first view.
  runAt: 'document_idle',
  main(ctx) {
    runPageSaver(ctx, [arxivListing, arxivSearch], { mountListing });
  },
});
