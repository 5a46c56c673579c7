/** Injected by the background once an alphaXiv or Hugging Face page has loaded (see content-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runPageSaver } from '../content/page-saver';
import { alphaxiv } from '../lib/sites/alphaxiv';
import { huggingface } from '../lib/sites/huggingface';

export default defineUnlistedScript(() => {
  runPageSaver('reader-page', [alphaxiv, huggingface], { followNavigation: true });
});
