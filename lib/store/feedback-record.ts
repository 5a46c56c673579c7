/** What the user said about a feed paper, stored in the `feedback` table and carried by backups: defined once, here. */
import * as z from 'zod/mini';
import { EpochMsSchema } from '../paper/epoch-ms';

const LESSON = {
  /** Saving a feed paper says `relevant`; key X says `not-relevant`. */
  verdict: z.enum(['relevant', 'not-relevant']),
  /** Epoch ms. */
  at: EpochMsSchema,
  /** The text the per-user model learns from, kept so the lesson survives the paper leaving the feed. */
  text: z.string().check(z.maxLength(20_000)),
};

export const FeedbackRecordSchema = z.object({
  paperId: z.string().check(z.minLength(1)),
  ...LESSON,
  /**
   * The X a save's `relevant` replaced: removing the paper (or undoing the save) takes back the save alone, so the X
   * comes back rather than the paper returning to the feed as if never dismissed.
   */
  before: z.optional(z.object(LESSON)),
});

/** What the user said about a feed paper; trains the per-user ranking. */
export type FeedbackRecord = z.infer<typeof FeedbackRecordSchema>;
