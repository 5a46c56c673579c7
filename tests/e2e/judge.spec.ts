import type { Page } from '@playwright/test';
import { DB_NAME } from '../../lib/store/db';
import { classify } from '../../lib/topic/classifier';
import { inJudgeBand } from '../../lib/topic/judge-band';
import { TOPIC_MODEL } from '../../lib/topic/model';
import { type AtomPaper, atomCount, atomFeed } from '../fixtures/atom/feed-builder';
import type { FixturePaper } from '../fixtures/papers/generated';
import { labelledListing, uncertainOnTopic } from '../fixtures/papers/labelled';
import { expectNoAxeViolations } from './axe';
import { expect, refreshFeedWithRoutes, sendFromPage, test } from './extension';

/** A local OpenAI-compatible server (Ollama's port), served through routing. */
const STUB = 'http://localhost:11434/v1';
const REASON = 'Trains a web agent with GRPO over multi-turn episodes.';

const dated = (papers: FixturePaper[]): AtomPaper[] =>
  papers.map((paper, i) => ({ ...paper, published: `${new Date(Date.now() - (i + 1) * 3_600_000).toISOString().slice(0, 19)}Z` }));

const score = (paper: FixturePaper) => classify({ id: paper.id, title: paper.title, abstract: paper.abstract }).score;

/** The judge's last run as the store holds it (lib/judge/judge-store.ts), read through an extension page. */
function judgeStatus(page: Page): Promise<{ at: number; checkedAt?: number } | undefined> {
  return page.evaluate(
    (name) =>
      new Promise<{ at: number; checkedAt?: number } | undefined>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('kv').objectStore('kv').get('judge-status');
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as { value?: { at: number } } | undefined)?.value);
          };
        };
      }),
    DB_NAME,
  );
}

async function chooseMode(page: Page, label: RegExp) {
  await page.getByRole('radio', { name: label }).check();
}

