import { useEffect, useRef } from 'preact/hooks';
import type { Paper } from '../lib/paper';
import { PaperRow } from './PaperRow';

interface PaperListProps {
  /** Accessible name of the listbox. */
  label: string;
  papers: readonly Paper[];
  savedIds: ReadonlySet<string>;
  selectedId: string | undefined;
  onSelect(id: string): void;
  onOpen(paper: Paper): void;
  /** Key X: "not relevant" (feed only). */
  onDismiss?(paper: Paper): void;
  /** Tags per paper id, for feed rows. */
  tags?: ReadonlyMap<string, readonly string[]>;
}

/** The paper id of the option a mouse event happened in (one listener for the whole list). */
function paperAt(event: MouseEvent): string | undefined {
  const option = (event.target as Element | null)?.closest('[role="option"]');
  return option instanceof HTMLElement ? option.dataset.paperId : undefined;
}

const optionId = (paperId: string) => `paper-${paperId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * A single-select listbox (WAI-ARIA APG): focus stays on the list, `aria-activedescendant` names the selected
 * option, arrows and J/K move, Home/End jump, Enter opens.
 */
export function PaperList({ label, papers, savedIds, selectedId, onSelect, onOpen, onDismiss, tags }: PaperListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const index = papers.findIndex((paper) => paper.id === selectedId);

  useEffect(() => {
    if (selectedId === undefined) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(selectedId))}`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  function move(to: number) {
    const paper = papers[Math.max(0, Math.min(papers.length - 1, to))];
    if (paper) onSelect(paper.id);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = index < 0 ? -1 : index;
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(current + 1),
      j: () => move(current + 1),
      ArrowUp: () => move(current - 1),
      k: () => move(current - 1),
      Home: () => move(0),
      End: () => move(papers.length - 1),
      Enter: () => {
        const paper = papers[current];
        if (paper) onOpen(paper);
      },
      x: () => {
        const paper = papers[current];
        if (paper && onDismiss) {
          onDismiss(paper);
          move(current + 1 < papers.length ? current + 1 : current - 1);
        }
      },
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  return (
    <div
      ref={listRef}
      class="paper-list"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={index >= 0 && selectedId !== undefined ? optionId(selectedId) : undefined}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const id = paperAt(event);
        if (id !== undefined) onSelect(id);
      }}
      onDblClick={(event) => {
        const paper = papers.find((candidate) => candidate.id === paperAt(event));
        if (paper) onOpen(paper);
      }}
    >
      {papers.map((paper) => (
        <div
          key={paper.id}
          id={optionId(paper.id)}
          role="option"
          tabIndex={-1}
          aria-selected={paper.id === selectedId}
          data-paper-id={paper.id}
          class={savedIds.has(paper.id) ? 'row saved' : 'row'}
        >
          <PaperRow paper={paper} saved={savedIds.has(paper.id)} tags={tags?.get(paper.id)} />
        </div>
      ))}
    </div>
  );
}
