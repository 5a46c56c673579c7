import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { resolveHandler } from '../../../entrypoints/background/resolve';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { PaperDraft } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { savedIds } from '../../../lib/store/saved-state';
import { tabPaperNames } from '../../../lib/store/tab-papers';

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`resolve-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

async function save(draft: PaperDraft) {
  const result = normalizePaperDraft(draft, { site: 'import', url: '', at: 1 });
  if (!result.ok) throw new Error(result.error);
  await savePaper(db, result.paper);
}

/** What an ACL Anthology page's script sends: the DOI its metadata names, and the page's key. */
const ACL_PAGE: PaperDraft = {
  title: 'Self-Instruct',
  doi: '10.18653/v1/2023.acl-long.754',
  siteKey: 'acl:2023.acl-long.754',
  absUrl: 'https://aclanthology.org/2023.acl-long.754/',
};

const resolve = (draft: unknown, origin = {}) =>
  resolveHandler(db, () => 1)['paper/resolve']({ type: 'paper/resolve', draft } as never, origin);

describe('paper/resolve', () => {
  it('finds a paper imported by its DOI alone', async () => {
    await save({ title: 'Self-Instruct', doi: '10.18653/v1/2023.acl-long.754' });
    expect(await resolve(ACL_PAGE, { url: ACL_PAGE.absUrl })).toEqual({ paperId: 'doi:10.18653/v1/2023.acl-long.754', saved: true });
  });

  it('writes nothing, whatever the page’s draft claims: no claimed key becomes a saved paper’s name', async () => {
    await save({ title: 'Self-Instruct', doi: '10.18653/v1/2023.acl-long.754' });
    const claimed = { ...ACL_PAGE, siteKey: 'openreview:VTF8yNQM66' };
    const before = await db.papers.toArray();
    expect(await resolve(claimed, { url: ACL_PAGE.absUrl })).toMatchObject({ saved: true });
    expect(await db.papers.toArray()).toEqual(before);
    expect(await savedIds(db, ['openreview:VTF8yNQM66'])).toEqual(new Set());
  });

  it('finds a paper saved under the page’s key (an import that named only the page), and answers with that id', async () => {
    await save({ title: 'Self-Instruct', siteKey: 'acl:2023.acl-long.754' });
    expect(await resolve(ACL_PAGE)).toEqual({ paperId: 'acl:2023.acl-long.754', saved: true });
  });

  it('answers not saved for a paper the library lacks, and sets the toolbar of the page’s tab either way', async () => {
    const tab = (await fakeBrowser.tabs.create({ url: ACL_PAGE.absUrl })).id as number;
    expect(await resolve(ACL_PAGE, { tabId: tab, frameId: 0 })).toEqual({ paperId: 'doi:10.18653/v1/2023.acl-long.754', saved: false });
    expect(await fakeBrowser.action.getBadgeText({ tabId: tab })).toBe('+');
    await save(ACL_PAGE);
    await resolve(ACL_PAGE, { tabId: tab, frameId: 0 });
    expect(await fakeBrowser.action.getBadgeText({ tabId: tab })).toBe('✓');
    // A frame inside the page is not the tab's paper.
    await db.saved.clear();
    await resolve(ACL_PAGE, { tabId: tab, frameId: 3 });
    expect(await fakeBrowser.action.getBadgeText({ tabId: tab })).toBe('✓');
  });

  it('keeps, for the page’s tab, the names its metadata gave: the badge says it again when the user comes back', async () => {
    await save({ title: 'Self-Instruct', doi: '10.18653/v1/2023.acl-long.754' });
    const tab = (await fakeBrowser.tabs.create({ url: ACL_PAGE.absUrl })).id as number;
    await resolve(ACL_PAGE, { tabId: tab, frameId: 0, url: ACL_PAGE.absUrl });
    expect(await tabPaperNames(tab, ACL_PAGE.absUrl)).toEqual(['doi:10.18653/v1/2023.acl-long.754', 'acl:2023.acl-long.754']);
    // Not a frame's paper.
    const other = (await fakeBrowser.tabs.create({ url: ACL_PAGE.absUrl })).id as number;
    await resolve(ACL_PAGE, { tabId: other, frameId: 2, url: ACL_PAGE.absUrl });
    expect(await tabPaperNames(other, ACL_PAGE.absUrl)).toEqual([]);
  });

  it('keeps nothing, and leaves the badge, for an address the tab has left (an app page’s next paper resolves itself)', async () => {
    const next = 'https://aclanthology.org/2023.acl-long.755/';
    const tab = (await fakeBrowser.tabs.create({ url: next })).id as number;
    await fakeBrowser.action.setBadgeText({ tabId: tab, text: '✓' });
    // The answer for the page the tab showed before arrives late.
    expect(await resolve(ACL_PAGE, { tabId: tab, frameId: 0, url: ACL_PAGE.absUrl })).toMatchObject({ saved: false });
    expect(await tabPaperNames(tab, ACL_PAGE.absUrl)).toEqual([]);
    expect(await tabPaperNames(tab, next)).toEqual([]);
    expect(await fakeBrowser.action.getBadgeText({ tabId: tab })).toBe('✓');
  });

  it('refuses a draft that names no paper, and changes nothing', async () => {
    await expect(resolve({ title: 'No id' })).rejects.toThrow(/Nothing names this paper/);
    expect(await db.papers.count()).toBe(0);
  });
});
