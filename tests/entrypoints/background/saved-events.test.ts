import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { announceSaved, setFeedCountBadge, updateBadge } from '../../../entrypoints/background/saved-events';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb, savePaper } from '../../../lib/store/db';

// WXT's vitest plugin builds for Chrome MV3 (import.meta.env.MANIFEST_VERSION is 3): the toolbar is `action`,
// which the fake browser implements with real per-tab state.
const badge = async (tabId: number) => ({
  text: await fakeBrowser.action.getBadgeText({ tabId }),
  title: await fakeBrowser.action.getTitle({ tabId }),
});

let db: RadarDb;
let n = 0;

async function save(arxivId: string) {
  const result = normalizePaperDraft(
    { arxivId, title: `Paper ${arxivId}` },
    { site: 'arxiv-abs', url: `https://arxiv.org/abs/${arxivId}`, at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  await savePaper(db, result.paper);
}

const open = async (url: string) => (await fakeBrowser.tabs.create({ url })).id as number;

beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`saved-events-${++n}`);
  await db.open();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('announceSaved', () => {
  it('tells every tab’s content script which papers were saved or un-saved', async () => {
    const abs = await open('https://arxiv.org/abs/2604.27955');
    const blog = await open('https://example.org/');
    const sendMessage = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    await announceSaved(db, ['2604.27955', '2604.00001'], true);
    const event = { type: 'saved/changed', paperIds: ['2604.27955', '2604.00001'], saved: true };
    expect(sendMessage).toHaveBeenCalledWith(abs, event);
    expect(sendMessage).toHaveBeenCalledWith(blog, event);
  });

  it('still tells the other tabs when one has no content script to answer', async () => {
    const first = await open('https://example.org/a');
    const second = await open('https://example.org/b');
    const told: number[] = [];
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(async (tabId: number) => {
      if (tabId === first) throw new Error('Could not establish connection. Receiving end does not exist.');
      told.push(tabId);
    });
    await expect(announceSaved(db, ['2604.27955'], false)).resolves.toBeUndefined();
    expect(told).toContain(second);
  });

  it('marks tabs showing a saved paper ✓ and an un-saved one +, and leaves tabs showing other papers alone', async () => {
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    const pdf = await open('https://arxiv.org/pdf/2604.27955v2');
    const other = await open('https://arxiv.org/abs/2604.00001');
    await save('2604.27955');
    await announceSaved(db, ['2604.27955'], true);
    expect(await badge(pdf)).toEqual({ text: '✓', title: 'Saved in RL for LLM Agents' });
    expect(await badge(other)).toEqual({ text: '', title: '' });

    await db.saved.delete('2604.27955');
    await announceSaved(db, ['2604.27955'], false);
    expect((await badge(pdf)).text).toBe('+');
    expect((await badge(pdf)).title).toMatch(/^Not saved/);
  });
});

describe('the toolbar badge', () => {
  it('shows the feed count on tabs that show no paper, and the saved state on those that do', async () => {
    const blog = await open('https://example.org/');
    const pdf = await open('https://arxiv.org/pdf/2604.27955');
    await save('2604.27955');
    await setFeedCountBadge(db, '4');
    expect(await fakeBrowser.action.getBadgeText({})).toBe('4');
    expect(await badge(blog)).toEqual({ text: '4', title: 'Agent RL Radar' });
    expect((await badge(pdf)).text).toBe('✓');

    // A tab that navigates away from a paper gets the feed count back.
    await updateBadge(db, pdf, 'https://example.org/elsewhere');
    expect(await badge(pdf)).toEqual({ text: '4', title: 'Agent RL Radar' });

    await setFeedCountBadge(db, '');
    expect((await badge(blog)).text).toBe('');
  });

  it('shows + on a paper tab whose paper is not saved', async () => {
    const pdf = await open('https://openreview.net/pdf?id=AbCdE12345');
    await updateBadge(db, pdf, 'https://openreview.net/pdf?id=AbCdE12345');
    expect((await badge(pdf)).text).toBe('+');
  });

  it('throws nothing when the tab closed meanwhile', async () => {
    vi.spyOn(fakeBrowser.action, 'setBadgeText').mockRejectedValue(new Error('No tab with id: 99.'));
    await expect(updateBadge(db, 99, 'https://arxiv.org/abs/2604.27955')).resolves.toBeUndefined();
    await expect(updateBadge(db, 99, 'https://example.org/')).resolves.toBeUndefined();
  });

  it('setFeedCountBadge copes with a tab that closes between the query and the update', async () => {
    const gone = await open('https://arxiv.org/abs/2604.27955');
    vi.spyOn(fakeBrowser.tabs, 'get').mockRejectedValue(new Error(`No tab with id: ${gone}.`));
    await expect(setFeedCountBadge(db, '2')).resolves.toBeUndefined();
    // Its URL could not be read again: it gets the feed count, not a stale paper badge.
    expect((await badge(gone)).text).toBe('2');
  });
});
