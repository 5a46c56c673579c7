import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { applyImportPlan, parseBackup, planBackupImport } from '../../../lib/import/backup';
import { PaperSchema } from '../../../lib/paper/schema';
import { RadarDb } from '../../../lib/store/db';
import { holderOf, savedIds } from '../../../lib/store/saved-state';
import { siteKeyAlias } from '../../../lib/store/site-key-aliases';
import { V7_PAPERS, V7_SAVED, V7_SCHEMA } from '../../fixtures/db/v7';

let n = 0;
const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

async function buildV7(papers: readonly object[] = V7_PAPERS, saved: readonly object[] = V7_SAVED): Promise<string> {
  const name = `site-key-aliases-${++n}`;
  const old = new Dexie(name);
  old.version(7).stores(V7_SCHEMA);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    await old.table('papers').bulkAdd([...papers]);
    await old.table('saved').bulkAdd([...saved]);
  });
  old.close();
  return name;
}

describe('opening a version-7 database with the current code (version 8)', () => {
  it("gives a paper saved from a site's page under its DOI that page's key, so its PDF tab shows it saved", async () => {
    const db = new RadarDb(await buildV7());
    opened.push(db);
    await db.open();
    expect((await db.papers.get('doi:10.18653/v1/2023.acl-long.754'))?.alsoKnownAs).toEqual(['acl:2023.acl-long.754']);
    expect(await savedIds(db, ['acl:2023.acl-long.754'])).toEqual(new Set(['acl:2023.acl-long.754']));
    // Under its own key, on arXiv, or where the key is a stored paper of its own: nothing added.
    expect((await db.papers.get('openreview:VTF8yNQM66'))?.alsoKnownAs).toBeUndefined();
    expect((await db.papers.get('2604.27955'))?.alsoKnownAs).toBeUndefined();
    expect((await db.papers.get('doi:10.1145/3589334.3645'))?.alsoKnownAs).toBeUndefined();
    for (const row of await db.papers.toArray()) expect(PaperSchema.safeParse(row).success).toBe(true);
    expect(await db.saved.count()).toBe(V7_SAVED.length);
  });
});

describe('a copy merged into another paper before version 8', () => {
  it('gives its page’s key to the paper it was merged into: saving its PDF by that key adds to that paper, not the copy', async () => {
    const [acl, , arxiv] = V7_PAPERS;
    if (!acl || !arxiv) throw new Error('fixture');
    const kept = { ...arxiv, alsoKnownAs: [acl.id] };
    const db = new RadarDb(
      await buildV7(
        [acl, kept],
        V7_SAVED.filter((record) => record.paperId === kept.id),
      ),
    );
    opened.push(db);
    await db.open();
    expect((await db.papers.get(kept.id))?.alsoKnownAs).toEqual([acl.id, 'acl:2023.acl-long.754']);
    expect((await db.papers.get(acl.id))?.alsoKnownAs).toBeUndefined();
    expect(await holderOf(db, 'acl:2023.acl-long.754')).toBe(kept.id);
  });
});

describe('siteKeyAlias', () => {
  const [acl] = V7_PAPERS;
  it('reads the key from the paper’s page, unless it has it already', () => {
    if (!acl) throw new Error('fixture');
    expect(siteKeyAlias(acl, new Set())).toBe('acl:2023.acl-long.754');
    expect(siteKeyAlias({ ...acl, alsoKnownAs: ['acl:2023.acl-long.754'] }, new Set())).toBeUndefined();
    expect(siteKeyAlias({ ...acl, absUrl: undefined }, new Set())).toBeUndefined();
    expect(siteKeyAlias({ ...acl, absUrl: 'https://example.org/paper' }, new Set())).toBeUndefined();
  });
});

describe('a backup written before version 8, restored', () => {
  /**
   * The V7 papers as a backup file of that time held them (the same format: only the page keys are missing), all
   * saved but the copies merged into another and those the file holds for a lesson on them alone.
   */
  const oldBackup = (
    papers: readonly { id: string; alsoKnownAs?: string[] }[],
    lessons: readonly { paperId: string; [field: string]: unknown }[] = [],
  ) =>
    JSON.stringify({
      format: 'agent-rl-radar-backup',
      version: 1,
      exportedAt: '2026-11-30T10:00:00.000Z',
      papers,
      saved: V7_SAVED.filter(
        (record) =>
          papers.some((paper) => paper.id === record.paperId) &&
          !papers.some((paper) => paper.alsoKnownAs?.includes(record.paperId)) &&
          !lessons.some((lesson) => lesson.paperId === record.paperId),
      ),
      collections: [],
      feedback: lessons,
    });

  async function restore(text: string, into?: RadarDb) {
    const db = into ?? new RadarDb(`site-key-restore-${++n}`);
    if (!into) opened.push(db);
    const parsed = parseBackup(text);
    if (!parsed.ok) throw new Error(parsed.error);
    await applyImportPlan(db, await planBackupImport(db, parsed.backup));
    return db;
  }

  it('gives its papers their pages’ keys, as the upgrade gave the papers stored then', async () => {
    const db = await restore(oldBackup(V7_PAPERS));
    expect((await db.papers.get('doi:10.18653/v1/2023.acl-long.754'))?.alsoKnownAs).toEqual(['acl:2023.acl-long.754']);
    expect(await savedIds(db, ['acl:2023.acl-long.754'])).toEqual(new Set(['acl:2023.acl-long.754']));
    // A key that is a paper of its own, in the file or already in the library, stays that paper's.
    expect((await db.papers.get('doi:10.1145/3589334.3645'))?.alsoKnownAs).toBeUndefined();
    expect((await db.papers.get('2604.27955'))?.alsoKnownAs).toBeUndefined();
  });

  it('leaves a key to the library’s own paper of that key, and gives a merged copy’s key to the paper it went into', async () => {
    const [acl, forum, arxiv] = V7_PAPERS;
    if (!acl || !forum || !arxiv) throw new Error('fixture');
    const library = await restore(oldBackup([forum]));
    const journal = { ...forum, id: 'doi:10.1145/3589334.3645' };
    await restore(oldBackup([journal]), library);
    expect((await library.papers.get(journal.id))?.alsoKnownAs).toBeUndefined();

    const db = await restore(oldBackup([acl, { ...arxiv, alsoKnownAs: [acl.id] }]));
    expect((await db.papers.get(arxiv.id))?.alsoKnownAs).toEqual([acl.id, 'acl:2023.acl-long.754']);
    expect((await db.papers.get(acl.id))?.alsoKnownAs).toBeUndefined();
  });

  it('gives no key to a copy the library has merged into another paper: saving its page would bring the copy back', async () => {
    const [acl, , arxiv] = V7_PAPERS;
    if (!acl || !arxiv) throw new Error('fixture');
    const library = await restore(oldBackup([{ ...arxiv, alsoKnownAs: [acl.id] }]));
    // A file that holds the copy for the user's lesson on it alone (not saved).
    await restore(oldBackup([acl], [{ paperId: acl.id, verdict: 'relevant', at: 1, text: 'Self-Instruct' }]), library);
    expect((await library.papers.get(acl.id))?.alsoKnownAs).toBeUndefined();
    expect((await library.papers.get(arxiv.id))?.alsoKnownAs).toEqual([acl.id]);
    expect(await holderOf(library, acl.id)).toBe(arxiv.id);
  });
});
