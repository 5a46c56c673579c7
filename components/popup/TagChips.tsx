import { tagKey } from '../../lib/paper/tag-kinds';

interface TagChipsProps {
  /** The open list's most common tags, with their counts. */
  counts: readonly { tag: string; count: number }[];
  /** The tags the list is filtered by. */
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}

/** One toggle chip per common tag: the list shows papers with every chosen tag. */
export function TagChips({ counts, chosen, onChange }: TagChipsProps) {
  if (counts.length === 0) return null;
  return (
    <fieldset class="chips">
      <legend class="sr-only">Filter by tag</legend>
      {counts.map(({ tag, count }) => {
        // A chip's tag in another case or spacing is the same chip.
        const on = chosen.some((chip) => tagKey(chip) === tagKey(tag));
        return (
          <button
            type="button"
            key={tag}
            class="chip"
            aria-pressed={on}
            onClick={() => onChange(on ? chosen.filter((chip) => tagKey(chip) !== tagKey(tag)) : [...chosen, tag])}
          >
            {tag} <span class="count">{count}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
