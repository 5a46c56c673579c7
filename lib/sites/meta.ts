/** Reading `<meta>` tags: the stable hooks scholarly pages emit for Google Scholar (Highwire `citation_*`). */
import { MAX_DRAFT_ITEMS } from '../messaging/limits';

/**
 * What the metadata readers need of a page: a Document, or the head of a page fetched by the background, which has no
 * DOM (lib/sites/head-meta.ts).
 */
export interface MetaReader {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
  querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }>;
}

/** Content of the first `<meta name=…>` with non-blank content. */
export function metaContent(doc: MetaReader, name: string): string | undefined {
  const selector = `meta[name="${name}"]`;
  // The first tag is nearly always the one: a page script's load then creates no node list (measured on abs pages).
  const first = doc.querySelector(selector)?.getAttribute('content');
  if (first != null && first.trim() !== '') return first;
  for (const meta of doc.querySelectorAll(selector)) {
    const content = meta.getAttribute('content');
    if (content !== null && content.trim() !== '') return content;
  }
  return undefined;
}

/** Contents of every `<meta name=…>`, in page order, blanks left out, at most MAX_DRAFT_ITEMS of them. */
export function metaContents(doc: MetaReader, name: string): string[] {
  const out: string[] = [];
  for (const meta of doc.querySelectorAll(`meta[name="${name}"]`)) {
    const content = meta.getAttribute('content');
    if (content !== null && content.trim() !== '') out.push(content);
    // A page may repeat a tag without end; a draft reads no more than this.
    if (out.length === MAX_DRAFT_ITEMS) break;
  }
  return out;
}

/** arXiv categories in a subjects cell: "Artificial Intelligence (cs.AI); Machine Learning (cs.LG)". */
export function subjectCategories(text: string | null | undefined): string[] {
  return [...(text ?? '').matchAll(/\(([a-z-]+(?:\.[A-Za-z-]+)?)\)/g)].map((match) => match[1] as string);
}

/**
 * "Last, First" (Highwire's author form) → "First Last", and "Last, Jr., First" → "First Last Jr." (as arXiv writes
 * it, so the exports keep the suffix apart); names without a comma are kept as given.
 */
export function displayName(citationAuthor: string): string {
  const comma = citationAuthor.indexOf(',');
  if (comma < 0) return citationAuthor.trim();
  const last = citationAuthor.slice(0, comma).trim();
  let first = citationAuthor.slice(comma + 1).trim();
  const suffix = /^([JS]r\.?|II|III|IV),\s*/.exec(first);
  if (suffix) first = first.slice(suffix[0].length);
  const name = first === '' ? last : `${first} ${last}`;
  return suffix ? `${name} ${suffix[1]}` : name;
}

/** Text of an element without its `<span class="descriptor">` label ("Title:", "Abstract:"). */
export function textWithoutDescriptor(element: Element | null): string | undefined {
  if (!element) return undefined;
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === 1 && (node as Element).classList.contains('descriptor')) continue;
    text += node.textContent ?? '';
  }
  return text;
}
