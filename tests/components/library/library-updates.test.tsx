// @vitest-environment happy-dom
/**
 * What the weekly check found, in the library: each row's mark, the Updated filter with its live count of papers with
 * unseen changes, and the selected paper's history — its changes seen once the user selects it.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Library } from '../../../components/library/Library';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

function paper(draft: PaperDraft): Paper {
  const result = normalizePaperDraft({ authors: ['A B'], ...draft }, { site: 'test', url: 'https://arxiv.org/', at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const noon = (day: string) => new Date(`${day}T12:00:00`).getTime();

let db: RadarDb;
let root: HTMLElement;
beforeEach(async () => {
  db = new RadarDb(`library-updates-${Math.random()}`);
  await db.open();
  await savePaper(db, paper({ arxivId: '2601.00001', title: 'Still a preprint', published: '2026-01-02' }), { now: 3 });
  await savePaper(db, paper({ arxivId: '2601.00002', title: 'SKILLC', published: '2026-01-05', version: 3, journalRef: 'ICLR 2026' }), {
    now: 2,
  });
  await savePaper(db, paper({ arxivId: '2601.00003', title: 'Gone', published: '2026-01-07', version: 2 }), { now: 1 });
  await db.papers.update('2601.00003', { withdrawn: true });
  await db.updates.bulkAdd([
    {
      paperId: '2601.00002',
      at: noon('2026-11-21'),
      version: 3,
      versionDate: '2026-11-20',
      changes: [
        { kind: 'version', from: 'v2', to: 'v3' },
        { kind: 'journal-ref', to: 'ICLR 2026' },
      ],
      seen: 0,
    },
    {
      paperId: '2601.00002',
      at: noon('2026-11-14'),
      changes: [{ kind: 'title', from: '<img src=x onerror=alert(1)>Skills', to: 'SKILLC' }],
      seen: 1,
    },
    { paperId: '2601.00003', at: noon('2026-11-28'), version: 2, changes: [{ kind: 'withdrawn' }], seen: 0 },
  ]);
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(<Library db={db} />, root));
  await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(3));
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  vi.clearAllMocks();
  await db.delete();
});

const filter = () => {
  const button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.startsWith('Updated'));
  if (!button) throw new Error('no Updated filter');
  return button;
};
const titles = () => [...root.querySelectorAll('[role="option"] .row-title')].map((title) => title.textContent);
const row = (title: string) => {
  const option = [...root.querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) => candidate.textContent?.includes(title));
  if (!option) throw new Error(`no row ${title}`);
  return option;
};
const history = () => root.querySelector('section.history');
const click = (element: Element) =>
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

describe('what changed, in the library', () => {
  it('marks each row with the paper’s state: its version, published or withdrawn (a warning), nothing for a first preprint', () => {
    expect(row('SKILLC').querySelector('.status-mark')?.textContent).toBe('v3 · Published: ICLR 2026');
    const withdrawn = row('Gone').querySelector('.status-mark');
    expect(withdrawn?.textContent).toBe('v2 · Withdrawn');
    expect(withdrawn?.classList.contains('withdrawn')).toBe(true);
    expect(row('Still a preprint').querySelector('.status-mark')).toBeNull();
  });

  it('counts the papers with unseen changes, shows only them, and keeps one in view once it is seen', async () => {
    await vi.waitFor(() => expect(filter().textContent).toBe('Updated (2)'));
    expect(filter().getAttribute('aria-pressed')).toBe('false');
    click(filter());
    expect(filter().getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['SKILLC', 'Gone']);
    // Selecting a paper marks its changes seen: the count drops, live; the paper stays in the view it was found in.
    click(row('Gone'));
    await vi.waitFor(() => expect(filter().textContent).toBe('Updated (1)'));
    expect((await db.updates.where('paperId').equals('2601.00003').toArray()).map((update) => update.seen)).toEqual([1]);
    expect(titles()).toEqual(['SKILLC', 'Gone']);
    click(row('SKILLC'));
    await vi.waitFor(() => expect(filter().textContent).toBe('Updated (0)'));
    // Off: nothing unseen is left, so the filter can't be pressed again into an empty view.
    click(filter());
    expect(titles()).toHaveLength(3);
    expect(filter().getAttribute('aria-disabled')).toBe('true');
    // A new check finds something: the count follows, and the filter shows that paper alone.
    await act(async () => {
      await db.updates.add({ paperId: '2601.00001', at: noon('2026-12-05'), changes: [{ kind: 'abstract' }], seen: 0 });
    });
    await vi.waitFor(() => expect(filter().textContent).toBe('Updated (1)'));
    expect(filter().getAttribute('aria-disabled')).toBe('false');
    click(filter());
    expect(titles()).toEqual(['Still a preprint']);
  });

  it('a selected paper a search has hidden is not marked seen when a check finds news about it', async () => {
    await vi.waitFor(() => expect(filter().textContent).toBe('Updated (2)'));
    click(row('Still a preprint'));
    const search = root.querySelector<HTMLInputElement>('#library-search');
    if (!search) throw new Error('no search');
    act(() => {
      search.value = 'SKILLC';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(titles()).toEqual(['SKILLC']));
    await act(async () => {
      await db.updates.add({ paperId: '2601.00001', at: noon('2026-12-05'), changes: [{ kind: 'abstract' }], seen: 0 });
    });
    await vi.waitFor(() => expect(filter().textContent).toBe('Updated (3)'));
    // The paper shown is chosen now: its changes are seen, the hidden one's stay news.
    click(row('SKILLC'));
    await vi.waitFor(() => expect(filter().textContent).toBe('Updated (2)'));
    expect((await db.updates.where('paperId').equals('2601.00001').toArray()).map((update) => update.seen)).toEqual([0]);
  });

  it('shows the selected paper’s history: v1 with its date, then each check, newest first, in words and as text', async () => {
    click(row('SKILLC'));
    await vi.waitFor(() => expect(history()?.querySelectorAll('li')).toHaveLength(2));
    expect(history()?.querySelector('h3')?.textContent).toBe('History');
    expect(history()?.querySelector('.history-first')?.textContent).toBe('v1 (2026-01-05)');
    expect([...(history()?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'Checked 2026-11-21: v3 (2026-11-20) · Published: ICLR 2026',
      'Checked 2026-11-14: Title changed from “<img src=x onerror=alert(1)>Skills”',
    ]);
    expect(history()?.querySelector('img')).toBeNull();
    click(row('Gone'));
    await vi.waitFor(() => expect(history()?.querySelector('li')?.textContent).toBe('Checked 2026-11-28: Withdrawn'));
    click(row('Still a preprint'));
    await vi.waitFor(() => expect(history()?.querySelector('.history-none')?.textContent).toBe('No changes found yet.'));
    expect(history()?.querySelector('.history-first')?.textContent).toBe('v1 (2026-01-02)');
  });

  it('gives no v1 day to a paper a reference file dated by its year alone: that is not arXiv’s day', async () => {
    await savePaper(db, paper({ arxivId: '2601.00009', title: 'Imported by year', published: '2026-01-01', publishedPrecision: 'year' }), {
      now: 9,
    });
    await db.updates.add({
      paperId: '2601.00009',
      at: noon('2026-11-21'),
      version: 2,
      versionDate: '2026-11-20',
      changes: [{ kind: 'version', from: 'v1', to: 'v2' }],
      seen: 1,
    });
    await vi.waitFor(() => expect(row('Imported by year')).toBeDefined());
    click(row('Imported by year'));
    await vi.waitFor(() => expect(history()?.querySelector('li')?.textContent).toBe('Checked 2026-11-21: v2 (2026-11-20)'));
    expect(history()?.querySelector('.history-first') ?? null).toBeNull();
    expect(root.querySelector('[role="option"].current .row-date')?.textContent).toBe('2026');
  });
});
