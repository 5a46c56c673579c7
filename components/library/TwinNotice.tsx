import { addressLabel } from '../../lib/paper/same-paper';
import type { Paper } from '../../lib/paper/schema';

interface TwinNoticeProps {
  /** The other saved copies of the paper in view (lib/paper/same-paper.ts). */
  twins: readonly Paper[];
  onMerge(twin: Paper): void;
}

/**
 * Under a paper saved at two addresses: where else it is saved, and a button that makes the copies one. Titles are the
 * pages' text: rendered as text, never as markup.
 */
export function TwinNotice({ twins, onMerge }: TwinNoticeProps) {
  if (twins.length === 0) return null;
  return (
    <section class="twins" aria-labelledby="twins-title">
      <h3 id="twins-title">Saved twice</h3>
      <ul>
        {twins.map((twin) => (
          <li key={twin.id}>
            Also saved from {addressLabel(twin)} as “{twin.title}”.{' '}
            <button type="button" aria-label={`Merge into one with the copy from ${addressLabel(twin)}`} onClick={() => onMerge(twin)}>
              Merge into one
            </button>
          </li>
        ))}
      </ul>
      <p class="twins-how">Merging keeps the arXiv copy (else this one) with the tags, notes and collections of both. U undoes it.</p>
    </section>
  );
}
