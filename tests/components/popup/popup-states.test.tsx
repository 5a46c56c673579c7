// @vitest-environment happy-dom
/** What the popup's panel says instead of rows: each state the truth about the list it stands for. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { radarDb } from '../../../lib/store/db';

let root: HTMLElement;

beforeEach(async () => {
  fakeBrowser.reset();
  await radarDb().open();
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  await radarDb().delete();
});

describe('the popup’s list states', () => {
  it('a feed that could not be read says so, not that the topic has no papers yet', async () => {
    const failing = async () => ({ ...popupServices(), loadFeed: () => Promise.reject(new Error('the database is blocked')) });
    localStorage.setItem('popup.tab', 'feed');
    act(() => render(<Popup firstRows={undefined} loadServices={failing} />, root));
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('the database is blocked'));
    expect(root.textContent).not.toContain('No papers in the topic yet');
    expect(root.textContent).not.toContain('Opening the feed…');
  });
});
