import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupSchema, readBackup, toBackupJson } from '../../../lib/export/backup';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';

function paper(arxivId: string): Paper {
  const result = normalizePaperDraft(
    { arxivId, title: `Paper ${arxivId}` },
    { site: 'feed', url: `https://arxiv.org/abs/${arxivId}`, at: 0 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  db = new RadarDb(`export-backup-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

describe('readBackup', () => {
  it('holds the saved papers and those the user gave feedback on, not the rest of the feed', async () => {
    await savePaper(db, paper('2604.00001'), { now: 5 });
    await db.papers.bulkPut([paper('2604.00002'), paper('2604.00003')]);
    await db.feedback.put({ paperId: '2604.00002', verdict: 'not-relevant', at: 6, text: 'Paper 2604.00002' });

    const backup = await readBackup(db, Date.UTC(2026, 4, 2));
    expect(backup.papers.map((p) => p.id).sort()).toEqual(['2604.00001', '2604.00002']);
    expect(backup.saved.map((record) => record.paperId)).toEqual(['2604.00001']);
    expect(backup.feedback).toHaveLength(1);
    expect(backup.collections.map((collection) => collection.id)).toContain('rl-for-llm-agents');
    expect(backup.exportedAt).toBe('2026-05-02T00:00:00.000Z');
  });

  it('writes a file the import’s schema accepts', async () => {
    await savePaper(db, paper('2604.00001'));
    const text = toBackupJson(await readBackup(db));
    expect(text.endsWith('\n')).toBe(true);
    expect(BackupSchema.safeParse(JSON.parse(text)).success).toBe(true);
  });
});
