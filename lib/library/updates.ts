/**
 * What the weekly check of saved papers found (lib/watch/check.ts writes `db.updates`), as the library reads it: the
 * saved papers with changes not yet seen (the "Updated" filter and its count), one paper's history in words, and
 * marking a paper's changes seen once the user has selected it. Every word here is text for text nodes, never markup.
 */

import { parseVenue } from '../paper/venue';
import type { RadarDb, UpdateRecord } from '../store/db';
import type { PaperChange } from '../store/tables';

/** The saved papers with at least one change the user has not seen: their ids. Removed papers don't count. */
export async function unseenUpdatedIds(db: RadarDb): Promise<Set<string>> {
  const unseen = await db.updates.where('seen').equals(0).toArray();
  const ids = [...new Set(unseen.map((update) => update.paperId))];
  const saved = await db.saved.bulkGet(ids);
  return new Set(ids.filter((_, index) => saved[index] !== undefined));
}

/** One paper's update rows, newest first. */
export async function paperUpdates(db: RadarDb, paperId: string): Promise<UpdateRecord[]> {
  const rows = await db.updates.where('paperId').equals(paperId).toArray();
  return rows.sort((a, b) => b.at - a.at || (b.id ?? 0) - (a.id ?? 0));
}

/** Marks a paper's changes seen; returns how many were unseen (none written when none were). */
export async function markUpdatesSeen(db: RadarDb, paperId: string): Promise<number> {
  return db.updates
    .where('paperId')
    .equals(paperId)
    .filter((update) => update.seen === 0)
    .modify({ seen: 1 });
}

/** A change in words: "Published: ICLR 2026", "DOI 10.…", "Title changed from “…”", "Withdrawn". */
export function describeChange(change: PaperChange): string {
  switch (change.kind) {
    case 'version':
      return change.to ? `New version: ${change.to}` : 'New version';
    case 'journal-ref': {
      const venue = parseVenue(change.to);
      return venue ? `Published: ${venue.name}` : 'Journal reference removed';
    }
    case 'doi':
      return change.to ? `DOI ${change.to}` : 'DOI removed';
    case 'title':
      return change.from ? `Title changed from “${change.from}”` : 'Title changed';
    case 'authors':
      return 'Authors changed';
    case 'abstract':
      return 'Abstract changed';
    case 'withdrawn':
      return 'Withdrawn';
    case 'reinstated':
      return 'No longer withdrawn';
  }
}

/** A local date, `YYYY-MM-DD`. */
export function dayOf(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** One check in the history: its date, the version it found ("v3 (2026-11-20)") and what changed, in words. */
export interface HistoryEntry {
  key: string;
  /** The check's date, `YYYY-MM-DD`. */
  date: string;
  /** The new version with its date, when the check found one. */
  version?: string;
  changes: string[];
  seen: boolean;
}

export function historyEntries(updates: readonly UpdateRecord[]): HistoryEntry[] {
  return updates.map((update, index) => {
    const newVersion = update.changes.find((change) => change.kind === 'version');
    const number = update.version !== undefined ? `v${update.version}` : newVersion?.to;
    const version = newVersion && number ? (update.versionDate ? `${number} (${update.versionDate})` : number) : undefined;
    return {
      key: String(update.id ?? `at-${update.at}-${index}`),
      date: dayOf(update.at),
      version,
      changes: update.changes.filter((change) => change.kind !== 'version').map(describeChange),
      seen: update.seen === 1,
    };
  });
}
