/** The save handlers as a whole Handlers map, for the tests of entrypoints/background/save.ts. */
import type { paperHandlers } from '../../../entrypoints/background/save';
import type { Handlers } from '../../../lib/messaging/protocol';

/** The verdict and resolve handlers (verdicts.test.ts, resolve.test.ts test them) are not these tests' business. */
export const withoutVerdicts = (saving: ReturnType<typeof paperHandlers>): Handlers => ({
  ...saving,
  'library/check-updates': async () => ({ checked: 0, updated: 0, error: '' }),
  'judge/run': async () => ({}),
  'library/saved': async () => ({}),
  'page/verdicts': async () => ({ saved: [], marks: true, verdicts: [], titleOnly: [] }),
  'page/state': async () => ({ paperId: '2604.27955', saved: false, verdicts: [] }),
  'page/abstracts': async () => ({ verdicts: [], unmarked: [], error: '', marks: true }),
  'paper/resolve': async () => ({ paperId: '2604.27955', saved: false }),
});
