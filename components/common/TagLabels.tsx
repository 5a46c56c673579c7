import './TagLabels.css';
import { type PaperTag, TAG_KIND_NAMES } from '../../lib/paper/tag-kinds';

/** A label this long or shorter ("to-read", "Search Agents") is never cut in a row: the longer ones give way. */
const SHORT = 14;

/**
 * A paper's tags as chips: the user's own filled, the classifier's sub-topics outlined (both: filled, with the
 * outline). Each says its kind to a screen reader before its label, and its label and kind on hover (a row's chip may
 * show cut with "…"). Labels are page or user text: rendered as text nodes, never as markup.
 */
export function TagLabels({ tags }: { tags: readonly PaperTag[] }) {
  return (
    <>
      {tags.map((tag) => (
        <span
          class={`tag ${tag.kind}`}
          key={tag.label}
          data-short={tag.label.length <= SHORT}
          title={`${tag.label} — ${TAG_KIND_NAMES[tag.kind].title}`}
        >
          <span class="sr-only">{TAG_KIND_NAMES[tag.kind].spoken}</span>
          {tag.label}
        </span>
      ))}
    </>
  );
}
