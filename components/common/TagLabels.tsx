import './TagLabels.css';
import { type PaperTag, TAG_KIND_NAMES } from '../../lib/paper/tag-kinds';

/**
 * A paper's tags as chips: the user's own filled, the classifier's sub-topics outlined (both: filled, with the
 * outline). Each says its kind to a screen reader before its label, and on hover. Labels are page or user text:
 * rendered as text nodes, never as markup.
 */
export function TagLabels({ tags }: { tags: readonly PaperTag[] }) {
  return (
    <>
      {tags.map((tag) => (
        <span class={`tag ${tag.kind}`} key={tag.label} title={TAG_KIND_NAMES[tag.kind].title}>
          <span class="sr-only">{TAG_KIND_NAMES[tag.kind].spoken}</span>
          {tag.label}
        </span>
      ))}
    </>
  );
}
