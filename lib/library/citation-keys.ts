/**
 * Pins the citation keys of saved papers as they leave the library (an export that carries keys, a copied BibTeX
 * entry): each saved paper keeps the key it was first cited with, unique across the whole library, so a later title
 * revision or an export of another selection changes no key a manuscript already uses (lib/export/citation-keys.ts).
 */
import { citationKeys } from '../export/citation-keys';
import type { ExportItem } from '../export/item';
import { type RadarDb, readKeyHolders, UNDO_WINDOW_MS } from '../store/db';

/**
 * The items with their keys: each saved paper's record as stored now (a note edited in another window since this
 * page read it is in it), with its key pinned. A paper that is not saved (a feed paper copied from the popup) gets a
 * key unlike every saved paper's, kept nowhere.
 */
export function pinCitationKeys(db: RadarDb, items: readonly ExportItem[], now = Date.now()): Promise<ExportItem[]> {
  return db.transaction('rw', db.saved, db.removed, async () => {
    const ids = new Set(items.map((item) => item.paper.id));
    // The keys the other saved papers hold: a new key must be unlike all of them, not only the exported ones. And
    // those of papers removed within the undo window: Undo brings a paper back with its key.
    const { records: stored, held } = await readKeyHolders(db, ids, now - UNDO_WINDOW_MS);
    const taken = new Set(held.flatMap(([key, holder]) => (ids.has(holder) ? [] : [key])));
    const current: ExportItem[] = items.map(({ paper }) => {
      const record = stored.get(paper.id);
      return record ? { paper, record } : { paper };
    });
    const keys = citationKeys(current, taken);
    const pinned: ExportItem[] = [];
    const changes: { key: string; changes: { citeKey: string } }[] = [];
    for (const { paper, record } of current) {
      const citeKey = keys.get(paper.id) as string;
      if (!record) {
        pinned.push({ paper, citeKey });
        continue;
      }
      if (record.citeKey !== citeKey) changes.push({ key: paper.id, changes: { citeKey } });
      pinned.push({ paper, record: { ...record, citeKey }, citeKey });
    }
    if (changes.length > 0) await db.saved.bulkUpdate(changes);
    return pinned;
  });
}
