import { defineContentScript } from 'wxt/utils/define-content-script';
import { runPageSaver } from '../../components/page-saver';
import { alphaxiv } from '../../lib/sites/alphaxiv';
import { huggingface } from '../../lib/sites/huggingface';
import { READER_MATCHES } from '../../lib/sites/matches';

export default defineContentScript({
  matches: READER_MATCHES,
  // After the page's own load: the save control is not worth delaying the reader's first view.
  runAt: 'document_idle',
  main(ctx) {
    runPageSaver(ctx, [alphaxiv, huggingface], { followNavigation: true });
  },
});
