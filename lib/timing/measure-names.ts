/** User Timing names the extension leaves, and `npm run bench` reads: one place, so the two can't drift apart. */

/** Page scripts: detecting a paper page and mounting its save control. */
export const MEASURE_MOUNT = 'agent-rl-radar:mount';

/** Page scripts: decorating a listing's entries. */
export const MEASURE_DECORATE = 'agent-rl-radar:decorate';

/** The popup: the frame that shows its first rows. */
export const FIRST_ROWS_MARK = 'agent-rl-radar:first-rows';
