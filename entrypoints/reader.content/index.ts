import { defineContentScript } from 'wxt/utils/define-content-script';
import { runPageSaver } from '../../components/page-saver';
import { alphaxiv } from '../../lib/sites/alphaxiv';
import { huggingface } from '../../lib/sites/huggingface';
import { READER_MATCHES } from '../../lib/sites/matches';

export default defineContentScript({
  matches: READER_MATCHES,
  runAt: 'document_end',
  main(ctx) {
    runPageSaver(ctx, [alphaxiv, huggingface]);
  },
});
