// @vitest-environment happy-dom
/**
 * O opens the selected paper’s PDF; on a paper without one (a DOI-only import) the popup says so and opens nothing. X
 * on the Saved tab says what it is for; S there moves the selection on as it removes the paper.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { radarDb, savePaper } from '../../../lib/store/db';

let root: HTMLElement;

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  const db = radarDb();
  await db.open();
  const made = normalizePaperDraft(
    { doi: '10.18653/v1/2024.acl-long.1', title: 'An ACL Paper', authors: ['A B'] },
    { site: 'test', url: 'https://aclanthology.org/', at: 1 },
  );
  if (!made.ok) throw new Error(made.error);
  await savePaper(db, made.paper, { now: 1 });
  localStorage.setItem('popup.tab', 'saved');
  vi.spyOn(browser.tabs, 'create').mockImplementation(async () => undefined as never);
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  vi.restoreAllMocks();
  await radarDb().delete();
});

/** Opens the popup on the Saved tab, with its one paper selected, and presses `key` on the list. */
async function pressOnSavedPaper(key: string): Promise<void> {
  act(() => render(<Popup firstRows={undefined} loadServices={async () => popupServices()} />, root));
  await vi.waitFor(() => expect(root.querySelector('[role="option"]')?.textContent).toContain('An ACL Paper'));
  const list = root.querySelector('[role="listbox"]') as HTMLElement;
  act(() => {
    list.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('O in the popup', () => {
  it('on a saved paper without a PDF link says so and opens nothing', async () => {
    await pressOnSavedPaper('o');
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('This paper has no PDF link.'));
    expect(browser.tabs.create).not.toHaveBeenCalled();
  });
});

describe('X on the Saved tab', () => {
  it('says it works on the feed, and what removes a saved paper', async () => {
    await pressOnSavedPaper('x');
    await vi.waitFor(() =>
      expect(root.querySelector('[role="status"]')?.textContent).toContain('X hides a feed paper; here, S removes a saved one.'),
    );
    expect(root.querySelectorAll('[role="option"]')).toHaveLength(1);
  });
});

describe('S on the Saved tab', () => {
  it('moves the selection to the next paper as it removes this one, so S S removes two papers, not one twice', async () => {
    const other = normalizePaperDraft(
      { arxivId: '2604.27955', title: 'Saved Earlier' },
      { site: 'test', url: 'https://arxiv.org/', at: 0 },
    );
    if (!other.ok) throw new Error(other.error);
    await savePaper(radarDb(), other.paper, { now: 0 });
    await pressOnSavedPaper('s');
    const selected = () => root.querySelector('[role="option"][aria-selected="true"] .row-title')?.textContent;
    expect(selected()).toBe('Saved Earlier');
  });
});
