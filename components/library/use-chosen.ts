import { useMemo, useState } from 'preact/hooks';

type Row = { paper: { id: string } };

/**
 * The papers chosen for an export (the listbox's multi-select): Space and Ctrl/⌘-click toggle one paper, Shift-click
 * chooses the range from the current paper, Shift+J/K choose on from it. Only saved papers count (`all`): one removed while chosen leaves the count
 * and the export, and comes back with its Undo.
 */
export function useChosen(rows: readonly Row[], all: readonly Row[], currentId: string | undefined, say: (message: string) => void) {
  const [picked, setChosen] = useState<ReadonlySet<string>>(new Set());
  const chosen = useMemo(() => {
    const saved = new Set(all.map((row) => row.paper.id));
    const kept = [...picked].filter((id) => saved.has(id));
    return kept.length === picked.size ? picked : new Set(kept);
  }, [picked, all]);
  // Every change is said, from Space or the buttons alike: the "N selected" line is no live region.
  const update = (next: ReadonlySet<string>) => {
    setChosen(next);
    say(`${next.size} ${next.size === 1 ? 'paper' : 'papers'} selected.`);
  };
  function choose(paperId: string, how: 'toggle' | 'range') {
    const next = new Set(chosen);
    if (how === 'range') {
      const from = rows.findIndex((row) => row.paper.id === currentId);
      const to = rows.findIndex((row) => row.paper.id === paperId);
      for (const row of rows.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(row.paper.id);
    } else if (next.has(paperId)) next.delete(paperId);
    else next.add(paperId);
    update(next);
  }
  return {
    chosen,
    choose,
    /**
     * Shift+J/K (and Shift+↓/↑): chooses the current paper and its neighbour `step` away, and moves there (`select`):
     * it only adds (Space takes a paper out again). At either end of the list, the current paper alone. False without a
     * current paper.
     */
    extend(step: 1 | -1, select: (id: string) => void): boolean {
      const from = rows.findIndex((row) => row.paper.id === currentId);
      const to = rows[Math.max(0, Math.min(rows.length - 1, from + step))];
      if (from < 0 || !to) return false;
      choose(to.paper.id, 'range');
      select(to.paper.id);
      return true;
    },
    chooseAll: () => update(new Set(rows.map((row) => row.paper.id))),
    clear: () => update(new Set()),
  };
}

/**
 * The chosen papers as the list shows them (its sort), then those the filters hide now, newest saved first: `all` is
 * in saved order, so a reading list chosen under "Sort: Title" came out in another order than on screen.
 */
export function chosenInOrder<T extends Row>(rows: readonly T[], all: readonly T[], chosen: ReadonlySet<string>): T[] {
  const shown = rows.filter(({ paper }) => chosen.has(paper.id));
  const inView = new Set(shown.map(({ paper }) => paper.id));
  return [...shown, ...all.filter(({ paper }) => chosen.has(paper.id) && !inView.has(paper.id))];
}
