/** Injected by the background once an arXiv abs or HTML page has loaded (see background/page-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runArxivPaperPage } from '../content/arxiv-paper-page';

export default defineUnlistedScript(() => {
  return runArxivPaperPage();
});
