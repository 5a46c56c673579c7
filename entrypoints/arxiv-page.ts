/** Injected by the background once an arXiv abs or HTML page has loaded (see background/page-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runPageSaver } from '../content/page-saver';
import { ARXIV_PAGE_SITES } from '../lib/sites';

export default defineUnlistedScript(() => {
  return runPageSaver(ARXIV_PAGE_SITES);
});
