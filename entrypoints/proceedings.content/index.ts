import { defineContentScript } from 'wxt/utils/define-content-script';
import { runPageSaver } from '../../components/page-saver';
import { aclAnthology } from '../../lib/sites/acl-anthology';
import { PROCEEDINGS_MATCHES } from '../../lib/sites/matches';
import { neurips } from '../../lib/sites/neurips';
import { openreview } from '../../lib/sites/openreview';
import { pmlr } from '../../lib/sites/pmlr';
import { semanticScholar } from '../../lib/sites/semantic-scholar';

export default defineContentScript({
  matches: PROCEEDINGS_MATCHES,
  runAt: 'document_end',
  main(ctx) {
    runPageSaver(ctx, [openreview, aclAnthology, pmlr, neurips, semanticScholar]);
  },
});
