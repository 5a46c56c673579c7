/**
 * The library page's operations on the store: collections (create, rename, delete — never deleting a paper), a
 * saved paper's tags, note, read state and collections, the export scopes, and the backup reminder. No zod here:
 * the page stays light; every value comes from our own UI and is checked for shape where it matters.
 */

import type { ExportItem } from '../export/item';
import { counted } from '../paper/format';
import { DEFAULT_COLLECTION } from '../paper/merge';
import type { Collection, SavedRecord } from '../paper/schema';
import { tagKey } from '../paper/tag-kinds';
import { listSaved, type RadarDb, readKv, type SavedPaper, writeKv } from '../store/db';
import { newCollectionId } from './collection-id';

export const LAST_EXPORT_KEY = 'library.lastExportAt';

const DAY = 86_400_000;

function cleanName(name: string): string {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  if (trimmed === '') throw new Error('A collection needs a name.');
  if (trimmed.length > 200) throw new Error('A collection name can be at most 200 characters.');
  return trimmed;
}

export async function createCollection(db: RadarDb, name: string, now = Date.now()): Promise<Collection> {
  const clean = cleanName(name);
  return db.transaction('rw', db.collections, async () => {
    const existing = await db.collections.toArray();
    if (existing.some((collection) => collection.name.toLowerCase() === clean.toLowerCase())) {
      throw new Error(`There is already a collection named “${clean}”.`);
    }
    const collection = { id: newCollectionId(clean, new Set(existing.map((item) => item.id))), name: clean, createdAt: now };
    await db.collections.add(collection);
    return collection;
  });
}

export async function renameCollection(db: RadarDb, id: string, name: string): Promise<void> {
  const clean = cleanName(name);
  await db.transaction('rw', db.collections, async () => {
    // Letter case aside, as createCollection does: a rename to "rl for llm agents" made a second collection named
    // as the default one, told apart by letter case only (a screen reader says both alike).
    const clash = await db.collections
      .where('name')
      .equalsIgnoreCase(clean)
      .filter((other) => other.id !== id)
      .first();
    if (clash) throw new Error(`There is already a collection named “${clean}”.`);
    if ((await db.collections.update(id, { name: clean })) === 0) throw new Error('That collection no longer exists.');
  });
}

/** Deletes a collection; its papers stay saved (in their other collections, or in none). Returns how many it held. */
export async function deleteCollection(db: RadarDb, id: string): Promise<number> {
  if (id === DEFAULT_COLLECTION.id) throw new Error('“RL for LLM Agents” is the default collection and can’t be deleted.');
  return db.transaction('rw', db.collections, db.saved, async () => {
    const members = await db.saved.where('collectionIds').equals(id).toArray();
    await db.saved.bulkPut(members.map((record) => ({ ...record, collectionIds: record.collectionIds.filter((other) => other !== id) })));
    await db.collections.delete(id);
    return members.length;
  });
}

/** Changes one saved paper's own fields. Tags are trimmed, de-duplicated and kept short. */
export async function updateSaved(
  db: RadarDb,
  paperId: string,
  change: Partial<Pick<SavedRecord, 'tags' | 'note' | 'read' | 'collectionIds'>>,
): Promise<void> {
  const patch: Partial<SavedRecord> = { ...change };
  if (change.tags) patch.tags = [...new Set(change.tags.map(cleanTag).filter(Boolean))].slice(0, 100);
  if (change.note !== undefined) patch.note = change.note.slice(0, 100_000);
  if ((await db.saved.update(paperId, patch)) === 0) throw new Error('That paper is no longer saved.');
}

