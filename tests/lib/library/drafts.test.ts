// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyDrafts, forgetDraft, keepDraft } from '../../../lib/library/drafts';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb, savePaper } from '../../../lib/store/db';

let db: RadarDb;
const ID = '2605.28143';

beforeEach(async () => {
  localStorage.clear();
  db = new RadarDb(`drafts-${Math.random()}`);
  await db.open();
  const made = normalizePaperDraft({ arxivId: ID, title: 'SKILLC' }, { site: 'test', url: 'https://arxiv.org/', at: 1 });
  if (!made.ok) throw new Error(made.error);
  await savePaper(db, made.paper, { now: 1 });
  await db.saved.update(ID, { note: 'Read §3.', tags: ['skills'] });
});
afterEach(() => db.delete());

describe('drafts a closed library page left', () => {
  it('are written to the store and forgotten', async () => {
    keepDraft(localStorage, { paperId: ID, field: 'note', base: 'Read §3.', value: 'Read §3. Then §4, on credit' });
    keepDraft(localStorage, { paperId: ID, field: 'tags', base: 'skills', value: 'skills, credit assignment' });
    expect(await applyDrafts(db, localStorage)).toBe(2);
    const record = await db.saved.get(ID);
    expect(record?.note).toBe('Read §3. Then §4, on credit');
    expect(record?.tags).toEqual(['skills', 'credit assignment']);
    expect(localStorage.length).toBe(0);
    expect(await applyDrafts(db, localStorage)).toBe(0);
  });

  it('keep both where the store changed since the typing began (another window), and drop a removed paper’s', async () => {
    keepDraft(localStorage, { paperId: ID, field: 'note', base: 'An older note.', value: 'An older note, and what I typed' });
    keepDraft(localStorage, { paperId: '2604.27955', field: 'note', base: '', value: 'For a paper no longer saved' });
    expect(await applyDrafts(db, localStorage)).toBe(1);
    expect((await db.saved.get(ID))?.note).toBe('Read §3.\n\nAn older note, and what I typed');
    expect(await db.saved.get('2604.27955')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('a draft is forgotten only once the store holds its latest text, and a damaged one is ignored', async () => {
    keepDraft(localStorage, { paperId: ID, field: 'note', base: 'Read §3.', value: 'Later text' });
    forgetDraft(localStorage, ID, 'note', 'Earlier text');
    expect(localStorage.length).toBe(1);
    forgetDraft(localStorage, ID, 'note', 'Later text');
    expect(localStorage.length).toBe(0);
    localStorage.setItem(`agent-rl-radar:draft:note:${ID}`, '{not json');
    localStorage.setItem('unrelated', 'kept');
    expect(await applyDrafts(db, localStorage)).toBe(0);
    expect((await db.saved.get(ID))?.note).toBe('Read §3.');
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
