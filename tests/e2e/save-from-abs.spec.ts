import { expect, fixturePage, test } from './extension';
import { countStateRequests, pageScriptRan } from './page-script';

/** The reply shape of a `paper/save` request (lib/messaging/protocol.ts). */
type SaveReply = { ok: true; data: { created: boolean } } | { ok: false };

const ID = '2604.27955';
const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';
const ABS = `https://arxiv.org/abs/${ID}`;

test('saving on an arXiv abs page stores the paper, survives a reload and shows in the popup', async ({
  context,
  serviceWorker,
  servePage,
  openPopup,
}) => {
  await servePage(ABS, fixturePage(`arxiv-abs-${ID}.html`));
  const stateRequests = await countStateRequests(serviceWorker);
  const page = await context.newPage();
  await page.goto(ABS);

  const save = page.getByRole('button', { name: 'Save to RL for LLM Agents' });
  await expect(save).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // The control lives in a shadow root, out of reach of the page's CSS.
  expect(await page.locator('agent-rl-radar-save').evaluate((host) => host.shadowRoot?.mode)).toBe('open');

  await save.click();
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toHaveText('Saved to RL for LLM Agents.');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  // The saved state and the verdict were handed over by the background, into the page script's world: the page asked
  // for neither (lib/messaging/page-handle.ts). The verdict shows only once handed over or asked for.
  await expect(page.getByText(/^In RL for LLM Agents/)).toBeVisible();
  expect(await stateRequests()).toBe(0);

  const popup = await openPopup();
  const tab = popup.getByRole('tab', { name: /Saved/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toContainText('1');
  const list = popup.getByRole('listbox', { name: 'Saved papers' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option').first()).toContainText(TITLE);
  await expect(list.getByRole('option').first()).toContainText('Apr 30, 2026');
  await expect(list.getByRole('option').first()).toContainText('Junan Hu, Jian Liu, Jingxiang Lai +6');
});

test('a double click, a second tab and a second save leave one saved paper', async ({ context, servePage, openPopup }) => {
  await servePage(ABS, fixturePage(`arxiv-abs-${ID}.html`));
  const first = await context.newPage();
  const second = await context.newPage();
  await Promise.all([first.goto(ABS), second.goto(ABS)]);

  await first.getByRole('button', { name: 'Save to RL for LLM Agents' }).dblclick();
  await expect(first.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  // The other tab learns of the save without a reload.
  await expect(second.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  const popup = await openPopup();
  await expect(popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option')).toHaveCount(1);

  await second.reload();
  await expect(second.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // Un-saved, then saved by many senders at once through the real worker and IndexedDB: still one record.
  await first.getByRole('button', { name: 'Saved' }).click();
  await expect(second.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');
  const replies = await popup.evaluate(async (id) => {
    const message = {
      type: 'paper/save',
      draft: { arxivId: id, title: 'Raced' },
      site: 'arxiv-abs',
      pageUrl: `https://arxiv.org/abs/${id}`,
    };
    const { runtime } = (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<SaveReply> } } }).chrome;
    return Promise.all(Array.from({ length: 6 }, () => runtime.sendMessage(message)));
  }, ID);
  expect(replies.filter((reply) => reply.ok && reply.data.created)).toHaveLength(1);
  await expect(first.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option')).toHaveCount(1);
});

test('a page with garbage metadata gets no save button', async ({ context, serviceWorker, servePage }) => {
  await servePage('https://arxiv.org/abs/2604.99999', fixturePage('arxiv-abs-garbage.html'));
  const page = await context.newPage();
  await page.goto('https://arxiv.org/abs/2604.99999');
  await expect(page.getByRole('heading', { name: /not recognized/ })).toBeVisible();
  // The page script has looked at the page, and placed no control.
  await expect.poll(() => pageScriptRan(serviceWorker, 'https://arxiv.org/abs/2604.99999')).toBe(true);
  await expect(page.locator('agent-rl-radar-save')).toHaveCount(0);
});

test('hostile titles are saved and shown as text; nothing runs', async ({ context, servePage, openPopup }) => {
  await servePage('https://arxiv.org/abs/2604.27859', fixturePage('arxiv-abs-hostile.html'));
  const page = await context.newPage();
  await page.goto('https://arxiv.org/abs/2604.27859');
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  const popup = await openPopup();
  const option = popup.getByRole('option').first();
  await expect(option).toContainText('<img src=x onerror="window.__pwned=1">Rethinking <script>window.__pwned=2</script> Agentic RL');
  await expect(option).toContainText('Fangming Cui <b onmouseover=alert(1)>');
  expect(await popup.locator('.paper-list img, .paper-list script, .paper-list b').count()).toBe(0);
  expect(await popup.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a 1 MB, 10,000-author hostile page saves cut to the limits, as inert text', async ({ context, servePage, openPopup }) => {
  const { hugeHostileAbsPage, HOSTILE_ID, HOSTILE_TITLE } = await import('../fixtures/pages/hostile');
  await servePage(`https://arxiv.org/abs/${HOSTILE_ID}`, hugeHostileAbsPage());
  const page = await context.newPage();
  await page.goto(`https://arxiv.org/abs/${HOSTILE_ID}`);
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const popup = await openPopup();
  const option = popup.getByRole('option').first();
  await expect(option).toContainText(HOSTILE_TITLE);
  await expect(option).toContainText('Given <b>0</b> Author0, Given <b>1</b> Author1, Given <b>2</b> Author2 +9997');
  expect(await popup.locator('.paper-list img, .paper-list b, .paper-list svg').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a paper a BibTeX import saves shows as saved on its open arXiv page at once', async ({ context, servePage, extensionId }) => {
  await servePage(ABS, fixturePage(`arxiv-abs-${ID}.html`));
  const page = await context.newPage();
  await page.goto(ABS);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');

  const library = await context.newPage();
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  const bib = `@misc{hu2026gui,\n  title = {${TITLE}},\n  author = {Hu, Junan},\n  year = {2026},\n  eprint = {${ID}},\n  archivePrefix = {arXiv},\n}\n`;
  await library
    .getByLabel('Import a backup, BibTeX, RIS or CSL-JSON file')
    .setInputFiles({ name: 'zotero.bib', mimeType: 'application/x-bibtex', buffer: Buffer.from(bib) });
  await library.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(library.getByRole('status')).toContainText('Imported 1 new paper from BibTeX');

  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
});
