/** User Timing names the content scripts leave on the page, and `npm run bench` reads. */
export const MEASURE_MOUNT = 'agent-rl-radar:mount';
export const MEASURE_DECORATE = 'agent-rl-radar:decorate';
