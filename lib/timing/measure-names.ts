/** User Timing names the extension leaves, and `npm run bench` reads: one place, so the two can't drift apart. */

/**
 * Page scripts other than arXiv's paper pages (whose cost the bench reads from Chrome's trace alone): detecting a
 * listing or a paper page and mounting its controls.
 */
export const MEASURE_MOUNT = 'agent-rl-radar:mount';

/** Page scripts: decorating a listing's entries. */
export const MEASURE_DECORATE = 'agent-rl-radar:decorate';

/** Page scripts: showing the topic's verdicts on a listing's entries (each answer that brings marks). */
export const MEASURE_MARKS = 'agent-rl-radar:marks';

/** Page scripts: the moment a listing's summary of marks first shows (a mark, for the time from load to marks). */
export const MARKS_SHOWN = 'agent-rl-radar:marks-shown';

/** The popup: the frame that shows its first rows. */
export const FIRST_ROWS_MARK = 'agent-rl-radar:first-rows';
