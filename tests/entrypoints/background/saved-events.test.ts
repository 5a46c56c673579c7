import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { announceSaved, setFeedCountBadge, showTabOutcome, updateBadge } from '../../../entrypoints/background/saved-events';
import { PAGE_HANDLE_KEY } from '../../../lib/messaging/page-handle';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { rememberTabPaper } from '../../../lib/store/tab-papers';

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

/** The page scripts the background calls (the fake browser has no scripting): each call's tab and what it handed. */
function recordCalls(fails: ReadonlySet<number> = new Set()) {
  const told: { tabId: number; args: unknown[] }[] = [];
  const executeScript = vi.fn(async (details: { target: { tabId: number }; args: unknown[] }) => {
    if (fails.has(details.target.tabId)) throw new Error('Cannot access contents of the page.');
    told.push({ tabId: details.target.tabId, args: details.args });
    return [{ result: undefined }];
  });
  Object.assign(fakeBrowser, { scripting: { executeScript } });
  return told;
}

describe('announceSaved', () => {
  it('tells the page script of every decorated tab which papers were saved or un-saved, and no other tab', async () => {
    const abs = await open('https://arxiv.org/abs/2604.27955');
    const listing = await open('https://arxiv.org/list/cs.LG/new');
    await open('https://example.org/');
    const told = recordCalls();
    await announceSaved(db, ['2604.27955', '2604.00001'], true);
    const event = { type: 'saved/changed', paperIds: ['2604.27955', '2604.00001'], saved: true };
    expect(told).toEqual([
      { tabId: abs, args: [PAGE_HANDLE_KEY, 'update', event] },
      { tabId: listing, args: [PAGE_HANDLE_KEY, 'update', event] },
    ]);
  });

  it('still tells the other tabs when one cannot be reached', async () => {
    const first = await open('https://arxiv.org/abs/2604.00001');
    const second = await open('https://arxiv.org/abs/2604.00002');
    const told = recordCalls(new Set([first]));
    await expect(announceSaved(db, ['2604.27955'], false)).resolves.toBeUndefined();
    expect(told.map((call) => call.tabId)).toEqual([second]);
  });

  it('marks tabs showing a saved paper ✓ and an un-saved one +, and leaves tabs showing other papers alone', async () => {
    recordCalls();
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

  it('shows the feed count the browser keeps on a tab that loads after the worker restarted', async () => {
    // The count was set by an earlier worker: the browser still shows it; this worker never set it.
    await fakeBrowser.action.setBadgeText({ text: '7' });
    const blog = await open('https://example.org/');
    await updateBadge(db, blog, 'https://example.org/');
    expect((await badge(blog)).text).toBe('7');
  });

  it('shows + on a paper tab whose paper is not saved', async () => {
    const pdf = await open('https://openreview.net/pdf?id=AbCdE12345');
    await updateBadge(db, pdf, 'https://openreview.net/pdf?id=AbCdE12345');
    expect((await badge(pdf)).text).toBe('+');
  });

  it('shows ✓ on the PDF tab of an ACL Anthology paper saved from its page under its DOI, and follows its removal', async () => {
    const pdf = await open('https://aclanthology.org/2024.acl-long.1.pdf');
    const other = await open('https://aclanthology.org/2024.acl-long.2.pdf');
    const draft = {
      title: 'Agents that learn',
      doi: '10.18653/v1/2024.acl-long.1',
      siteKey: 'acl:2024.acl-long.1',
      absUrl: 'https://aclanthology.org/2024.acl-long.1/',
    };
    const result = normalizePaperDraft(draft, { site: 'acl-anthology', url: draft.absUrl, at: 1 });
    if (!result.ok) throw new Error(result.error);
    await savePaper(db, result.paper);
    await announceSaved(db, ['doi:10.18653/v1/2024.acl-long.1', 'acl:2024.acl-long.1'], true);
    expect((await badge(pdf)).text).toBe('✓');
    expect(await badge(other)).toEqual({ text: '', title: '' });

    await db.saved.delete('doi:10.18653/v1/2024.acl-long.1');
    await announceSaved(db, ['doi:10.18653/v1/2024.acl-long.1', 'acl:2024.acl-long.1'], false);
    expect((await badge(pdf)).text).toBe('+');
  });

  it('finds an ACL Anthology paper imported by its DOI alone from its PDF tab, and a PMLR paper by its key', async () => {
    const acl = await open('https://aclanthology.org/P19-1001.pdf');
    const pmlr = await open('https://proceedings.mlr.press/v235/shani24a/shani24a.pdf');
    const imported = normalizePaperDraft({ title: 'An old paper', doi: '10.18653/v1/P19-1001' }, { site: 'import', url: '', at: 1 });
    const fromPmlr = normalizePaperDraft({ title: 'A PMLR paper', siteKey: 'pmlr:v235/shani24a' }, { site: 'pmlr', url: '', at: 1 });
    if (!imported.ok || !fromPmlr.ok) throw new Error('not normalized');
    await savePaper(db, imported.paper);
    await updateBadge(db, acl, 'https://aclanthology.org/P19-1001.pdf');
    await updateBadge(db, pmlr, 'https://proceedings.mlr.press/v235/shani24a/shani24a.pdf');
    expect((await badge(acl)).text).toBe('✓');
    expect((await badge(pmlr)).text).toBe('+');
    await savePaper(db, fromPmlr.paper);
    await updateBadge(db, pmlr, 'https://proceedings.mlr.press/v235/shani24a/shani24a.pdf');
    expect((await badge(pmlr)).text).toBe('✓');
  });

  it('leaves "not saved" to the page on a site page that finds its paper by what it shows, and says it on its PDF', async () => {
    // A Semantic Scholar page of a paper saved from arXiv: its address names only its own key.
    await save('2604.27955');
    const s2 = 'https://www.semanticscholar.org/paper/A-title/0123456789abcdef0123456789abcdef01234567';
    const page = await open(s2);
    await fakeBrowser.action.setBadgeText({ text: '3' });
    await updateBadge(db, page, s2);
    expect(await badge(page)).toEqual({ text: '3', title: 'Agent RL Radar' });
    const pdf = await open('https://proceedings.mlr.press/v235/shani24a/shani24a.pdf');
    await updateBadge(db, pdf, 'https://proceedings.mlr.press/v235/shani24a/shani24a.pdf');
    expect((await badge(pdf)).text).toBe('+');
  });

  it('keeps the saved state a site page said for its paper when the user comes back to its tab, and follows saves', async () => {
    recordCalls();
    const s2 = 'https://www.semanticscholar.org/paper/A-title/0123456789abcdef0123456789abcdef01234567';
    const page = await open(s2);
    // What background/resolve.ts kept when the page said which paper it shows (saved from arXiv, under its id).
    await rememberTabPaper(page, s2, ['2604.27955', 's2:0123456789abcdef0123456789abcdef01234567']);
    await fakeBrowser.action.setBadgeText({ text: '3' });
    await updateBadge(db, page, s2);
    expect((await badge(page)).text).toBe('+');
    // Saved from the popup's feed, under its arXiv id: the tab's badge follows.
    await save('2604.27955');
    await announceSaved(db, ['2604.27955'], true);
    expect((await badge(page)).text).toBe('✓');
    // Back on the tab (activated again): still ✓, not the feed count.
    await updateBadge(db, page, s2);
    expect(await badge(page)).toEqual({ text: '✓', title: 'Saved in RL for LLM Agents' });
    // Once the app shows another paper's address, the kept paper is no longer the tab's.
    const next = 'https://www.semanticscholar.org/paper/Other/fedcba9876543210fedcba9876543210fedcba98';
    await updateBadge(db, page, next);
    expect((await badge(page)).text).toBe('3');
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

describe('what the save shortcut came to', () => {
  it('shows ✓ with the paper’s title on its tab, or "!" with why not; the tab’s next load sets the badge again', async () => {
    const tab = await open('https://openreview.net/forum?id=abc');
    await showTabOutcome(tab, { ok: true, title: 'Multi-turn GRPO for web agents' });
    expect(await badge(tab)).toEqual({ text: '✓', title: 'Saved in RL for LLM Agents: Multi-turn GRPO for web agents' });
    await showTabOutcome(tab, { ok: false, message: 'This page names no paper Agent RL Radar can read.' });
    expect(await badge(tab)).toEqual({ text: '!', title: 'Not saved: This page names no paper Agent RL Radar can read.' });
    await updateBadge(db, tab, 'https://example.org/');
    expect((await badge(tab)).title).toBe('Agent RL Radar');
  });
});
