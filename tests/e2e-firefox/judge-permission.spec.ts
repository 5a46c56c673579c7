/**
 * The second opinion's endpoint in real Firefox: saving one in options.html asks Firefox for its host (an optional
 * permission, never granted at install); allowed in Firefox's prompt, the settings are saved and the feed's uncertain
 * paper goes to the endpoint; refused, nothing is saved or sent, and the page says why.
 */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { classify } from '../../lib/topic/classifier';
import { type AtomPaper, atomCount, atomFeed } from '../fixtures/atom/feed-builder';
import type { FixturePaper } from '../fixtures/papers/generated';
import { labelledListing, uncertainOnTopic } from '../fixtures/papers/labelled';
import { byRole } from './aria';
import { type FirefoxWithExtension, test } from './firefox';
import { type JudgeStub, startJudgeStub } from './judge-stub';
import { answerPermissionPrompt } from './permission-prompt';
import { openExtensionTab } from './toolbar-button';

const { onTopic, offTopic } = labelledListing({ onTopic: 1, offTopic: 1, nearMiss: 0 });
const [uncertain] = uncertainOnTopic(1);
const [confident] = onTopic;
const [farOff] = offTopic;
if (!uncertain || !confident || !farOff) throw new Error('the labelled month lacks a paper of each kind');
const dated = (papers: FixturePaper[]): AtomPaper[] =>
  papers.map((paper, i) => ({ ...paper, published: `${new Date(Date.now() - (i + 1) * 3_600_000).toISOString().slice(0, 19)}Z` }));
const feed = atomFeed(dated([confident, uncertain, farOff]));
const titleOf = (paper: FixturePaper) => paper.title.replace(/\s+/g, ' ').trim();

test.use({
  arxivApi: { answer: (url) => ({ status: 200, body: url.searchParams.get('max_results') === '0' ? atomCount(20_000) : feed }) },
});

let stub: JudgeStub;
test.beforeEach(async () => {
  stub = await startJudgeStub();
});
test.afterEach(async () => {
  await stub.close();
});

/** Whether the extension may reach the stub's host. */
function hostAllowed(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { permissions } = (globalThis as unknown as { browser: { permissions: { contains(p: object): Promise<boolean> } } }).browser;
    return permissions.contains({ origins: ['http://127.0.0.1/*'] });
  });
}

const textOf = (page: Page, selector: string) => page.evaluate((css) => document.querySelector(css)?.textContent ?? '', selector);

/** options.html with the endpoint typed in and Save endpoint clicked, as the user does; the prompt is then showing. */
async function saveEndpoint(firefox: FirefoxWithExtension): Promise<void> {
  const options = await firefox.openExtensionPage('options.html');
  await expect.poll(() => textOf(options, '.judge-disclosure')).toContain('Off: nothing is sent anywhere');
  expect(await hostAllowed(options)).toBe(false);
  await options.click('input[name="judge-mode"][value="endpoint"]');
  await options.type('#judge-base-url', stub.baseUrl);
  await options.type('#judge-model', 'stub-judge');
  const save = await byRole(options, 'button', 'Save endpoint');
  if (!save) throw new Error('No Save endpoint button.');
  await save.click();
  await expect
    .poll(() => textOf(options, '[role="status"]'))
    .toBe('Allow 127.0.0.1 in the browser’s prompt: nothing is sent there until you do.');
}

test('an endpoint saved in options.html asks Firefox for its host; allowed, the uncertain paper is sent to it', async ({ firefox }) => {
  // The classifier is unsure only of that paper: the one a second opinion is asked about.
  expect([confident, uncertain, farOff].map((paper) => classify(paper).inTopic)).toEqual([true, false, false]);
  await saveEndpoint(firefox);
  const asked = await answerPermissionPrompt(firefox, 'allow');
  // "Agent RL Radar requests additional settings / Access your data for sites in 127.0.0.1 domains" (ESR 140's words).
  expect(asked).toMatch(/^Agent RL Radar requests .*\n.*127\.0\.0\.1/);
  const options = await openExtensionTab(firefox, 'options.html');
  await expect.poll(() => textOf(options, '[role="status"]')).toBe('Saved. The feed’s uncertain papers go to 127.0.0.1 now.');
  expect(await hostAllowed(options)).toBe(true);
  await expect.poll(() => stub.sent.length, { timeout: 30_000 }).toBe(1);
  expect(stub.sent[0]).toContain(titleOf(uncertain).slice(0, 40));
  for (const other of [confident, farOff]) expect(stub.sent[0]).not.toContain(titleOf(other).slice(0, 40));
  // The popup's feed now holds the paper, with the second opinion that put it there.
  const popup = await firefox.openExtensionPage('popup.html');
  const row = () =>
    popup.evaluate(
      (title) =>
        [...document.querySelectorAll('[role="listbox"][aria-label="Feed papers"] [role="option"]')]
          .map((option) => option.textContent?.replace(/\s+/g, ' ') ?? '')
          .find((text) => text.includes(title)) ?? 'not in the feed',
      titleOf(uncertain),
    );
  await expect.poll(row, { timeout: 20_000 }).toContain('second opinion: in');
});

test('refused in Firefox’s prompt, the endpoint is not saved, nothing is sent, and the page says why', async ({ firefox }) => {
  await saveEndpoint(firefox);
  expect(await answerPermissionPrompt(firefox, 'deny')).toContain('127.0.0.1');
  const options = await openExtensionTab(firefox, 'options.html');
  await expect
    .poll(() => textOf(options, '[role="alert"]'))
    .toBe('Not saved: the browser was not allowed to reach 127.0.0.1, so nothing is sent there.');
  expect(await textOf(options, '.judge-disclosure')).toContain('Not saved yet. Now: Off: nothing is sent anywhere');
  expect(await hostAllowed(options)).toBe(false);
  expect(stub.sent).toEqual([]);
});