/** A tag as stored: its spaces single, at most 100 characters. */
function cleanTag(tag: string): string {
  return tag.replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * Marks a saved paper read, or unread again (the library's R), flipping what is stored (two quick presses flip it twice,
 * though the page had not shown the first yet); says which, for the page's status line.
 */
export async function toggleRead(db: RadarDb, paperId: string): Promise<string> {
  let read: boolean | undefined;
  await db.saved
    .where('paperId')
    .equals(paperId)
    .modify((record) => {
      record.read = !record.read;
      read = record.read;
    });
  if (read === undefined) throw new Error('That paper is no longer saved.');
  return read ? 'Marked read.' : 'Marked unread.';
}

/** Marks the chosen papers read, or unread, in one transaction; says how many, for the page's status line. */
export async function markRead(db: RadarDb, paperIds: readonly string[], read: boolean): Promise<string> {
  const changed = await db.saved
    .where('paperId')
    .anyOf([...paperIds])
    .modify({ read });
  return `Marked ${counted(changed)} ${read ? 'read' : 'unread'}.`;
}

/**
 * Puts the chosen papers in a collection, in one transaction, keeping the collections they are in; says how many it
 * added (and how many were in it already), for the page's status line.
 */
export async function addToCollection(
  db: RadarDb,
  paperIds: readonly string[],
  collection: Pick<Collection, 'id' | 'name'>,
): Promise<string> {
  let added = 0;
  let chosen = 0;
  await db.saved
    .where('paperId')
    .anyOf([...paperIds])
    .modify((record) => {
      chosen += 1;
      // false: left as it is (Dexie writes back a record whose callback returns anything else).
      if (record.collectionIds.includes(collection.id)) return false;
      record.collectionIds = [...record.collectionIds, collection.id];
      added += 1;
    });
  const already = chosen - added;
  return `Added ${counted(added)} to “${collection.name}”.${already > 0 ? ` ${counted(already)} ${already === 1 ? 'was' : 'were'} in it already.` : ''}`;
}

/**
 * Renames one of the user's tags on every saved paper that has it, whatever its case or spacing there ("GUI agents",
 * "gui-agents"): a paper that has the new name already keeps it once. In one transaction; says on how many papers,
 * for the page's status line, and gives the name as stored (trimmed, at most 100 characters) for the filter.
 */
export async function renameTag(db: RadarDb, from: string, to: string): Promise<{ said: string; tag: string }> {
  const name = cleanTag(to);
  if (name === '') throw new Error('A tag needs a name.');
  const keys = new Set([tagKey(from), tagKey(name)]);
  let renamed = 0;
  await db.saved.toCollection().modify((record) => {
    if (!record.tags.some((tag) => tagKey(tag) === tagKey(from))) return false;
    // Either name, in any spelling, becomes the new one, kept where the first of them stood.
    record.tags = [...new Set(record.tags.map((tag) => (keys.has(tagKey(tag)) ? name : tag)))];
    renamed += 1;
  });
  return { said: `Renamed the tag “${from}” to “${name}” on ${counted(renamed)}.`, tag: name };
}

export type ExportScope = { kind: 'all' } | { kind: 'collection'; id: string } | { kind: 'papers'; ids: readonly string[] };

/** The saved papers a scope names, newest saved first. */
export async function exportItems(db: RadarDb, scope: ExportScope): Promise<ExportItem[]> {
  const saved: SavedPaper[] = await listSaved(db);
  const wanted = scope.kind === 'papers' ? new Set(scope.ids) : undefined;
  return saved
    .filter(({ record }) =>
      scope.kind === 'collection' ? record.collectionIds.includes(scope.id) : wanted ? wanted.has(record.paperId) : true,
    )
    .map(({ paper, record }) => ({ paper, record }));
}

export async function recordExport(db: RadarDb, now = Date.now()): Promise<void> {
  await writeKv(db, LAST_EXPORT_KEY, now);
}

/**
 * The reminder's words, or undefined when no reminder is due: a backup newer than `days` days (the options' choice;
 * 0 = never remind), or nothing saved yet. Never having exported brings the reminder.
 */
export async function backupReminder(db: RadarDb, days: number, now = Date.now()): Promise<string | undefined> {
  if (!(days > 0)) return undefined;
  const count = await db.saved.count();
  if (count === 0) return undefined;
  const last = await readKv(db, LAST_EXPORT_KEY);
  if (typeof last === 'number' && now - last < days * DAY) return undefined;
  const papers = `${count} saved ${count === 1 ? 'paper' : 'papers'}`;
  return typeof last === 'number'
    ? `Your last backup was ${Math.floor((now - last) / DAY)} days ago. Export a JSON backup to keep your ${papers} safe.`
    : `You have never exported a backup. Export a JSON backup to keep your ${papers} safe.`;
}
