/**
 * The keyboard in the real toolbar popup, not popup.html in a tab. Opened by the toolbar button's own handler (the one
 * its shortcut runs too; toolbar-button.ts) with a feed there, Firefox gives the keyboard to the popup and the popup to
 * its feed's list, so J/K move the selection without a click first, S saves the selected paper (its row says Saved,
 * the library lists it) and Enter opens its arXiv page in a new tab. (The first open, browserAction.openPopup(), only
 * waits for the feed.)
 */
import { expect } from '@playwright/test';
import { classify } from '../../lib/topic/classifier';
import { feedPapers } from '../fixtures/atom/feed-papers';
import { allByRole, byRole } from './aria';
import { feedApi } from './arxiv-api';
import { EXTENSION_UUID, test } from './firefox';
import { openExtensionTab, pressToolbarButton } from './toolbar-button';
import { toolbarPopup } from './toolbar-popup';
import { feedShownOnce, pressKeyInToolbarPopup, tabUrls, toolbarPopupFocus, toolbarPopupRows } from './toolbar-popup-keys';

const papers = feedPapers();
const kept = papers.filter((paper) => classify({ id: paper.id, title: paper.title, abstract: paper.abstract }).inTopic);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

test.use({ arxivApi: { answer: feedApi(papers) } });

test('in the toolbar popup, J/K move through the feed at once, S saves the paper and Enter opens its arXiv page', async ({ firefox }) => {
  expect(kept.length).toBeGreaterThan(2);
  let options = await firefox.openExtensionPage('options.html');
  await feedShownOnce(options, kept.length);

  // Opened again with the button, as the researcher opens it to read the feed. Firefox's focus manager gives the keyboard to the popup, not to the tab behind it…
  expect(await pressToolbarButton(firefox)).toEqual({ keyboardGoesTo: `moz-extension://${EXTENSION_UUID}/popup.html` });
  options = await openExtensionTab(firefox, 'options.html');
  // …and in the popup, to the feed's list, where J/K act.
  await expect.poll(() => toolbarPopupFocus(options)).toEqual({ hasFocus: true, focused: 'listbox Feed papers' });
  const titles = ((await toolbarPopupRows(options)) ?? []).map((row) => row.title);
  const selected = async () => (await toolbarPopupRows(options))?.find((row) => row.selected)?.title;
  expect(await selected()).toBe(titles[0]);

  await pressKeyInToolbarPopup(options, 'j');
  await expect.poll(selected).toBe(titles[1]);
  await pressKeyInToolbarPopup(options, 'j');
  await expect.poll(selected).toBe(titles[2]);
  await pressKeyInToolbarPopup(options, 'k');
  await expect.poll(selected).toBe(titles[1]);
  expect(await toolbarPopupFocus(options)).toEqual({ hasFocus: true, focused: 'listbox Feed papers' });

  // S: the row says Saved, and the Saved tab counts it.
  await pressKeyInToolbarPopup(options, 's');
  await expect.poll(async () => (await toolbarPopupRows(options))?.find((row) => row.title === titles[1])?.saved).toBe(true);
  await expect.poll(async () => (await toolbarPopup(options))?.tabs).toEqual([`Feed ${kept.length}`, 'Saved 1']);

  // Enter: the paper's arXiv page in a new tab, in front.
  const chosen = kept.find((paper) => oneLine(paper.title) === titles[1]);
  if (!chosen) throw new Error(`No fixture paper is titled ${titles[1]}.`);
  await pressKeyInToolbarPopup(options, 'Enter');
  await expect.poll(() => tabUrls(options)).toContainEqual({ url: `https://arxiv.org/abs/${chosen.id}v1`, active: true });

  // The library lists the saved paper.
  const library = await firefox.openExtensionPage('library.html');
  const libraryTitles = async () => {
    const list = await byRole(library, 'listbox', 'Library papers');
    const rows = list ? await allByRole(list, 'option') : [];
    return Promise.all(rows.map((row) => row.evaluate((node) => node.querySelector('.row-title')?.textContent ?? '')));
  };
  await expect.poll(libraryTitles).toEqual([titles[1]]);
});
