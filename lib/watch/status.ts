/**
 * The short mark a saved paper's row shows once the weekly check (check.ts) has kept it current: the latest version
 * when there is more than one ("v3"), and "Published: ICLR 2026" (from arXiv's journal reference, or "Published" with a
 * DOI alone) or "Withdrawn" — "v3 · Published: ICLR 2026". Nothing for a first version that is still a preprint.
 */
import type { Paper } from '../paper/schema';
import { publishedMark } from '../paper/venue';

export function paperStatusMark(paper: Pick<Paper, 'withdrawn' | 'journalRef' | 'doi' | 'version'>): string | undefined {
  const parts: string[] = [];
  if (paper.version !== undefined && paper.version > 1) parts.push(`v${paper.version}`);
  const state = paper.withdrawn ? 'Withdrawn' : publishedMark(paper.journalRef, paper.doi);
  if (state) parts.push(state);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
