import { defineContentScript } from 'wxt/utils/define-content-script';
import { runPageSaver } from '../../components/page-saver';
import { arxivAbs } from '../../lib/sites/arxiv-abs';
import { arxivHtml } from '../../lib/sites/arxiv-html';
import { ARXIV_PAPER_MATCHES } from '../../lib/sites/matches';

export default defineContentScript({
  matches: ARXIV_PAPER_MATCHES,
  // After the page's own load: the save control is not worth delaying the reader's first view.
  runAt: 'document_idle',
  main(ctx) {
    runPageSaver(ctx, [arxivAbs, arxivHtml]);
  },
});
