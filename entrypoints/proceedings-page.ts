/** Injected by the background once an OpenReview, ACL, PMLR, NeurIPS or Semantic Scholar page has loaded (see background/page-boot.ts). */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runPageSaver } from '../content/page-saver';
import { PROCEEDINGS_PAGE_SITES } from '../lib/sites';

export default defineUnlistedScript(() => {
  // OpenReview and Semantic Scholar are single-page apps.
  return runPageSaver(PROCEEDINGS_PAGE_SITES, { followNavigation: true });
});
