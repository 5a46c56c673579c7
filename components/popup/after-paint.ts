/**
 * What the popup needs only after its first rows have painted: the current-tab line, the feed status, the chart,
 * the keys dialog and the topic's description. One chunk, loaded then.
 */

export { TOPIC_DESCRIPTION } from '../../lib/topic/description';
export { CurrentTab } from '../shared/CurrentTab';
export { FeedStatus } from '../shared/FeedStatus';
export { KeysDialog } from '../shared/KeysDialog';
export { TrendChart } from '../shared/TrendChart';

/** This chunk, once loaded. */
export type AfterPaint = typeof import('./after-paint');
