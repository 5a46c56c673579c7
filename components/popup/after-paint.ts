/**
 * What the popup needs only after its first rows have painted: the current-tab line, the feed status, the chart,
 * the keys dialog and the topic's description. One chunk, loaded then.
 */

export { TOPIC_DESCRIPTION } from '../../lib/topic/description';
export { CurrentTab } from '../common/CurrentTab';
export { FeedStatus } from '../common/FeedStatus';
export { KeysDialog } from '../common/KeysDialog';
export { TrendChart } from '../common/TrendChart';

/** This chunk, once loaded. */
export type AfterPaint = typeof import('./after-paint');
