import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveLink } from '../../../entrypoints/background/save-link';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb } from '../../../lib/store/db';

const badge = async (tabId: number) => ({
  text: await fakeBrowser.action.getBadgeText({ tabId }),
  title: await fakeBrowser.action.getTitle({ tabId }),
});

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`save-link-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

/** The few seconds the button shows the outcome, ended when the test says. */
function seconds() {
  let end: () => void = () => undefined;
  const over = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { wait: () => over, end: () => end() };
}

describe('Save link to RL for LLM Agents', () => {
  it('says on the tab’s button that the link’s paper was saved, with its title, then shows the tab’s own page again', async () => {
    const tab = (await fakeBrowser.tabs.create({ url: 'https://example.org/reading-list' })).id as number;
    const made = normalizePaperDraft(
      { arxivId: '2604.27955', title: 'GUI Agents with RL' },
      { site: 'link', url: 'https://arxiv.org/abs/2604.27955', at: 1 },
    );
    if (!made.ok) throw new Error(made.error);
    const paper = made.paper;
    const save = async () => {
      await db.papers.put(paper);
      return { paperId: paper.id };
    };
    const time = seconds();
    const done = saveLink(db, save, 'https://arxiv.org/abs/2604.27955', tab, time.wait);
    await expect.poll(() => badge(tab)).toEqual({ text: '✓', title: 'Saved in RL for LLM Agents: GUI Agents with RL' });
    time.end();
    await done;
    expect(await badge(tab)).toEqual({ text: '', title: 'Agent RL Radar' });
  });

  it('leaves a later outcome on the button when an earlier one’s few seconds end', async () => {
    const tab = (await fakeBrowser.tabs.create({ url: 'https://example.org/' })).id as number;
    const refuse = (reason: string) => async () => {
      throw new Error(reason);
    };
    const first = seconds();
    const done = saveLink(db, refuse('First.'), 'https://example.org/a', tab, first.wait);
    await expect.poll(async () => (await badge(tab)).title).toBe('Not saved: First.');
    const second = seconds();
    const later = saveLink(db, refuse('Second.'), 'https://example.org/b', tab, second.wait);
    await expect.poll(async () => (await badge(tab)).title).toBe('Not saved: Second.');
    first.end();
    await done;
    expect(await badge(tab)).toEqual({ text: '!', title: 'Not saved: Second.' });
    second.end();
    await later;
    expect((await badge(tab)).text).toBe('');
  });

  it('says why a link was not saved', async () => {
    const tab = (await fakeBrowser.tabs.create({ url: 'https://example.org/' })).id as number;
    const refuse = async () => {
      throw new Error('That link does not name a paper Agent RL Radar knows how to save.');
    };
    const time = seconds();
    const done = saveLink(db, refuse, 'https://example.org/about', tab, time.wait);
    await expect
      .poll(() => badge(tab))
      .toEqual({ text: '!', title: 'Not saved: That link does not name a paper Agent RL Radar knows how to save.' });
    time.end();
    await done;
  });
});
