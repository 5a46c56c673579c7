/**
 * Listings that show no abstracts (`recent`, `pastweek`) are first judged on their titles; then the background fetches
 * the abstracts from the arXiv API (politely, cached) a batch at a time, and each batch's verdicts replace the
 * title-only marks. One request at a time, so leaving the page stops the rest.
 */
import { sendRequest } from '../lib/messaging/client';
import { ABSTRACT_BATCH } from '../lib/messaging/limits';
import type { PageVerdict } from '../lib/messaging/shapes';
import type { MarkSite } from '../lib/settings/mark-sites';

export interface AbstractProgress {
  /** The verdicts of the entries that now get a mark; the entries that now get none. */
  apply(verdicts: readonly PageVerdict[], unmarked: readonly string[]): void;
  /** `done` of `all` ids asked about so far. */
  progress(done: number, all: number): void;
  /** arXiv gave no abstracts (down, busy): nothing more is asked; the rest stay judged on titles. */
  stopped(reason: string): void;
  /** The user turned marks off for the site meanwhile: nothing more is asked, and the marks go. */
  marksOff(): void;
}

export async function fetchAbstractVerdicts(
  site: MarkSite,
  ids: readonly string[],
  signal: AbortSignal,
  on: AbstractProgress,
): Promise<void> {
  for (let start = 0; start < ids.length && !signal.aborted; start += ABSTRACT_BATCH) {
    on.progress(start, ids.length);
    const reply = await sendRequest({ type: 'page/abstracts', site, ids: ids.slice(start, start + ABSTRACT_BATCH) });
    if (signal.aborted) return;
    // The extension could not be reached: the title-only marks stay, and the page says nothing more.
    if (!reply.ok) break;
    if (!reply.data.marks) return on.marksOff();
    on.apply(reply.data.verdicts, reply.data.unmarked);
    if (reply.data.error !== '') return on.stopped(reply.data.error);
  }
  on.progress(ids.length, ids.length);
}
