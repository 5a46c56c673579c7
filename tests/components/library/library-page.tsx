/** What the library page's component tests share: saved papers as the page lists them, and the page mounted on them. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { Library } from '../../../components/library/Library';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';

export function paper(id: string, title: string): Paper {
  const result = normalizePaperDraft({ arxivId: id, title, authors: ['A B'] }, { site: 'test', url: 'https://arxiv.org/', at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

/** A store of its own with two saved papers: SKILLC (2605.28143), then GUI Agents (2604.27955), the newest. */
export async function twoSavedPapers(name: string): Promise<RadarDb> {
  const db = new RadarDb(`${name}-${Math.random()}`);
  await db.open();
  await savePaper(db, paper('2605.28143', 'SKILLC'), { now: 1 });
  await savePaper(db, paper('2604.27955', 'GUI Agents'), { now: 2 });
  return db;
}

/** The library page in `root` (added to the document), once it lists its papers. */
export async function mountLibrary(db: RadarDb, root: HTMLElement): Promise<void> {
  if (!root.isConnected) document.body.append(root);
  act(() => render(<Library db={db} />, root));
  await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
}

/**
 * The library mounted afresh for each test of the file, on `twoSavedPapers` (after `prepare` changed them), and taken
 * down after it: `page.db` and `page.root` are the current test's.
 */
export function libraryPerTest(name: string, prepare?: (db: RadarDb) => Promise<void>): { db: RadarDb; root: HTMLElement } {
  const page = {} as { db: RadarDb; root: HTMLElement };
  beforeEach(async () => {
    localStorage.clear();
    page.db = await twoSavedPapers(name);
    await prepare?.(page.db);
    page.root = document.createElement('div');
    await mountLibrary(page.db, page.root);
  });
  afterEach(async () => {
    act(() => render(null, page.root));
    page.root.remove();
    await page.db.delete();
  });
  return page;
}
