import { defineContentScript } from 'wxt/utils/define-content-script';
import { runPageSaver } from '../../components/page-saver';
import { arxivAbs } from '../../lib/sites/arxiv-abs';
import { arxivHtml } from '../../lib/sites/arxiv-html';
import { ARXIV_PAPER_MATCHES } from '../../lib/sites/matches';

export default defineContentScript({
  matches: ARXIV_PAPER_MATCHES,
  runAt: 'document_end',
  main(ctx) {
    runPageSaver(ctx, [arxivAbs, arxivHtml]);
  },
});
