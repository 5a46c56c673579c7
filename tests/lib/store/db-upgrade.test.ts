import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { PaperSchema, SavedRecordSchema } from '../../../lib/paper/schema';
import { listSaved, RadarDb } from '../../../lib/store/db';
import { savedIds } from '../../../lib/store/saved-state';
import { V1_ROWS, V1_SCHEMA } from '../../fixtures/db/v1';

async function buildV1(name: string) {
  const old = new Dexie(name);
  old.version(1).stores(V1_SCHEMA);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(V1_ROWS)) await old.table(table).bulkAdd(rows);
  });
  old.close();
}

describe('opening a version-1 database with the current code', () => {
  it('loses no paper, saved record, collection, note or setting, and every row still passes the schemas', async () => {
    await buildV1('upgrade-from-v1');
    const db = new RadarDb('upgrade-from-v1');
    await db.open();
    for (const [table, rows] of Object.entries(V1_ROWS) as [string, unknown[]][]) {
      const stored = await db.table(table).toArray();
      expect(stored, table).toHaveLength(rows.length);
      expect(stored, table).toEqual(expect.arrayContaining(rows));
    }
    for (const row of await db.papers.toArray()) expect(PaperSchema.safeParse(row).success).toBe(true);
    for (const row of await db.saved.toArray()) expect(SavedRecordSchema.safeParse(row).success).toBe(true);
    expect((await listSaved(db)).map((row) => row.record.note)).toEqual(['', 'Survey to cite']);
    // Version 7's index: a copy merged into a saved paper is found by its id, and is saved as that paper.
    const [saved] = await listSaved(db);
    await db.papers.update(saved?.paper.id as string, { alsoKnownAs: ['openreview:AbCdE12345'] });
    expect(await savedIds(db, ['openreview:AbCdE12345', 'openreview:ZzZzZ99999'])).toEqual(new Set(['openreview:AbCdE12345']));
    await db.delete();
  });
});
