// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://arxiv.org/list/cs.LG/pastweek" }
/**
 * The topic marks on a listing, as the user sees and drives them: marks on the entries in the topic and fainter ones
 * on near misses, the summary's count, "Show only these", J/K between marks, and the abstracts fetched afterwards for
 * a listing that shows none. happy-dom marks no event trusted, so a test gives the user's own input the mark itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mountListing } from '../../content/listing-saver';
import type { PageVerdict } from '../../lib/messaging/shapes';
import { arxivListing } from '../../lib/sites/arxiv-listing';
import { listingPage } from '../fixtures/pages/arxiv-listing';
import { generatedPapers } from '../fixtures/papers/generated';

const papers = generatedPapers(6);
const ids = papers.map((paper) => paper.id);
const verdict = (id: string, mark: PageVerdict['mark'], titleOnly = false): PageVerdict => ({
  id,
  mark,
  tags: mark === 'out' ? [] : ['Credit Assignment'],
  reasons: ['multi-turn RL: grpo'],
  titleOnly,
});
/** What the background answers, as it does: verdicts of the marked entries only, and which were judged on titles. */
const verdictsReply = (all: PageVerdict[]) => ({
  ok: true,
  data: {
    saved: [],
    marks: true,
    verdicts: all.filter((one) => one.mark !== 'out'),
    titleOnly: all.filter((one) => one.titleOnly).map((one) => one.id),
  },
});
const abstractsReply = (all: PageVerdict[]) => ({
  ok: true,
  data: {
    verdicts: all.filter((one) => one.mark !== 'out'),
    unmarked: all.filter((one) => one.mark === 'out').map((one) => one.id),
    error: '',
    marks: true,
  },
});

function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}
const press = (key: string, target: EventTarget = document.body) =>
  target.dispatchEvent(trusted(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

let sent: { type: string; ids?: string[]; entries?: { id: string; abstract?: string }[] }[];
let answers: Record<string, (message: (typeof sent)[number]) => unknown>;
let controller: AbortController;

beforeEach(() => {
  fakeBrowser.reset();
  sent = [];
  // The page without its doctype, html tag and arXiv's stylesheet (unit tests fetch nothing).
  document.documentElement.innerHTML = listingPage(papers).replace(/^<!DOCTYPE html>\s*<html lang="en">|<\/html>\s*$|<link [^>]*>/g, '');
  answers = {
    'page/verdicts': (message) =>
      verdictsReply((message.entries ?? []).map((entry, i) => verdict(entry.id, i === 1 || i === 4 ? 'in' : i === 2 ? 'near' : 'out'))),
    'page/abstracts': () => abstractsReply([]),
  };
  const reply = async (message: (typeof sent)[number]) => {
    sent.push(message);
    return answers[message.type]?.(message);
  };
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
  controller = new AbortController();
});
afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
});

const marks = () => [...document.querySelectorAll<HTMLElement>('.agent-rl-radar-mark')];
const summary = () => document.querySelector('.agent-rl-radar-summary');
const onlyButton = () => summary()?.querySelector('button') as HTMLButtonElement;

async function mounted() {
  mountListing(arxivListing, new URL(location.href), controller.signal);
  await vi.waitFor(() => expect(summary()?.textContent).toContain('of 6'));
}

