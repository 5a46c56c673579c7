/**
 * Export and import throughput, in Node: BibTeX for 10,000 saved papers (to the Blob a download needs), and a 10,000-paper JSON backup parsed,
 * checked, planned and written into a fresh store (Dexie over fake-indexeddb), and the citation keys of those 10,000 pinned
 * before a library export: the first time (every key written) and again (every key read back).
 */
import 'fake-indexeddb/auto';
import { toBackupJson } from '../lib/export/backup';
import { toBibtex } from '../lib/export/bibtex';
import { applyImportPlan, parseBackup, planBackupImport } from '../lib/import/backup';
import { pinCitationKeys } from '../lib/library/citation-keys';
import { RadarDb } from '../lib/store/db';
import { benchLibrary } from './library';
import { median } from './trace';

export async function exportBenchmarks(): Promise<Record<string, number>> {
  const items = benchLibrary(10_000);
  const exportMs: number[] = [];
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    // What a download needs: the file's bytes, in a Blob.
    const blob = new Blob([toBibtex(items)], { type: 'application/x-bibtex' });
    exportMs.push(performance.now() - start);
    if (blob.size === 0) throw new Error('empty export');
  }

  const file = toBackupJson({
    format: 'agent-rl-radar-backup',
    version: 1,
    exportedAt: new Date(0).toISOString(),
    papers: items.map((item) => item.paper),
    saved: items.flatMap((item) => (item.record ? [item.record] : [])),
    collections: [{ id: 'rl-for-llm-agents', name: 'RL for LLM Agents', createdAt: 0 }],
    feedback: [],
  });
  const importMs: number[] = [];
  const firstPinMs: number[] = [];
  const laterPinMs: number[] = [];
  for (let run = 0; run < 4; run++) {
    const db = new RadarDb(`bench-import-${run}`);
    await db.open();
    const start = performance.now();
    const parsed = parseBackup(file);
    if (!parsed.ok) throw new Error(parsed.error);
    await applyImportPlan(db, await planBackupImport(db, parsed.backup));
    importMs.push(performance.now() - start);
    // A library's BibTeX export pins its keys first: every key new the first time, none the times after.
    for (const into of [firstPinMs, laterPinMs]) {
      const pinStart = performance.now();
      const pinned = await pinCitationKeys(db, items);
      into.push(performance.now() - pinStart);
      if (pinned.length !== items.length) throw new Error('pinning lost papers');
    }
    await db.delete();
  }
  return {
    'export.bibtex10kMs': Math.round(median(exportMs.slice(1)) * 10) / 10,
    'import.backup10kMs': Math.round(median(importMs.slice(1))),
    'export.pinKeysFirst10kMs': Math.round(median(firstPinMs.slice(1))),
    'export.pinKeysAgain10kMs': Math.round(median(laterPinMs.slice(1))),
  };
}
