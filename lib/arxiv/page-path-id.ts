/**
 * The canonical id an arXiv abs or HTML page's path names (`/abs/2405.12345v2`, `/html/2405.12345v1/`,
 * `/abs/math.CA/0611800`), read with the id schemes alone: the script that runs while an arXiv paper page loads needs
 * nothing else of id.ts (its URL and DOI parsers and its messages cost that page more to compile than all the rest).
 * It agrees with `parseArxivPath` on every path it reads, a test holds it to that; a path it does not read (an id
 * percent-encoded, say) gives undefined, and that page gets no control.
 */
import { newStyleIdParts, newStyleIdProblem } from './new-style-id';
import { oldStyleIdParts, oldStyleIdProblem } from './old-style-id';

export function arxivPagePathId(pathname: string): string | undefined {
  // The first segment is the page kind (`abs`, `html`); the id follows, in one segment or, old style, two.
  const segments = pathname.split('/').filter((part) => part !== '');
  const first = segments[1];
  if (first === undefined) return undefined;
  const fresh = newStyleIdParts(first);
  if (fresh) {
    const [yy, mm, number] = fresh;
    return newStyleIdProblem(yy, mm, number) === undefined ? `${yy}${mm}.${number}` : undefined;
  }
  const second = segments[2];
  const old = second === undefined ? undefined : oldStyleIdParts(`${first}/${second}`);
  if (!old) return undefined;
  const [archive, yy, mm, number] = old;
  return oldStyleIdProblem(archive, yy, mm, number) === undefined ? `${archive}/${yy}${mm}${number}` : undefined;
}
