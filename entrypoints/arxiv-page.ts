/** Injected by the background once an arXiv abs or HTML page has loaded (see content-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runPageSaver } from '../content/page-saver';
import { arxivAbs } from '../lib/sites/arxiv-abs';
import { arxivHtml } from '../lib/sites/arxiv-html';

export default defineUnlistedScript(() => {
  runPageSaver('arxiv-page', [arxivAbs, arxivHtml]);
});
