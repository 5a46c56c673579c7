import { atomFeed } from '../fixtures/atom/feed-builder';
import { listingPage, searchPage } from '../fixtures/pages/arxiv-listing';
import { generatedPapers } from '../fixtures/papers/generated';
import { expect, fixtureAtom, fixturePage, sendFromPage, test } from './extension';

const ID = '2604.27955';
const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';

test('an abs page follows a save made elsewhere, and un-saving offers an undo that keeps notes', async ({
  context,
  servePage,
  openPopup,
}) => {
  await servePage(`https://arxiv.org/abs/${ID}`, fixturePage(`arxiv-abs-${ID}.html`));
  const page = await context.newPage();
  await page.goto(`https://arxiv.org/abs/${ID}`);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');

  const popup = await openPopup();
  const draft = { arxivId: ID, title: TITLE, authors: ['Junan Hu'], abstract: 'A survey.' };
  expect(await sendFromPage(popup, { type: 'paper/save', draft, site: 'test', pageUrl: 'about:blank' })).toMatchObject({ ok: true });
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status')).toHaveText('Removed from RL for LLM Agents.');
  await expect(popup.getByRole('option')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByRole('option')).toHaveCount(1);
});

test('an arXiv listing gets a save toggle on every entry, with saved entries marked', async ({ context, servePage, openPopup }) => {
  const papers = generatedPapers(40);
  const [first, second] = papers;
  if (!first || !second) throw new Error('stream data missing');
  await servePage('https://arxiv.org/list/cs.LG/new', listingPage(papers, { withAbstracts: true }));
  const popup = await openPopup();
  await sendFromPage(popup, {
    type: 'paper/save',
    draft: { arxivId: second.id, title: second.title },
    site: 'test',
    pageUrl: 'about:blank',
  });

  const page = await context.newPage();
  await page.goto('https://arxiv.org/list/cs.LG/new');
  const toggles = page.getByRole('button', { name: /^Save/ });
  await expect(toggles).toHaveCount(40);
  await expect(page.getByRole('button', { name: `Save: ${second.title}` })).toHaveAttribute('aria-pressed', 'true');
  const toggle = page.getByRole('button', { name: `Save: ${first.title}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const list = popup.getByRole('listbox', { name: 'Saved papers' });
  await expect(list.getByRole('option')).toHaveCount(2);
  // Saved from the listing with its full metadata: authors and abstract came from the entry.
  await expect(list.getByRole('option').filter({ hasText: first.title })).toContainText(first.authors[0] ?? '');
});

test('arXiv search results get toggles too', async ({ context, servePage }) => {
  const papers = generatedPapers(12);
  await servePage('https://arxiv.org/search/?query=agents&searchtype=all', searchPage(papers, 'agents'));
  const page = await context.newPage();
  await page.goto('https://arxiv.org/search/?query=agents&searchtype=all');
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(12);
  const toggle = page.getByRole('button', { name: /^Save/ }).nth(3);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

test('an arXiv HTML page saves under the same id as its abs page', async ({ context, servePage, openPopup }) => {
  await servePage(`https://arxiv.org/html/${ID}v1`, fixturePage(`arxiv-html-${ID}v1.html`));
  await servePage(`https://arxiv.org/abs/${ID}`, fixturePage(`arxiv-abs-${ID}.html`));
  const page = await context.newPage();
  await page.goto(`https://arxiv.org/html/${ID}v1`);
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.goto(`https://arxiv.org/abs/${ID}`);
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  const popup = await openPopup();
  await expect(popup.getByRole('option')).toHaveCount(1);
});

test('alphaXiv saves at once by id and the arXiv API completes the metadata', async ({ context, servePage, openPopup }) => {
  const apiCalls: string[] = [];
  await context.route(
    (url) => url.host === 'export.arxiv.org' && url.searchParams.has('id_list'),
    (route) => {
      apiCalls.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/atom+xml; charset=utf-8', body: fixtureAtom(`id-${ID}.xml`) });
    },
  );
  await servePage(`https://www.alphaxiv.org/abs/${ID}`, fixturePage(`alphaxiv-${ID}.html`));
  const page = await context.newPage();
  await page.goto(`https://www.alphaxiv.org/abs/${ID}`);
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  const popup = await openPopup();
  const option = popup.getByRole('option').first();
  await expect(option).toContainText('Junan Hu, Jian Liu, Jingxiang Lai +6');
  await expect(option).toContainText(TITLE);
  expect(apiCalls.some((url) => url.includes(`id_list=${ID}`))).toBe(true);
});

test('an OpenReview forum page saves with its citation metadata, and the saved paper opens its forum', async ({
  context,
  servePage,
  openPopup,
}) => {
  await servePage('https://openreview.net/forum?id=VTF8yNQM66&noteId=abc12345', fixturePage('openreview-VTF8yNQM66.html'));
  const page = await context.newPage();
  // Reached from a link to one of its reviews: the paper is the forum's.
  await page.goto('https://openreview.net/forum?id=VTF8yNQM66&noteId=abc12345');
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const popup = await openPopup();
  await expect(popup.getByRole('option').first()).toContainText('SWE-bench: Can Language Models Resolve Real-world Github Issues?');
  await expect(popup.getByRole('option').first()).toContainText('Carlos E Jimenez, John Yang, Alexander Wettig +4');
  await popup.getByRole('option').first().click();
  await expect(popup.getByRole('link', { name: 'Open paper' })).toHaveAttribute('href', 'https://openreview.net/forum?id=VTF8yNQM66');
});

test('two papers saved by id seconds apart, on alphaXiv then Hugging Face, are both completed within seconds', async ({
  context,
  servePage,
  openPopup,
}) => {
  // A second paper, shown by Hugging Face under its own id (the fixture page with the id changed).
  const [second] = generatedPapers(1);
  if (!second) throw new Error('no paper');
  const other = { ...second, id: '2605.00042', published: '2026-05-20T00:00:00Z' };
  const answered: string[] = [];
  await context.route(
    (url) => url.host === 'export.arxiv.org' && url.searchParams.has('id_list'),
    (route) => {
      const ids = new URL(route.request().url()).searchParams.get('id_list')?.split(',') ?? [];
      answered.push(...ids);
      // One answer per request, naming the ids it was asked for (arXiv's own answer for the first paper).
      const body = ids.includes(ID) ? fixtureAtom(`id-${ID}.xml`) : atomFeed(ids.includes(other.id) ? [other] : []);
      return route.fulfill({ status: 200, contentType: 'application/atom+xml; charset=utf-8', body });
    },
  );
  await servePage(`https://www.alphaxiv.org/abs/${ID}`, fixturePage(`alphaxiv-${ID}.html`));
  await servePage(`https://huggingface.co/papers/${other.id}`, fixturePage(`huggingface-${ID}.html`).replaceAll(ID, other.id));
  const alphaxiv = await context.newPage();
  await alphaxiv.goto(`https://www.alphaxiv.org/abs/${ID}`);
  await alphaxiv.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(alphaxiv.getByRole('button', { name: 'Saved' })).toBeVisible();
  const huggingface = await context.newPage();
  await huggingface.goto(`https://huggingface.co/papers/${other.id}`);
  await huggingface.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(huggingface.getByRole('button', { name: 'Saved' })).toBeVisible();

  // Completion spaces its requests 3 s apart, so the second paper is complete a few seconds after the first.
  const popup = await openPopup();
  const list = popup.getByRole('listbox', { name: 'Saved papers' });
  // Both rows start as what their pages showed (the Hugging Face page even shows the first paper's title).
  await expect(list.locator(`[data-paper-id="${ID}"]`)).toContainText('Junan Hu', { timeout: 10_000 });
  const secondRow = list.locator(`[data-paper-id="${other.id}"]`);
  await expect(secondRow).toContainText(other.title, { timeout: 10_000 });
  await expect(secondRow).toContainText(other.authors[0] ?? '');
  expect(answered.sort()).toEqual([ID, other.id].sort());
});

test('a PDF tab: the badge shows its state and the popup offers "Save this paper"', async ({ context, openPopup }) => {
  await context.route(
    (url) => url.host === 'export.arxiv.org' && url.searchParams.has('id_list'),
    (route) => route.fulfill({ status: 200, contentType: 'application/atom+xml', body: fixtureAtom(`id-${ID}.xml`) }),
  );
  await context.route(`https://arxiv.org/pdf/${ID}v1`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/pdf',
      body: '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    }),
  );
  const pdf = await context.newPage();
  await pdf.goto(`https://arxiv.org/pdf/${ID}v1`).catch(() => undefined);
  const popup = await openPopup();
  const badge = () =>
    popup.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          tabs: { query(q: object): Promise<{ id: number; url?: string }[]> };
          action: { getBadgeText(d: object): Promise<string> };
        };
      };
      const [tab] = (await chrome.tabs.query({})).filter((t) => t.url?.includes('/pdf/'));
      return tab ? chrome.action.getBadgeText({ tabId: tab.id }) : 'no pdf tab';
    });
  await expect.poll(badge).toBe('+');

  const save = popup.getByRole('button', { name: 'Save this paper' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(popup.getByRole('button', { name: 'Saved' }).first()).toHaveAttribute('aria-pressed', 'true');
  // The pressed button keeps the focus (it is not disabled, only marked so): Tab goes on from there.
  await expect(popup.locator('button.save-tab')).toBeFocused();
  await expect.poll(badge).toBe('✓');
  await expect(popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option').first()).toContainText(TITLE);
});

test('the "Save link to RL for LLM Agents" menu is registered, and its save path stores the linked paper', async ({
  serviceWorker,
  openPopup,
}) => {
  // The menu is created when the extension is installed, which may finish just after the worker starts.
  const registered = () =>
    serviceWorker.evaluate(async () => {
      const { chrome } = globalThis as unknown as { chrome: { contextMenus: { update(id: string, p: object): Promise<void> } } };
      return chrome.contextMenus.update('save-link', {}).then(
        () => true,
        () => false,
      );
    });
  await expect.poll(registered).toBe(true);
  const popup = await openPopup();
  const reply = await sendFromPage(popup, { type: 'paper/save-url', url: `https://arxiv.org/pdf/${ID}v1`, site: 'link' });
  expect(reply).toMatchObject({ ok: true, data: { paperId: ID, created: true } });
  await expect(popup.getByRole('option').first()).toContainText(`arXiv:${ID}`);
  expect(await sendFromPage(popup, { type: 'paper/save-url', url: 'https://example.org/not-a-paper', site: 'link' })).toMatchObject({
    ok: false,
  });
});

test('the save control waits for the page to load, but not for a hung image', async ({ context, servePage }) => {
  // The page's only image never answers, so its load event never fires; the control still comes, after the wait.
  const html = fixturePage(`arxiv-abs-${ID}.html`).replace('</body>', '<img src="https://arxiv.org/static/hangs.png" alt=""></body>');
  await servePage(`https://arxiv.org/abs/${ID}`, html);
  await context.route('https://arxiv.org/static/hangs.png', () => undefined);
  const page = await context.newPage();
  await page.goto(`https://arxiv.org/abs/${ID}`, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  // When the control appears, from the page's own clock: it waits for the load event, or for 3 s when that hangs.
  const appearedAfterMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = () => document.querySelector('agent-rl-radar-save') !== null;
        if (seen()) resolve(performance.now());
        new MutationObserver(() => seen() && resolve(performance.now())).observe(document.documentElement, {
          childList: true,
          subtree: true,
        });
      }),
  );
  expect(appearedAfterMs).toBeGreaterThan(2500);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toBeVisible();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});
