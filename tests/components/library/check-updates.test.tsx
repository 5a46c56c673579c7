// @vitest-environment happy-dom
/**
 * The library's "Check for updates": it asks the background (`library/check-updates`), is busy and disabled while the
 * check runs, then says what it found, or why it could not check.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkWords, LibraryHeader } from '../../../components/library/LibraryHeader';
import { sendRequest } from '../../../lib/messaging/client';
import type { Reply } from '../../../lib/messaging/protocol';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn() }));

type CheckReply = Reply<'library/check-updates'>;

let root: HTMLElement;
/** What the header said in the library's status line, last first. */
let said: string[];
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  said = [];
  act(() => render(<LibraryHeader reminder={undefined} onBackup={() => undefined} onStatus={(message) => said.unshift(message)} />, root));
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  vi.clearAllMocks();
});

const button = () => {
  const found = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Check for updates');
  if (!found) throw new Error('no Check for updates button');
  return found;
};
const status = () => said[0] ?? '';

/** Clicks the button with the background's reply held back until `answer` is called. */
function checkWith(reply: CheckReply) {
  let answer: () => void = () => undefined;
  vi.mocked(sendRequest).mockImplementationOnce(async () => {
    await new Promise<void>((resolve) => {
      answer = resolve;
    });
    return reply;
  });
  act(() => button().click());
  return async () => {
    await act(async () => answer());
  };
}

describe('Check for updates', () => {
  it('asks the background, is busy and disabled while it runs, then says how many papers changed', async () => {
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-busy')).toBe('false');
    expect(status()).toBe('');
    const answer = checkWith({ ok: true, data: { checked: 1000, updated: 3, error: '' } });
    expect(vi.mocked(sendRequest)).toHaveBeenCalledWith({ type: 'library/check-updates' });
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(status()).toBe('Checking your saved papers against arXiv…');
    await answer();
    expect(status()).toBe('Checked 1,000 papers: 3 updated.');
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-busy')).toBe('false');
  });

  it('says when nothing is new, and when it could not check (the background’s reason, or no answer at all)', async () => {
    await checkWith({ ok: true, data: { checked: 12, updated: 0, error: '' } })();
    expect(status()).toBe('Checked 12 papers: nothing new.');
    await checkWith({ ok: true, data: { checked: 0, updated: 0, error: 'arXiv did not answer (503).' } })();
    expect(status()).toBe('Could not check: arXiv did not answer (503). Nothing changed; it will be tried again later.');
    await checkWith({ ok: false, error: { code: 'failed', message: 'The extension could not be reached (gone).' } })();
    expect(status()).toBe('Could not check: The extension could not be reached (gone). Nothing changed; it will be tried again later.');
    expect(button().disabled).toBe(false);
  });

  it('counts in words', () => {
    expect(checkWords({ checked: 1, updated: 1, error: '' })).toBe('Checked 1 paper: 1 updated.');
    expect(checkWords({ checked: 0, updated: 0, error: '' })).toBe('Checked 0 papers: nothing new.');
  });
});
