// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://arxiv.org/abs/2604.27955" }
/**
 * The abs page's script, as it ships (runArxivPaperPage, without detectors) and as the detector-based page saver runs
 * the same page (the other sites' scripts): one save control however often the background injects the script into the page (a tab can
 * report "complete" more than once, and the worker's start-up sweep can find the page too); the state the background
 * hands over (saved, and the topic's verdict under the control) with no message from the page; and the page asking
 * for itself when nothing is handed over.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runArxivPaperPage } from '../../content/arxiv-paper-page';
import { runPageSaver } from '../../content/page-saver';
import { PAGE_HANDLE_KEY, type PageHandle } from '../../lib/messaging/page-handle';
import type { PageStateEvent, PageVerdict } from '../../lib/messaging/shapes';
import { ARXIV_PAGE_SITES } from '../../lib/sites';

let sent: { type: string; site?: string; title?: string }[];

const VERDICT: PageVerdict = {
  id: '2604.27955',
  mark: 'in',
  tags: ['Web, GUI & Computer-Use Agents'],
  reasons: ['GUI agents'],
  titleOnly: false,
};

beforeEach(() => {
  fakeBrowser.reset();
  sent = [];
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_HANDLE_KEY)];
  const html = readFileSync(resolve('tests/fixtures/pages/arxiv-abs-2604.27955.html'), 'utf8');
  document.documentElement.innerHTML = html.replace(/^[\s\S]*?<html[^>]*>|<\/html>\s*$|<link [^>]*>/g, '');
  const reply = async (message: (typeof sent)[number]) => {
    sent.push(message);
    return { ok: true, data: { paperId: '2604.27955', saved: false, verdicts: [VERDICT] } };
  };
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
});
afterEach(() => {
  vi.useRealTimers();
});

const controls = () => document.querySelectorAll('agent-rl-radar-save');
const verdictLine = () => controls()[0]?.shadowRoot?.querySelector('.verdict');
const button = () => controls()[0]?.shadowRoot?.querySelector('button.save');
/** The handle the script left in its world, as the background's injected function finds it. */
const handle = () => (globalThis as Record<symbol, PageHandle | undefined>)[Symbol.for(PAGE_HANDLE_KEY)];

