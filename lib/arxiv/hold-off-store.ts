/** arXiv's "not before" (its Retry-After) kept in the store, so a worker the browser stopped while waiting leaves it to the next. */
import { type RadarDb, readKv, writeKv } from '../store/db';
import type { ArxivClientOptions } from './client';

export const ARXIV_HOLD_OFF_KEY = 'arxiv.notBefore';

export function arxivHoldOffStore(db: RadarDb): NonNullable<ArxivClientOptions['holdOffStore']> {
  return {
    async load() {
      const until = await readKv(db, ARXIV_HOLD_OFF_KEY);
      return typeof until === 'number' ? until : undefined;
    },
    save: (until) => writeKv(db, ARXIV_HOLD_OFF_KEY, until),
  };
}
