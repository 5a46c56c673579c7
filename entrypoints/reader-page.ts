/** Injected by the background once an alphaXiv or Hugging Face page has loaded (see background/page-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runPageSaver } from '../content/page-saver';
import { READER_PAGE_SITES } from '../lib/sites';

export default defineUnlistedScript(() => {
  return runPageSaver(READER_PAGE_SITES, { followNavigation: true });
});
