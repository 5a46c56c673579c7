import './TagChips.css';
import { useRef } from 'preact/hooks';
import { tagKey } from '../../lib/paper/tag-kinds';
import { useCutChips } from './use-cut-chips';

interface TagChipsProps {
  /** The open list's most common tags, with their counts. */
  counts: readonly { tag: string; count: number }[];
  /** The tags the list is filtered by. */
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}

/**
 * One toggle chip per common tag: the list shows papers with every chosen tag. The row scrolls sideways; where chips
 * are out of sight it fades at that edge, and "+N more" at its end says how many are hidden after and shows the next.
 */
export function TagChips({ counts, chosen, onChange }: TagChipsProps) {
  const row = useRef<HTMLDivElement>(null);
  const cut = useCutChips(row, counts.map(({ tag, count }) => `${tag}\u0000${count}`).join('\u0000'));
  if (counts.length === 0) return null;
  // The first chip out of sight after the row's end gets the focus, which scrolls it into view (scroll-padding keeps it
  // clear of the fade); Tab goes on from there.
  const showMore = () => {
    const box = row.current?.getBoundingClientRect();
    const chips = [...(row.current?.querySelectorAll('button') ?? [])];
    (chips.find((chip) => box && chip.getBoundingClientRect().right > box.right + 1) ?? chips.at(-1))?.focus();
  };
  return (
    <fieldset class="chips">
      <legend class="sr-only">Filter by tag</legend>
      {/* The scroller is a box of its own: Chromium does not scroll a fieldset to show a chip focused in it. */}
      <div ref={row} class="chips-row" data-cut-before={cut.before > 0} data-cut-after={cut.after > 0}>
        {counts.map(({ tag, count }) => {
          // A chip's tag in another case or spacing is the same chip.
          const on = chosen.some((chip) => tagKey(chip) === tagKey(tag));
          // A chip that would show no paper is off, as Near misses at 0 (not `disabled`: the focus stays on it).
          const none = count === 0 && !on;
          return (
            <button
              type="button"
              key={tag}
              class="chip"
              aria-pressed={on}
              aria-disabled={none}
              onClick={() => none || onChange(on ? chosen.filter((chip) => tagKey(chip) !== tagKey(tag)) : [...chosen, tag])}
            >
              {tag} <span class="count">{count}</span>
            </button>
          );
        })}
      </div>
      {cut.after > 0 && (
        <button type="button" class="chips-more link" onClick={showMore}>
          +{cut.after} more<span class="sr-only"> tags</span>
        </button>
      )}
    </fieldset>
  );
}
