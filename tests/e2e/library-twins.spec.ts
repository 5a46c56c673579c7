/**
 * One paper saved at two addresses: from its arXiv page, then from a BibTeX file that names its OpenReview forum (ICLR's
 * own BibTeX does). The library says so, shows the two together, merges them into the arXiv copy with the tags of both
 * (the forum's page then shows the paper as saved), and U brings the forum's copy back.
 */
import { readFileSync } from 'node:fs';
import { parse } from '@retorquere/bibtex-parser';
import { expectNoAxeViolations } from './axe';
import { expect, fixturePage, test } from './extension';
import { ABS_ID as ID, saveFromAbsPage } from './save-abs';

const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';
const FORUM = 'AbCdE12345';
const ICLR_BIB = `@inproceedings{hu2026gui,
  title = {{GUI} Agents with Reinforcement Learning: Toward Digital Inhabitants},
  author = {Junan Hu and Jian Liu},
  booktitle = {The Fourteenth International Conference on Learning Representations},
  year = {2026},
  url = {https://openreview.net/forum?id=${FORUM}}
}
`;

test('a paper saved from arXiv and imported from its OpenReview forum is found, merged into one, and the merge undone', async ({
  context,
  servePage,
  extensionId,
}) => {
  await saveFromAbsPage(context, servePage);

  const library = await context.newPage();
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  const list = library.getByRole('listbox', { name: 'Library papers' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(library.getByRole('button', { name: /^Saved twice/ })).toHaveCount(0);
  await library
    .getByLabel('Import a backup, BibTeX, RIS or CSL-JSON file')
    .setInputFiles({ name: 'iclr.bib', mimeType: 'application/x-bibtex', buffer: Buffer.from(ICLR_BIB) });
  await library.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(library.getByRole('status')).toContainText('Imported 1 new paper from BibTeX');
  await expect(list.getByRole('option')).toHaveCount(2);

  // The forum's copy, in view (the newest saved), is tagged; the filter shows the two copies together.
  await library.getByLabel('Tags (comma-separated)').fill('iclr');
  await library.getByLabel('Tags (comma-separated)').press('Tab');
  await expect(library.getByRole('status')).toHaveText('Tags saved.');
  await library.getByRole('button', { name: 'Saved twice (2)' }).click();
  await expect(library.getByRole('button', { name: 'Saved twice (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('option')).toHaveCount(2);
  const notice = library.getByRole('region', { name: 'Saved twice' });
  await expect(notice).toContainText(`Also saved from arXiv ${ID} as “${TITLE}”.`);

  await expectNoAxeViolations(library);

  await notice.getByRole('button', { name: `Merge into one with the copy from arXiv ${ID}` }).click();
  await expect(library.getByRole('status')).toHaveText(
    `Merged into one paper, the copy from arXiv ${ID}, with the tags, notes and collections of both. Press U to undo.`,
  );
  // Nothing is saved twice any more: the filter goes, and the library shows every paper, the merged one in view.
  await expect(library.getByRole('button', { name: /^Saved twice/ })).toHaveCount(0);
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(library.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(library.getByLabel('Tags (comma-separated)')).toHaveValue('iclr');

  // The export lists the paper once, as the arXiv preprint.
  const [download] = await Promise.all([
    library.waitForEvent('download'),
    library.getByRole('button', { name: 'BibTeX', exact: true }).click(),
  ]);
  const parsed = parse(readFileSync((await download.path()) as string, 'utf8'), { sentenceCase: false, caseProtection: false });
  expect(parsed.entries.map((entry) => entry.fields.eprint)).toEqual([ID]);
  expect(parsed.entries[0]?.fields.keywords).toEqual(['iclr']);

  // The forum's page shows the paper as saved: it is, as the arXiv copy.
  const forumPage = fixturePage('openreview-VTF8yNQM66.html')
    .replaceAll('VTF8yNQM66', FORUM)
    .replaceAll('SWE-bench: Can Language Models Resolve Real-world Github Issues?', TITLE);
  await servePage(`https://openreview.net/forum?id=${FORUM}`, forumPage);
  const forum = await context.newPage();
  await forum.goto(`https://openreview.net/forum?id=${FORUM}`);
  await expect(forum.getByRole('button', { name: 'Saved' })).toBeVisible();
  await forum.close();

  await library.bringToFront();
  await list.focus();
  await library.keyboard.press('u');
  await expect(library.getByRole('status')).toHaveText('The copy from OpenReview is back.');
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(library.getByRole('button', { name: 'Saved twice (2)' })).toBeVisible();
});
