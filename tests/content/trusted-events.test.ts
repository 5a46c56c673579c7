// @vitest-environment happy-dom
/**
 * The save controls act on the user's own clicks only. happy-dom marks no event trusted (a real browser sets
 * `isTrusted` on input the user gave), so a test gives one the mark itself to stand in for the user.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mountListing } from '../../content/listing-saver';
import { mountSaveControl } from '../../content/save-control';
import type { SiteDetector } from '../../lib/sites/types';

/** A click as the user's own input would arrive: by default a keyboard's (no pointer position), else at a point. */
function userClick(target: Element, at?: { x: number; y: number }): void {
  const pointer = at && { detail: 1, clientX: at.x, clientY: at.y };
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...pointer });
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
}

/** Every way a page script can fake a click. */
function forgedClicks(target: HTMLElement): void {
  target.click();
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
  target.dispatchEvent(new Event('click', { bubbles: true, composed: true }));
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the save control', () => {
  it('ignores forged clicks on Save and on Undo, and acts on the user’s', async () => {
    const sent: { type: string; act?: string; paperId?: string }[] = [];
    const reply = async (message: (typeof sent)[number]) => {
      sent.push(message);
      const removed = message.act === 'remove';
      return { ok: true, data: { paperId: '2604.27955', saved: !removed, said: removed ? 'Removed.' : 'Saved again.', undo: removed } };
    };
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
    const heading = document.createElement('h1');
    document.body.append(heading);
    const control = mountSaveControl({ paperId: '2604.27955', heading }, { handOver: true });
    control.deliver({ type: 'page/state', paperId: '2604.27955', saved: true, verdicts: [] });
    const button = control.button;

    forgedClicks(button);
    expect(sent).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    userClick(button);
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'page/act', act: 'remove', paperId: '2604.27955' }]));

    const undo = control.host.shadowRoot?.querySelector<HTMLButtonElement>('button.undo');
    if (!undo) throw new Error('no Undo button');
    await vi.waitFor(() => expect(undo.hidden).toBe(false));
    forgedClicks(undo);
    expect(sent).toHaveLength(1);
    userClick(undo);
    await vi.waitFor(() => expect(sent.at(-1)).toEqual({ type: 'page/act', act: 'undo', paperId: '2604.27955' }));
    await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    control.remove();
  });
});

describe('the listing toggles', () => {
  const detector: SiteDetector = {
    id: 'test-listing',
    label: 'Test listing',
    matches: () => true,
    detect: () => 'listing',
    extract: () => undefined,
    *entries(doc) {
      for (const id of ['2604.00001', '2604.00002']) {
        const anchor = doc.createElement('div');
        doc.body.append(anchor);
        yield {
          paperId: id,
          anchor,
          title: () => `Paper ${id}`,
          draft: () => ({ arxivId: id, title: `Paper ${id}` }),
          authors: () => 'A. Author',
          abstract: () => undefined,
          rows: () => [anchor],
        };
      }
    },
    patterns: [],
    examples: [],
  };
  let sent: { type: string }[];

  beforeEach(() => {
    fakeBrowser.reset();
    sent = [];
    const reply = async (message: { type: string }) => {
      sent.push(message);
      return message.type === 'paper/status'
        ? { ok: true, data: { saved: [] } }
        : { ok: true, data: { paperId: '2604.00001', created: true } };
    };
    // Cast: sendMessage's overloads (an extension id may come first) don't fit a one-argument stand-in.
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
  });

  it('ignore forged clicks, on the toggle or through a label around it, and act on the user’s', async () => {
    const controller = new AbortController();
    const mounted = mountListing(detector, new URL('https://arxiv.org/list/cs.LG/new'), controller.signal);
    await vi.waitFor(() => expect(document.querySelectorAll('button.agent-rl-radar-toggle')).toHaveLength(2));
    const [first] = document.querySelectorAll<HTMLButtonElement>('button.agent-rl-radar-toggle');
    if (!first) throw new Error('no toggle');

    forgedClicks(first);
    const label = document.createElement('label');
    first.replaceWith(label);
    label.append(first);
    label.click();
    expect(first.getAttribute('aria-busy')).toBeNull();
    expect(sent.filter((message) => message.type !== 'paper/status')).toEqual([]);

    // The user's click on the label's text, which the label hands to the toggle: the pointer is far from it.
    vi.spyOn(first, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 300, y: 100, width: 50, height: 20 }));
    userClick(first, { x: 40, y: 60 });
    expect(first.getAttribute('aria-busy')).toBeNull();
    expect(sent.filter((message) => message.type !== 'paper/status')).toEqual([]);

    userClick(first, { x: 320, y: 110 });
    expect(first.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(first.getAttribute('aria-pressed')).toBe('true'));
    expect(sent.filter((message) => message.type !== 'paper/status')).toMatchObject([
      { type: 'paper/save', draft: { arxivId: '2604.00001' } },
    ]);
    mounted.remove();
    controller.abort();
  });
});
