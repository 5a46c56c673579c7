/**
 * What the user types in the library's note and tags, kept in the page's localStorage from each keystroke until the
 * store has it: a page closed, or the browser stopped, between a keystroke and the write loses nothing, and the next
 * library page writes what was left (`applyDrafts`). localStorage because its writes are synchronous: an IndexedDB
 * write started as the page goes away may never finish.
 */
import { mergeNotes } from '../paper/merge';
import type { RadarDb } from '../store/db';
import { updateSaved } from './queries';

export type DraftField = 'note' | 'tags';

export interface Draft {
  paperId: string;
  field: DraftField;
  /** The stored value when this typing began: where the store still holds it, the draft simply replaces it. */
  base: string;
  value: string;
}

const PREFIX = 'agent-rl-radar:draft:';
const keyOf = (paperId: string, field: DraftField) => `${PREFIX}${field}:${paperId}`;

export function keepDraft(storage: Storage, draft: Draft): void {
  try {
    storage.setItem(keyOf(draft.paperId, draft.field), JSON.stringify({ base: draft.base, value: draft.value }));
  } catch {
    // Storage full or refused: the write after the pause still saves it while the page stays open.
  }
}

/** Forgets the draft once the store holds `value` (a later keystroke's draft stays). */
export function forgetDraft(storage: Storage, paperId: string, field: DraftField, value: string): void {
  const key = keyOf(paperId, field);
  if (readDraft(storage, key)?.value === value) storage.removeItem(key);
}

function readDraft(storage: Storage, key: string): Draft | undefined {
  const match = /^agent-rl-radar:draft:(note|tags):(.+)$/.exec(key);
  if (!match) return undefined;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '');
    const { base, value } = (parsed ?? {}) as { base?: unknown; value?: unknown };
    if (typeof base !== 'string' || typeof value !== 'string') return undefined;
    return { paperId: match[2] as string, field: match[1] as DraftField, base, value };
  } catch {
    return undefined;
  }
}

/** A field's value as updateSaved takes it. */
export function fieldPatch(field: DraftField, value: string): { note: string } | { tags: string[] } {
  return field === 'note' ? { note: value } : { tags: value.split(',') };
}

/**
 * Writes every draft a closed page left, then forgets it. Where the store changed since the typing began (another
 * window), both are kept: the notes one after the other, the tags together. A paper no longer saved drops its draft.
 * Returns how many were written.
 */
export async function applyDrafts(db: RadarDb, storage: Storage): Promise<number> {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) === true,
  );
  let written = 0;
  for (const key of keys) {
    const draft = readDraft(storage, key);
    storage.removeItem(key);
    const record = draft && (await db.saved.get(draft.paperId));
    if (!draft || !record) continue;
    const stored = draft.field === 'note' ? record.note : record.tags.join(', ');
    if (stored === draft.value) continue;
    // Both kept as an import keeps them; updateSaved folds repeated tags.
    const value =
      stored === draft.base ? draft.value : draft.field === 'note' ? mergeNotes(stored, draft.value) : `${stored}, ${draft.value}`;
    await updateSaved(db, draft.paperId, fieldPatch(draft.field, value));
    written += 1;
  }
  return written;
}
