// @vitest-environment happy-dom
/**
 * The list's scroll: the window follows the selection when the selection moves, not when the rows are merely read
 * again (a note or a tag stored, a save in another window below the view), which sent a list the user had scrolled
 * with the wheel back to the selected row.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListRow, PaperList, ROW_HEIGHT } from '../../../components/common/PaperList';
import { normalizePaperDraft } from '../../../lib/paper/normalize';

function row(index: number): ListRow {
  const result = normalizePaperDraft(
    { arxivId: `2605.${String(10000 + index)}`, title: `Paper ${index}`, authors: ['A B'] },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return { paper: result.paper, tags: [] };
}

const root = document.createElement('div');
document.body.append(root);
afterEach(() => act(() => render(null, root)));

function list(rows: readonly ListRow[], selectedId: string) {
  act(() =>
    render(
      <PaperList id="list" label="Papers" rows={rows} savedIds={new Set()} selectedId={selectedId} onSelect={() => {}} onOpen={() => {}} />,
      root,
    ),
  );
  return root.querySelector('[role="listbox"]') as HTMLElement;
}

describe('the list’s scroll', () => {
  const rows = Array.from({ length: 100 }, (_, index) => row(index));
  const idAt = (index: number) => (rows[index] as ListRow).paper.id;
  const first = idAt(0);

  it('stays where the wheel left it when the same rows come again (a note stored) or one more comes below, the selection unmoved', () => {
    const box = list(rows, first);
    act(() => {
      box.scrollTop = 40 * ROW_HEIGHT;
      box.dispatchEvent(new Event('scroll'));
    });
    list(
      rows.map((item, index) => (index === 0 ? { ...item, tags: ['read later'] } : item)),
      first,
    );
    expect(box.scrollTop).toBe(40 * ROW_HEIGHT);
    list([...rows, row(500)], first);
    expect(box.scrollTop).toBe(40 * ROW_HEIGHT);
  });

  it('still follows the selection when it moves, and when a row added above moves it', () => {
    const box = list(rows, first);
    act(() => {
      box.scrollTop = 40 * ROW_HEIGHT;
      box.dispatchEvent(new Event('scroll'));
    });
    list(rows, idAt(1));
    expect(box.scrollTop).toBeLessThanOrEqual(ROW_HEIGHT);
    act(() => {
      box.scrollTop = 40 * ROW_HEIGHT;
      box.dispatchEvent(new Event('scroll'));
    });
    list([row(500), ...rows], idAt(1));
    expect(box.scrollTop).toBeLessThanOrEqual(2 * ROW_HEIGHT);
  });
});
