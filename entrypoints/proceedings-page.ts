/** Injected by the background once an OpenReview, ACL, PMLR, NeurIPS or Semantic Scholar page has loaded (see content-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runPageSaver } from '../content/page-saver';
import { aclAnthology } from '../lib/sites/acl-anthology';
import { neurips } from '../lib/sites/neurips';
import { openreview } from '../lib/sites/openreview';
import { pmlr } from '../lib/sites/pmlr';
import { semanticScholar } from '../lib/sites/semantic-scholar';

export default defineUnlistedScript(() => {
  // OpenReview and Semantic Scholar are single-page apps.
  runPageSaver('proceedings-page', [openreview, aclAnthology, pmlr, neurips, semanticScholar], { followNavigation: true });
});