describe('the marks on a listing', () => {
  it('mark the entries in the topic and, fainter, the near misses; the others get nothing new', async () => {
    await mounted();
    expect(
      marks().map((mark) => [mark.closest('dt')?.querySelector('a[title=Abstract]')?.id, mark.dataset.mark, mark.textContent]),
    ).toEqual([
      [ids[1], 'in', 'RL for LLM Agents · Credit Assignment'],
      [ids[2], 'near', 'Near miss · Credit Assignment'],
      [ids[4], 'in', 'RL for LLM Agents · Credit Assignment'],
    ]);
    const why = document.getElementById(marks()[0]?.getAttribute('aria-describedby') ?? '');
    expect(why?.getAttribute('role')).toBe('tooltip');
    expect(why?.textContent).toContain('multi-turn RL: grpo');
    // The entry text and the title the background was sent with it.
    expect(sent[0]?.entries?.[0]).toMatchObject({ id: ids[0], title: papers[0]?.title });
  });

  it('count them in a summary above the list, and show only them on the user’s click (and all again)', async () => {
    await mounted();
    expect(summary()?.querySelector('[role=status]')?.textContent).toBe('2 of 6 in RL for LLM Agents');
    expect(summary()?.nextElementSibling?.id).toBe('articles');
    const visible = () =>
      [...document.querySelectorAll('#articles > dt')].filter((dt) => !dt.classList.contains('agent-rl-radar-hidden')).length;

    onlyButton().click();
    expect(visible()).toBe(6);
    onlyButton().dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })));
    expect(onlyButton().getAttribute('aria-pressed')).toBe('true');
    expect(visible()).toBe(2);
    expect(document.querySelectorAll('#articles > dd.agent-rl-radar-hidden')).toHaveLength(4);
    onlyButton().dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })));
    expect(visible()).toBe(6);
  });

  it('move between marks on J and K, but not while the user types in a field or when the page fakes the keys', async () => {
    await mounted();
    press('j');
    expect(document.activeElement).toBe(marks()[0]);
    press('j');
    expect(document.activeElement).toBe(marks()[1]);
    press('k');
    expect(document.activeElement).toBe(marks()[0]);
    // With Caps Lock on the browser says "J": still the next mark. Shift+J is the page's.
    press('J');
    expect(document.activeElement).toBe(marks()[1]);
    const shifted = trusted(new KeyboardEvent('keydown', { key: 'K', shiftKey: true, bubbles: true, cancelable: true }));
    document.body.dispatchEvent(shifted);
    expect(shifted.defaultPrevented).toBe(false);
    press('K');
    expect(document.activeElement).toBe(marks()[0]);

    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    expect(document.activeElement).toBe(marks()[0]);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    press('j', field);
    expect(document.activeElement).toBe(field);
  });

  it('save the marked entry J moved to on S, and un-save it on S again; S elsewhere and the page’s own S do nothing', async () => {
    answers['paper/save'] = () => ({ ok: true, data: { paperId: ids[1], created: true } });
    answers['paper/unsave'] = () => ({ ok: true, data: { paperId: ids[1], removed: true } });
    await mounted();
    const toggle = () => marks()[0]?.closest('dt')?.querySelector('button.agent-rl-radar-toggle');
    // No mark in focus: S is the page's.
    expect(press('s')).toBe(true);
    expect(sent.some((message) => message.type === 'paper/save')).toBe(false);
    press('j');
    expect(document.activeElement).toBe(marks()[0]);
    const mark = marks()[0] as HTMLElement;
    // The page's own script can't save through the key; nor does a key that went elsewhere while a mark had the focus
    // (the page moved it there as the user typed), nor a held key's repeats.
    mark.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true, cancelable: true }));
    expect(press('s')).toBe(true);
    mark.dispatchEvent(trusted(new KeyboardEvent('keydown', { key: 's', repeat: true, bubbles: true, cancelable: true })));
    expect(sent.some((message) => message.type === 'paper/save')).toBe(false);
    expect(press('s', mark)).toBe(false);
    await vi.waitFor(() => expect(toggle()?.getAttribute('aria-pressed')).toBe('true'));
    expect(sent.filter((message) => message.type === 'paper/save')).toHaveLength(1);
    press('s', mark);
    await vi.waitFor(() => expect(toggle()?.getAttribute('aria-pressed')).toBe('false'));
    expect(sent.filter((message) => message.type === 'paper/unsave')).toHaveLength(1);
  });

  it('say on the summary’s line why a toggle flipped back, and clear it once a save works', async () => {
    answers['paper/save'] = () => ({ ok: false, error: { code: 'unavailable', message: 'The extension was updated. Reload the page.' } });
    await mounted();
    const line = () => summary()?.querySelector('.status')?.textContent;
    const toggle = document.querySelector('button.agent-rl-radar-toggle') as HTMLButtonElement;
    toggle.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })));
    await vi.waitFor(() => expect(line()).toBe('Not saved: The extension was updated. Reload the page.'));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    answers['paper/save'] = () => ({ ok: true, data: { paperId: ids[0], created: true } });
    toggle.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })));
    await vi.waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(line()).toBe('');
  });

  it('take no J or K from a field in a shadow root, any editable element, or a custom element closed to us', async () => {
    await mounted();
    const host = document.createElement('search-box');
    const field = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(field);
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'plaintext-only');
    const closed = document.createElement('closed-widget');
    closed.attachShadow({ mode: 'closed' });
    document.body.append(host, editable, closed);
    for (const target of [field, editable, closed]) {
      const event = trusted(new KeyboardEvent('keydown', { key: 'j', bubbles: true, composed: true, cancelable: true }));
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(marks()).not.toContain(document.activeElement);
  });

  it('"Show only these" does not answer a key the page sent to it by moving the focus from its own field', async () => {
    await mounted();
    const field = document.createElement('input');
    document.body.append(field);
    field.dispatchEvent(trusted(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true })));
    onlyButton().dispatchEvent(trusted(new MouseEvent('click', { bubbles: true, detail: 0 })));
    expect(onlyButton().getAttribute('aria-pressed')).toBe('false');
    field.dispatchEvent(trusted(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true, composed: true })));
  });

  it('mark and count the entries of every section (arXiv makes one list per section: new, cross-lists, replacements)', async () => {
    document.documentElement.innerHTML = listingPage(papers, { sections: [3, 2, 1] }).replace(
      /^<!DOCTYPE html>\s*<html lang="en">|<\/html>\s*$|<link [^>]*>/g,
      '',
    );
    await mounted();
    expect(document.querySelectorAll('dl#articles')).toHaveLength(3);
    expect(document.querySelectorAll('button.agent-rl-radar-toggle')).toHaveLength(6);
    expect(marks().map((mark) => mark.closest('dt')?.querySelector('a[title=Abstract]')?.id)).toEqual([ids[1], ids[2], ids[4]]);
    expect(summary()?.querySelector('[role=status]')?.textContent).toBe('2 of 6 in RL for LLM Agents');
    expect(summary()?.nextElementSibling).toBe(document.querySelector('dl#articles'));
  });

  it('back from the back/forward cache, an entry judged out meanwhile loses its mark and its place in the count', async () => {
    const listing = mountListing(arxivListing, new URL(location.href), controller.signal);
    await vi.waitFor(() => expect(summary()?.textContent).toContain('2 of 6'));
    answers['page/verdicts'] = (message) =>
      verdictsReply((message.entries ?? []).map((entry, i) => verdict(entry.id, i === 1 ? 'in' : i === 2 ? 'near' : 'out')));
    listing?.shownAgain?.();
    await vi.waitFor(() => expect(summary()?.querySelector('[role=status]')?.textContent).toBe('1 of 6 in RL for LLM Agents'));
    expect(marks().map((mark) => mark.closest('dt')?.querySelector('a[title=Abstract]')?.id)).toEqual([ids[1], ids[2]]);
  });

  it('judge a listing without abstracts again once the background has fetched them', async () => {
    answers['page/verdicts'] = (message) =>
      verdictsReply((message.entries ?? []).map((entry) => verdict(entry.id, entry.id === ids[0] ? 'in' : 'out', true)));
    answers['page/abstracts'] = (message) => abstractsReply((message.ids ?? []).map((id) => verdict(id, id === ids[3] ? 'in' : 'out')));
    await mounted();
    await vi.waitFor(() => expect(marks().map((mark) => mark.closest('dt')?.querySelector('a[title=Abstract]')?.id)).toEqual([ids[3]]));
    expect(sent.filter((message) => message.type === 'page/abstracts').flatMap((message) => message.ids)).toEqual(ids);
    expect(summary()?.querySelector('[role=status]')?.textContent).toBe('1 of 6 in RL for LLM Agents');
  });

  it('a mark the user moved to keeps focus when its abstract arrives and keeps it in the topic', async () => {
    let release = () => {};
    const fetched = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers['page/verdicts'] = (message) =>
      verdictsReply((message.entries ?? []).map((entry) => verdict(entry.id, entry.id === ids[0] ? 'in' : 'out', true)));
    answers['page/abstracts'] = async (message) => {
      await fetched;
      return abstractsReply((message.ids ?? []).map((id) => verdict(id, id === ids[0] ? 'in' : 'out')));
    };
    await mounted();
    press('j');
    const [focused] = marks();
    expect(document.activeElement).toBe(focused);
    release();
    await vi.waitFor(() => expect(summary()?.querySelector('.status')?.textContent).toBe(''));
    expect(marks()).toEqual([focused]);
    expect(document.activeElement).toBe(focused);
  });

  it('when arXiv gives no abstracts, says so and asks no more; the title-only marks stay', async () => {
    answers['page/verdicts'] = (message) =>
      verdictsReply((message.entries ?? []).map((entry) => verdict(entry.id, entry.id === ids[0] ? 'in' : 'out', true)));
    answers['page/abstracts'] = () => ({
      ok: true,
      data: { verdicts: [], unmarked: [], error: 'arXiv did not answer a moment ago.', marks: true },
    });
    await mounted();
    await vi.waitFor(() =>
      expect(summary()?.querySelector('.status')?.textContent).toBe(
        'No more abstracts now: arXiv did not answer a moment ago. The rest go by their titles.',
      ),
    );
    expect(marks()).toHaveLength(1);
  });

  it('takes its marks and its summary away, showing every entry, when marks are turned off while abstracts are read', async () => {
    answers['page/verdicts'] = (message) =>
      verdictsReply((message.entries ?? []).map((entry) => verdict(entry.id, entry.id === ids[0] ? 'in' : 'out', true)));
    let release = () => {};
    const turnedOff = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers['page/abstracts'] = async () => {
      await turnedOff;
      return { ok: true, data: { verdicts: [], unmarked: [], error: '', marks: false } };
    };
    await mounted();
    onlyButton().dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })));
    expect(document.querySelectorAll('.agent-rl-radar-hidden').length).toBeGreaterThan(0);
    release();
    await vi.waitFor(() => expect(summary()).toBeNull());
    expect(marks()).toEqual([]);
    expect(document.querySelectorAll('.agent-rl-radar-hidden')).toHaveLength(0);
  });

  it('follow the switch on options.html: off stops the reading of abstracts at once; on asks once for each entry', async () => {
    // Four entries judged on their titles: their abstracts are being read, the answer held back.
    answers['page/verdicts'] = (message) =>
      verdictsReply((message.entries ?? []).map((entry, i) => verdict(entry.id, i === 1 ? 'in' : 'out', i < 4)));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers['page/abstracts'] = async () => {
      await held;
      return abstractsReply([verdict(ids[1] as string, 'in')]);
    };
    const listing = mountListing(arxivListing, new URL(location.href), controller.signal);
    await vi.waitFor(() => expect(summary()?.textContent).toContain('of 6'));
    await vi.waitFor(() => expect(sent.filter((message) => message.type === 'page/abstracts')).toHaveLength(1));

    listing.marksChanged?.('arxiv-search', false);
    expect(marks()).toHaveLength(1);
    listing.marksChanged?.('arxiv-listing', false);
    expect(marks()).toEqual([]);
    expect(summary()).toBeNull();
    // J is the page's again.
    expect(press('j')).toBe(true);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(marks()).toEqual([]);

    const before = sent.length;
    listing.marksChanged?.('arxiv-listing', true);
    await vi.waitFor(() => expect(summary()?.textContent).toContain('1 of 6'));
    const again = sent.slice(before).filter((message) => message.type === 'page/verdicts');
    expect(again.map((message) => message.entries?.map((entry) => entry.id))).toEqual([ids]);
  });

  it('count none, with marks on, on a listing where nothing is in the topic', async () => {
    answers['page/verdicts'] = (message) => verdictsReply((message.entries ?? []).map((entry) => verdict(entry.id, 'out')));
    await mounted();
    expect(summary()?.querySelector('[role=status]')?.textContent).toBe('0 of 6 in RL for LLM Agents');
    expect(marks()).toEqual([]);
  });

  it('hide an entry the abstracts took out of the topic while only the topic’s entries show', async () => {
    let release = () => {};
    const fetched = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers['page/verdicts'] = (message) =>
      verdictsReply(
        (message.entries ?? []).map((entry) => verdict(entry.id, entry.id === ids[0] || entry.id === ids[1] ? 'in' : 'out', true)),
      );
    answers['page/abstracts'] = async (message) => {
      await fetched;
      return abstractsReply((message.ids ?? []).map((id) => verdict(id, id === ids[0] ? 'in' : 'out')));
    };
    await mounted();
    onlyButton().dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })));
    const shown = () =>
      [...document.querySelectorAll('#articles > dt')]
        .filter((dt) => !dt.classList.contains('agent-rl-radar-hidden'))
        .map((dt) => dt.querySelector('a[title=Abstract]')?.id);
    expect(shown()).toEqual([ids[0], ids[1]]);
    release();
    await vi.waitFor(() => expect(shown()).toEqual([ids[0]]));
    expect(summary()?.querySelector('[role=status]')?.textContent).toBe('1 of 6 in RL for LLM Agents');
  });

  it('show nothing when the user turned marks off (the background sends no verdicts)', async () => {
    answers['page/verdicts'] = () => ({ ok: true, data: { saved: [], marks: false, verdicts: [], titleOnly: [] } });
    mountListing(arxivListing, new URL(location.href), controller.signal);
    await vi.waitFor(() => expect(document.querySelectorAll('button.agent-rl-radar-toggle')).toHaveLength(6));
    await vi.waitFor(() => expect(sent.filter((message) => message.type === 'page/verdicts')).not.toHaveLength(0));
    expect(marks()).toEqual([]);
    expect(summary()).toBeNull();
    expect(sent.some((message) => message.type === 'page/abstracts')).toBe(false);
  });
});
