import { describe, expect, it } from 'vitest';
import { RadarDb } from '../../../lib/store/db';
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_V6 } from '../../../lib/store/tables';

const VERSIONS: Record<string, string>[] = [SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_V6];

describe('the store’s schema versions', () => {
  it('each keep every table of the one before, with the same keys and indexes: a shipped version never changes', () => {
    for (let v = 1; v < VERSIONS.length; v += 1) {
      const before = VERSIONS[v - 1] ?? {};
      const after = VERSIONS[v] ?? {};
      for (const [table, indexes] of Object.entries(before)) expect(after[table], `v${v + 1} ${table}`).toBe(indexes);
      expect(Object.keys(after).length, `v${v + 1} adds a table`).toBeGreaterThan(Object.keys(before).length);
    }
  });

  it('keep collection names unique: a second collection of the same name is refused', async () => {
    const db = new RadarDb(`tables-${Date.now()}`);
    try {
      await db.open();
      await db.collections.add({ id: 'a', name: 'Reading group', createdAt: 1 });
      await expect(db.collections.add({ id: 'b', name: 'Reading group', createdAt: 2 })).rejects.toThrow();
      expect(await db.collections.count()).toBe(2);
    } finally {
      await db.delete();
    }
  });
});