test('second opinion: off sends nothing; an endpoint saved in options.html judges only the uncertain paper, which moves into the feed with its reason', async ({
  context,
  extensionId,
  serviceWorker,
  openPopup,
}) => {
  const { onTopic, offTopic } = labelledListing({ onTopic: 1, offTopic: 1, nearMiss: 0 });
  const [uncertain] = uncertainOnTopic(1);
  const [confident] = onTopic;
  const [farOff] = offTopic;
  if (!uncertain || !confident || !farOff) throw new Error('the labelled month lacks a paper of each kind');
  // The fixture as the test means it: one paper in the band, two outside it.
  expect([confident, uncertain, farOff].map((paper) => inJudgeBand(score(paper), TOPIC_MODEL.threshold))).toEqual([false, true, false]);

  await context.route('https://export.arxiv.org/api/query**', (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('max_results') === '0')
      return route.fulfill({ status: 200, contentType: 'application/atom+xml', body: atomCount(20_000) });
    return route.fulfill({ status: 200, contentType: 'application/atom+xml', body: atomFeed(dated([confident, uncertain, farOff])) });
  });
  const sent: { model: string; user: string; authorization?: string }[] = [];
  await context.route(`${STUB}/chat/completions`, (route) => {
    const body = route.request().postDataJSON() as { model: string; messages: { role: string; content: string }[] };
    sent.push({
      model: body.model,
      user: body.messages.find((message) => message.role === 'user')?.content ?? '',
      authorization: route.request().headers().authorization,
    });
    const verdict = { verdict: 'in', kind: 'agentic-rl', reason: REASON };
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(verdict) }, finish_reason: 'stop' }],
      }),
    });
  });

  const hostAllowed = () =>
    serviceWorker.evaluate(() =>
      (
        globalThis as unknown as { chrome: { permissions: { contains(p: { origins: string[] }): Promise<boolean> } } }
      ).chrome.permissions.contains({ origins: ['http://localhost/*'] }),
    );
  // The endpoint's host is asked for when it is saved, never at install.
  expect(await hostAllowed()).toBe(false);
  const manifest = await serviceWorker.evaluate(() =>
    (globalThis as unknown as { chrome: { runtime: { getManifest(): Record<string, string[]> } } }).chrome.runtime.getManifest(),
  );
  expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
  expect(
    [...(manifest.host_permissions ?? []), ...(manifest.permissions ?? [])].filter(
      (p) => p.includes('*://*') || p === '<all_urls>' || p.startsWith('http://'),
    ),
  ).toEqual([]);

  // Off (the default): the feed holds the confident paper; the uncertain one is a near miss; nothing was sent.
  const popup = await openPopup('Feed');
  await refreshFeedWithRoutes(popup);
  const feed = popup.getByRole('listbox', { name: 'Feed papers' });
  await expect(feed.getByRole('option')).toHaveCount(1, { timeout: 20_000 });
  const chip = popup.getByRole('button', { name: /^Near misses/ });
  await expect(chip).toHaveText(/Near misses\s*1/);
  expect(sent).toEqual([]);

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const section = options.getByRole('region', { name: 'Second opinion for uncertain papers' });
  await expect(section.getByRole('radio', { name: /^Nobody/ })).toBeChecked();
  await expect(section).toContainText('Off: nothing is sent anywhere');
  // Chromium here has no built-in model to offer.
  await expect(section.getByRole('radio', { name: /built-in model/ })).toHaveCount(0);

  // The user allows the host. Headless Chromium shows no permission prompt, so the test allows it where a user can
  // too, in chrome://extensions (the extension's site access); the extension's own request then finds it allowed.
  const extensions = await context.newPage();
  await extensions.goto('chrome://extensions');
  await extensions.evaluate(
    (id) =>
      (
        globalThis as unknown as { chrome: { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } } }
      ).chrome.developerPrivate.addHostPermission(id, 'http://localhost/*'),
    extensionId,
  );
  await extensions.close();

  await chooseMode(options, /^An OpenAI-compatible endpoint/);
  await section.getByLabel('Base URL').fill(STUB);
  await section.getByLabel('Model').fill('stub-judge');
  await expectNoAxeViolations(options);
  expect(sent).toEqual([]);
  await section.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(options.getByRole('status')).toHaveText('Saved. The feed’s uncertain papers go to localhost now.');
  expect(await hostAllowed()).toBe(true);
  await expect(section).toContainText(
    `Sent to ${STUB}/chat/completions: the title and abstract of each feed paper the classifier is unsure about`,
  );

  // The uncertain paper is judged, and moves into the feed with the judge's reason; the near misses are empty.
  await expect(feed.getByRole('option')).toHaveCount(2, { timeout: 20_000 });
  const moved = feed.getByRole('option').filter({ hasText: uncertain.title.replace(/\s+/g, ' ').trim() });
  await expect(moved).toContainText('second opinion: in');
  await moved.click();
  await expect(popup.getByRole('region', { name: 'Second opinion' })).toContainText(`second opinion: in — ${REASON}`);
  await expect(popup.getByRole('region', { name: 'Second opinion' })).toContainText('stub-judge at localhost:11434');
  await expect(chip).toHaveText(/Near misses\s*0/);
  await expectNoAxeViolations(popup, { label: 'popup' });
  // Only that paper was sent: its title and abstract, to the model named, without a key (none was set).
  expect(sent).toHaveLength(1);
  expect(sent[0]?.model).toBe('stub-judge');
  expect(sent[0]?.user).toContain(uncertain.title.replace(/\s+/g, ' ').trim().slice(0, 40));
  expect(sent[0]?.authorization).toBeUndefined();
  for (const other of [confident, farOff]) expect(sent[0]?.user).not.toContain(other.title.replace(/\s+/g, ' ').trim().slice(0, 40));
  await expect(section).toContainText('This month: 1 of 300 requests.');

  // A refresh asks nothing again: the paper has this model's verdict. (The run after it says when it looked, and leaves
  // the summary of the run that judged.)
  const before = Date.now();
  // A refresh still running (the background may be finishing the one that followed the saved endpoint) turns a second
  // one away with `started: false`: asked again until one starts.
  await expect
    .poll(async () => sendFromPage(popup, { type: 'feed/refresh', force: true }), { timeout: 20_000 })
    .toMatchObject({ ok: true, data: { started: true } });
  await expect.poll(async () => (await judgeStatus(popup))?.checkedAt ?? 0, { timeout: 20_000 }).toBeGreaterThan(before);
  await expect(section).toContainText('1 paper judged, 1 moved into the feed');
  await expect(section).toContainText('nothing new to judge');
  expect(sent).toHaveLength(1);

  // Turned off: the paper goes back to the classifier's verdict, and nothing more is sent.
  await chooseMode(options, /^Nobody/);
  await section.getByRole('button', { name: 'Turn the second opinion off' }).click();
  await expect(options.getByRole('status')).toContainText('The classifier alone decides what is in the feed');
  // …and the endpoint's host is given back.
  await expect.poll(hostAllowed).toBe(false);
  await expect(feed.getByRole('option')).toHaveCount(1);
  await expect(chip).toHaveText(/Near misses\s*1/);
  expect(sent).toHaveLength(1);
});
