/**
 * An OpenReview paper saved from its PDF tab, where no script runs: the background reads its forum for the title,
 * authors and abstract, so the library shows the paper, not its id, and opens its forum.
 */
import { expect, fixturePage, test } from './extension';

const PDF = 'https://openreview.net/pdf?id=VTF8yNQM66';
const FORUM = 'https://openreview.net/forum?id=VTF8yNQM66';
const TITLE = 'SWE-bench: Can Language Models Resolve Real-world Github Issues?';

test('an OpenReview PDF tab saves the paper its forum names, with its title and authors', async ({ context, servePage, openPopup }) => {
  let forumReads = 0;
  await context.route(FORUM, (route) => {
    forumReads += 1;
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fixturePage('openreview-VTF8yNQM66.html') });
  });
  await context.route(PDF, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/pdf',
      body: '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    }),
  );
  const pdf = await context.newPage();
  await pdf.goto(PDF).catch(() => undefined);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Save this paper' }).click();
  await expect(popup.getByRole('button', { name: 'Saved' }).first()).toHaveAttribute('aria-pressed', 'true');
  const saved = popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option').first();
  await expect(saved).toContainText(TITLE);
  await expect(saved).toContainText('Carlos E Jimenez, John Yang, Alexander Wettig +4');
  expect(forumReads).toBe(1);
  await saved.click();
  await expect(popup.getByRole('link', { name: 'Open paper' })).toHaveAttribute('href', FORUM);
  // Its forum page, visited later, shows it as saved: one paper, one key.
  await servePage(FORUM, fixturePage('openreview-VTF8yNQM66.html'));
  const forum = await context.newPage();
  await forum.goto(FORUM);
  await expect(forum.getByRole('button', { name: 'Saved' })).toBeVisible();
});
