/**
 * The lowest score of a near miss (near-misses.ts). Chosen on the labelled months, forward in time: at 0.2 a month has
 * 47–71 near misses (about 12–18 a week), holding about half of the on-topic papers the model missed (53 of 98 over
 * March–May 2026).
 */
export const NEAR_MISS_FLOOR = 0.2;
