import { defineContentScript } from 'wxt/utils/define-content-script';
import { mountListing } from '../../components/listing-saver';
import { runPageSaver } from '../../components/page-saver';
import { arxivListing } from '../../lib/sites/arxiv-listing';
import { arxivSearch } from '../../lib/sites/arxiv-search';
import { ARXIV_LISTING_MATCHES } from '../../lib/sites/matches';

export default defineContentScript({
  matches: ARXIV_LISTING_MATCHES,
  runAt: 'document_end',
  main(ctx) {
    runPageSaver(ctx, [arxivListing, arxivSearch], mountListing);
  },
});
