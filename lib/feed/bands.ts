/** Where the feed's score bands start; the feed view and the near misses share them. */

/**
 * The lowest score of a near miss (near-misses.ts), and the floor from which the user's model may lift a paper into the
 * feed. Chosen on the labelled months, forward in time: at 0.2 a month has 49–69 near misses (about 12–17 a week),
 * holding about half of the on-topic papers the model missed (53 of 98 over March–May 2026).
 */
export const NEAR_MISS_FLOOR = 0.2;

/** A near miss the user's model lifts to this score or above joins the feed, though the shipped verdict said no. */
export const LIFT_THRESHOLD = 0.5;
