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
  // After the page's own load: the save control is not worth delaying the reader's first view.
  runAt: 'document_idle',
  main(ctx) {
    // OpenReview and Semantic Scholar are single-page apps.
    runPageSaver(ctx, [openreview, aclAnthology, pmlr, neurips, semanticScholar], { followNavigation: true });
  },
});
