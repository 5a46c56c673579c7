/**
 * The `<meta>` tags of a page's head, read from its HTML text where there is no DOM (the service worker), and offered
 * to the metadata readers (citation.ts) through the two selectors they use on a Document: `meta[name="…"]` and
 * `meta[property="…"]`. htmlparser2 decodes the entities; the page is read in chunks until its body begins.
 */
import { Parser } from 'htmlparser2';
import type { MetaReader } from './meta';

const CHUNK = 16_384;
/** A head carries a few dozen tags; a page that repeats one without end is not read further. */
const MAX_TAGS = 2_000;
const SELECTOR = /^meta\[(name|property)="([^"\\]+)"\]$/;

type Attributes = Record<string, string>;

export function readHeadMeta(html: string): MetaReader {
  const tags: Attributes[] = [];
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // The rest of a chunk is still parsed after the head ends: its tags are left out here.
        if (done) return;
        if (name === 'meta' && tags.length < MAX_TAGS) tags.push(attributes);
        else if (name === 'body') done = true;
      },
      onclosetag(name) {
        if (name === 'head') done = true;
      },
    },
    { decodeEntities: true },
  );
  for (let at = 0; at < html.length && !done; at += CHUNK) parser.write(html.slice(at, at + CHUNK));
  if (!done) parser.end();

  const element = (attributes: Attributes) => ({ getAttribute: (name: string) => attributes[name] ?? null });
  const matching = (selector: string) => {
    const match = SELECTOR.exec(selector);
    if (!match) return [];
    const [, attribute, value] = match as unknown as [string, string, string];
    return tags.filter((tag) => tag[attribute] === value).map(element);
  };
  return {
    querySelector: (selector) => matching(selector)[0] ?? null,
    querySelectorAll: matching,
  };
}
