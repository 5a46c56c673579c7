/**
 * The popup opened from the keyboard in real Firefox: Firefox's Manage Extension Shortcuts offers only the commands the
 * manifest declares, so the popup's own command (`_execute_browser_action`) must be declared for a user to give it a
 * key. Given one, the key opens the popup with the keyboard in its feed's list, and J moves at once.
 */
import { expect } from '@playwright/test';
import { classify } from '../../lib/topic/classifier';
import { feedPapers } from '../fixtures/atom/feed-papers';
import { feedApi } from './arxiv-api';
import { EXTENSION_UUID, test } from './firefox';
import { openExtensionTab, pressPopupShortcut } from './toolbar-button';
import { feedShownOnce, pressKeyInToolbarPopup, toolbarPopupFocus, toolbarPopupRows } from './toolbar-popup-keys';

const papers = feedPapers();
const kept = papers.filter((paper) => classify({ id: paper.id, title: paper.title, abstract: paper.abstract }).inTopic);

test.use({ arxivApi: { answer: feedApi(papers) } });

interface Commands {
  commands: {
    getAll(): Promise<{ name?: string; description?: string }[]>;
    update(detail: { name: string; shortcut: string }): Promise<void>;
  };
}

test('a shortcut the user gives the popup in Firefox opens it with the keyboard on the feed, and J moves at once', async ({ firefox }) => {
  let options = await firefox.openExtensionPage('options.html');
  await feedShownOnce(options, kept.length);

  // What Manage Extension Shortcuts lists, and the shortcut the user types there (the page calls the same update).
  const offered = await options.evaluate(async () => {
    const { commands } = (globalThis as unknown as { browser: Commands }).browser;
    return (await commands.getAll()).map((command) => `${command.name}: ${command.description}`);
  });
  expect(offered).toContain('_execute_browser_action: Open Agent RL Radar');
  const set = await options.evaluate(() =>
    (globalThis as unknown as { browser: Commands }).browser.commands
      .update({ name: '_execute_browser_action', shortcut: 'Alt+Shift+R' })
      .then(
        () => 'set',
        (error: unknown) => String(error),
      ),
  );
  expect(set).toBe('set');

  expect(await pressPopupShortcut(firefox, 'alt,shift', 'R')).toEqual({ keyboardGoesTo: `moz-extension://${EXTENSION_UUID}/popup.html` });
  options = await openExtensionTab(firefox, 'options.html');
  await expect.poll(() => toolbarPopupFocus(options)).toEqual({ hasFocus: true, focused: 'listbox Feed papers' });
  const titles = ((await toolbarPopupRows(options)) ?? []).map((row) => row.title);
  await pressKeyInToolbarPopup(options, 'j');
  await expect.poll(async () => (await toolbarPopupRows(options))?.find((row) => row.selected)?.title).toBe(titles[1]);
});