describe.each([
  ['runArxivPaperPage', () => runArxivPaperPage()],
  ['runPageSaver with the arXiv detectors', () => runPageSaver(ARXIV_PAGE_SITES)],
])('the abs page’s script (%s)', (_name, run) => {
  it('mounts one control when injected twice, and returns what the background needs to answer it', () => {
    const handshake = run();
    expect(run()).toBeUndefined();
    expect(controls()).toHaveLength(1);
    // What the classifier reads: the title and the abstract the page shows.
    expect(handshake).toMatchObject({
      site: 'arxiv-abs',
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
    });
    expect(handshake?.abstract).toMatch(/^Graphical User Interface \(GUI\) agents/);
  });

  it('shows the state the background hands over, and asks the background nothing', async () => {
    vi.useFakeTimers();
    run();
    const state: PageStateEvent = { type: 'page/state', paperId: '2604.27955', saved: true, verdicts: [VERDICT] };
    handle()?.deliver(state);
    expect(verdictLine()?.textContent).toContain('In RL for LLM Agents · Web, GUI & Computer-Use Agents');
    expect(button()?.getAttribute('aria-pressed')).toBe('true');
    // Long past the wait for a hand-over: still no message from the page.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('ignores a state for another paper, or one that is not a state', () => {
    run();
    handle()?.deliver({ type: 'page/state', paperId: '2604.27955', saved: 'yes', verdicts: [VERDICT] });
    handle()?.deliver('<img src=x onerror=alert(1)>');
    expect(verdictLine()).toBeNull();
    handle()?.deliver({ type: 'page/state', paperId: '2604.27955', saved: false, verdicts: [] });
    // The page's paper is known now (the background reads it from the URL): a state for another one changes nothing.
    handle()?.deliver({ type: 'page/state', paperId: '2604.00001', saved: true, verdicts: [{ ...VERDICT, id: '2604.00001' }] });
    expect(verdictLine()).toBeNull();
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
  });

  it('follows saves made elsewhere through its handle', () => {
    run();
    // The hand-over tells the page its paper (the background reads it from the URL).
    handle()?.deliver({ type: 'page/state', paperId: '2604.27955', saved: false, verdicts: [] });
    handle()?.update({ type: 'saved/changed', paperIds: ['2604.00001'], saved: true });
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    handle()?.update({ type: 'saved/changed', paperIds: ['2604.27955'], saved: true });
    expect(button()?.getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the marks’ switch: off takes the verdict away, and an answer made before brings none back; on asks', async () => {
    run();
    const state: PageStateEvent = { type: 'page/state', paperId: '2604.27955', saved: false, verdicts: [VERDICT] };
    handle()?.deliver(state);
    expect(verdictLine()?.textContent).toContain('In RL for LLM Agents');
    handle()?.marks({ type: 'marks/changed', site: 'arxiv-listing', on: false });
    expect(verdictLine()).toBeTruthy();
    handle()?.marks({ type: 'marks/changed', site: 'arxiv-abs', on: false });
    expect(verdictLine()).toBeFalsy();
    // The hand-over that was on its way when the switch moved.
    handle()?.deliver(state);
    expect(verdictLine()).toBeFalsy();
    handle()?.marks({ type: 'marks/changed', site: 'arxiv-abs', on: true });
    await vi.waitFor(() => expect(verdictLine()?.textContent).toContain('In RL for LLM Agents'));
    expect(sent.filter((message) => message.type === 'page/state')).toHaveLength(1);
  });

  it('brings the verdict back when marks are turned on during a save, and shows the save as it ends', async () => {
    run();
    handle()?.deliver({ type: 'page/state', paperId: '2604.27955', saved: false, verdicts: [VERDICT] });
    handle()?.marks({ type: 'marks/changed', site: 'arxiv-abs', on: false });
    let finish = () => {};
    const saving = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const answer = vi.mocked(fakeBrowser.runtime.sendMessage).getMockImplementation() as (message: unknown) => Promise<unknown>;
    vi.mocked(fakeBrowser.runtime.sendMessage).mockImplementation((async (message: { type: string }) => {
      if (message.type !== 'page/act') return answer(message);
      await saving;
      return { ok: true, data: { paperId: '2604.27955', saved: true, said: 'Saved.', undo: false } };
    }) as never);
    // The user's own click: a trusted one, from a pointer.
    const click = new MouseEvent('click', { bubbles: true, detail: 1 });
    Object.defineProperty(click, 'isTrusted', { value: true });
    button()?.dispatchEvent(click);
    expect(button()?.getAttribute('aria-busy')).toBe('true');
    handle()?.marks({ type: 'marks/changed', site: 'arxiv-abs', on: true });
    await vi.waitFor(() => expect(verdictLine()?.textContent).toContain('In RL for LLM Agents'));
    // The answer's "not saved" does not undo the save on its way.
    expect(button()?.getAttribute('aria-busy')).toBe('true');
    finish();
    await vi.waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
  });

  it('leaves the focus on the save button, not the page’s body, when Undo hides itself after use', async () => {
    run();
    handle()?.deliver({ type: 'page/state', paperId: '2604.27955', saved: true, verdicts: [VERDICT] });
    vi.mocked(fakeBrowser.runtime.sendMessage).mockImplementation((async (message: { type: string; act?: string }) => {
      if (message.type !== 'page/act') return { ok: true, data: { paperId: '2604.27955', saved: true, verdicts: [VERDICT] } };
      return message.act === 'remove'
        ? { ok: true, data: { paperId: '2604.27955', saved: false, said: 'Removed.', undo: true } }
        : { ok: true, data: { paperId: '2604.27955', saved: true, said: 'Saved again.', undo: false } };
    }) as never);
    const userClick = (target: Element | null | undefined) => {
      const click = new MouseEvent('click', { bubbles: true, detail: 1 });
      Object.defineProperty(click, 'isTrusted', { value: true });
      target?.dispatchEvent(click);
    };
    const root = controls()[0]?.shadowRoot;
    userClick(button());
    const undo = () => root?.querySelector<HTMLButtonElement>('button.undo');
    await vi.waitFor(() => expect(undo()?.hidden).toBe(false));
    undo()?.focus();
    userClick(undo());
    await vi.waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
    expect(undo()?.hidden).toBe(true);
    expect(root?.activeElement).toBe(button());
  });

  it('asks the background itself when nothing is handed over within 3 s', async () => {
    vi.useFakeTimers();
    run();
    await vi.advanceTimersByTimeAsync(2900);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toHaveLength(1);
    // What the hand-over would have carried; the background reads the paper from the sender's URL.
    expect(sent[0]).toMatchObject({
      type: 'page/state',
      site: 'arxiv-abs',
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
    });
    await vi.waitFor(() => expect(verdictLine()?.textContent).toContain('In RL for LLM Agents'));
  });
});
