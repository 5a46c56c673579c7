// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://huggingface.co/papers/2604.27955" }
/**
 * In-app navigation: the control must act for the paper the page shows when the user clicks, not the one it was
 * mounted for. happy-dom has no Navigation API, so this file gives it one that behaves as Chromium's does for
 * `history.pushState`: the `navigate` event fires before the URL changes.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PAGE_HANDLE_KEY } from '../../lib/messaging/page-handle';
import { huggingface } from '../../lib/sites/huggingface';

const navigation = new EventTarget();
const pushState = history.pushState.bind(history);
history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
  const event = Object.assign(new Event('navigate'), { destination: { url: new URL(String(url), location.href).href } });
  navigation.dispatchEvent(event);
  pushState(state, unused, url);
};
Object.assign(globalThis, { navigation });
// Imported after the stand-in exists: WXT looks for the Navigation API when its module loads.
const { runPageSaver } = await import('../../content/page-saver');

const A = '2604.27955';
const B = '2605.01234';

function userClick(target: Element): void {
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
}

const saveButton = () => document.querySelector('agent-rl-radar-save')?.shadowRoot?.querySelector<HTMLButtonElement>('button.save');

let sent: { type: string; act?: string; paperId?: string }[];

beforeEach(() => {
  fakeBrowser.reset();
  // Each test runs the script as a fresh injection into a fresh page: forget the mark the last one left.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_HANDLE_KEY)];
  sent = [];
  const reply = async (message: (typeof sent)[number]) => {
    sent.push(message);
    // The background answers for the paper the sender's URL names: B, once the app has moved there.
    if (message.type === 'page/state')
      return { ok: true, data: { paperId: location.pathname.split('/').pop(), saved: false, verdicts: [] } };
    return { ok: true, data: { paperId: message.paperId ?? '?', saved: true, said: 'Saved.', undo: false } };
  };
  // Cast: sendMessage's overloads (an extension id may come first) don't fit a one-argument stand-in.
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
  history.replaceState({}, '', `/papers/${A}`);
  document.body.innerHTML = '<main><h1>Paper A</h1></main>';
});
afterAll(() => vi.restoreAllMocks());

describe('in-app navigation on a single-page site', () => {
  it('re-mounts for the new URL, read once the navigation has happened', async () => {
    runPageSaver([huggingface], { followNavigation: true });
    const first = saveButton();
    expect(first).toBeTruthy();
    history.pushState({}, '', `/papers/${B}`);
    const h1 = document.querySelector('h1');
    if (h1) h1.textContent = 'Paper B';
    // The control for A goes; the one that comes in its place must be for B.
    await vi.waitFor(() => expect(saveButton()).not.toBe(first));
    // It asks whether B is saved: it was mounted for B's URL, not for A's.
    await vi.waitFor(() => expect(sent).toContainEqual(expect.objectContaining({ type: 'page/state', paperId: B })));
    const button = saveButton();
    if (!button) throw new Error('no control');
    userClick(button);
    // Saved by the control for B: the background reads the page as it is now, which shows B.
    await vi.waitFor(() =>
      expect(sent.filter((message) => message.type === 'page/act')).toEqual([{ type: 'page/act', act: 'save', paperId: B }]),
    );
  });

  it('a click before the re-mount (the URL changed, no event yet) saves the paper the URL now names', async () => {
    runPageSaver([huggingface], { followNavigation: true });
    const button = saveButton();
    if (!button) throw new Error('no control');
    // A URL change the watcher has not reported: replaceState fires no event in this stand-in.
    history.replaceState({}, '', `/papers/${B}`);
    const h1 = document.querySelector('h1');
    if (h1) h1.textContent = 'Paper B';
    userClick(button);
    // The control for A hands the click to the one for B, whose save the background carries out on the page as it is.
    await vi.waitFor(() =>
      expect(sent.filter((message) => message.type === 'page/act')).toEqual([{ type: 'page/act', act: 'save', paperId: B }]),
    );
  });
});
