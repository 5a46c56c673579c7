/**
 * What the popup needs only after its first rows have painted: the current-tab line, the feed status, the chart,
 * the keys dialog and the topic's description. One chunk, loaded then.
 */
export { TOPIC_DESCRIPTION } from '../lib/topic/description';
export { CurrentTab } from './CurrentTab';
export { FeedStatus } from './FeedStatus';
export { KeysDialog } from './KeysDialog';
export { TrendChart } from './TrendChart';
