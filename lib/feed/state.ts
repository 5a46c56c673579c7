/** The feed's sync state in the key-value table, parsed with zod whenever it is read. */
import * as z from 'zod/mini';

export const FEED_STATE_KEY = 'feed.state';
export const FEED_TOTALS_KEY = 'feed.totals';
export const FEED_SEEN_KEY = 'feed.lastOpenedAt';

/** The classifier that scored the stored feed rows (lib/feed/rescore.ts); another one scores them again. */
export const FEED_SCORED_BY_KEY = 'feedScoredBy';

export const FeedStateSchema = z.object({
  /** Last attempt, epoch ms. */
  lastAttemptAt: z.optional(z.number()),
  /** Last sync that finished, epoch ms. */
  lastSuccessAt: z.optional(z.number()),
  /** The last attempt's failure, in words; cleared by a success. */
  lastError: z.optional(z.string()),
  /** Whether the failure looked like being offline. */
  offline: z.optional(z.boolean()),
  /** Newest submission date seen, `YYYY-MM-DD`: incremental syncs stop below it. */
  newestPublished: z.optional(z.string()),
  /** When the first sync finished its backfill, epoch ms. */
  backfilledAt: z.optional(z.number()),
  /** A sync is running (set by the worker; cleared when it ends). */
  refreshing: z.optional(z.boolean()),
});
export type FeedState = z.infer<typeof FeedStateSchema>;

export const FeedTotalsSchema = z.object({
  /** UTC day the count was taken, `YYYY-MM-DD`: counts are refreshed once a day. */
  day: z.string(),
  /** All new arXiv submissions in the last four weeks. */
  lastFourWeeks: z.number(),
});
export type FeedTotals = z.infer<typeof FeedTotalsSchema>;

export function parseFeedState(value: unknown): FeedState {
  const parsed = FeedStateSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

export function parseFeedTotals(value: unknown): FeedTotals | undefined {
  const parsed = FeedTotalsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Since when a feed paper is news: the popup's last opening (`FEED_SEEN_KEY`), but never before the first backfill
 * finished (the first month's papers are not news). Infinity until the backfill is done: nothing is new yet.
 */
export function newSince(seen: unknown, state: FeedState): number {
  const opened = Number(seen ?? 0);
  return Math.max(Number.isFinite(opened) ? opened : 0, state.backfilledAt ?? Number.POSITIVE_INFINITY);
}
