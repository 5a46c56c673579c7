/**
 * The import preview is shown first and "Import" is pressed later: whatever the user changed in between (a note,
 * tags, a new collection, a verdict) must survive the import, merged by the same rules as the preview.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBackup, toBackupJson } from '../../../lib/export/backup';
import { applyImportPlan, parseBackup, planBackupImport } from '../../../lib/import/backup';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';

function paper(id: string, title: string): Paper {
  const result = normalizePaperDraft(
    { arxivId: id, title, authors: ['Hongxiang Lin'], abstract: 'About agents.' },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

let source: RadarDb;
let target: RadarDb;

beforeEach(async () => {
  source = new RadarDb(`race-source-${Math.random()}`);
  target = new RadarDb(`race-target-${Math.random()}`);
  await source.collections.add({ id: 'reading-group', name: 'Reading group', createdAt: 5 });
  await savePaper(source, paper('2605.28143', 'SKILLC'), { now: 10 });
  await savePaper(source, paper('2604.27955', 'GUI Agents'), { now: 20, collectionId: 'reading-group' });
  await source.saved.update('2605.28143', { tags: ['credit assignment'], note: 'Read §3.' });
  await source.feedback.put({ paperId: '2604.27955', verdict: 'relevant', at: 30, text: 'GUI agents' });
  await savePaper(target, paper('2605.28143', 'SKILLC'), { now: 5 });
  await target.saved.update('2605.28143', { tags: ['skills'], note: 'Mine.' });
});

afterEach(async () => {
  await source.delete();
  await target.delete();
});

async function preview() {
  const parsed = parseBackup(toBackupJson(await readBackup(source)));
  if (!parsed.ok) throw new Error(parsed.error);
  return planBackupImport(target, parsed.backup);
}

describe('importing a backup after the preview', () => {
  it('keeps a note and tags edited between the preview and "Import", merged with the backup’s', async () => {
    const plan = await preview();
    await target.saved.update('2605.28143', { note: 'Mine, edited after the preview.', tags: ['skills', 'edited later'] });
    await applyImportPlan(target, plan);
    const record = await target.saved.get('2605.28143');
    expect(record?.note).toBe('Mine, edited after the preview.\n\nRead §3.');
    expect(record?.tags.sort()).toEqual(['credit assignment', 'edited later', 'skills']);
  });

  it('keeps the note of a paper saved between the preview and "Import" (new at preview time)', async () => {
    const plan = await preview();
    expect(plan.summary.newSaved).toBe(1);
    await savePaper(target, paper('2604.27955', 'GUI Agents'), { now: 40 });
    await target.saved.update('2604.27955', { note: 'Saved while the preview was open.' });
    const summary = await applyImportPlan(target, plan);
    const record = await target.saved.get('2604.27955');
    expect(record?.note).toBe('Saved while the preview was open.');
    expect(record?.collectionIds.sort()).toEqual(['reading-group', 'rl-for-llm-agents']);
    // What was written is counted as it was written: both papers were merged, none was new.
    expect(summary).toMatchObject({ newSaved: 0, mergedSaved: 2 });
  });

  it('still imports when a collection of the same name was created meanwhile, keeping both', async () => {
    const plan = await preview();
    // Made in another tab of the library: same name, its own id.
    await target.collections.add({ id: 'reading-group-2', name: 'Reading group', createdAt: 45 });
    await applyImportPlan(target, plan);
    const names = (await target.collections.toArray()).map((collection) => collection.name).sort();
    expect(names).toEqual(['RL for LLM Agents', 'Reading group', 'Reading group (imported)']);
    expect((await target.saved.get('2604.27955'))?.collectionIds).toEqual(['reading-group']);
  });

  it('keeps a newer verdict given between the preview and "Import"', async () => {
    const plan = await preview();
    await target.feedback.put({ paperId: '2604.27955', verdict: 'not-relevant', at: 50, text: 'GUI agents' });
    await applyImportPlan(target, plan);
    expect((await target.feedback.get('2604.27955'))?.verdict).toBe('not-relevant');
  });
});
