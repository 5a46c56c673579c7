/**
 * What an arXiv paper page shows while it loads, read as cheaply as possible: its title heading and, on an abs page,
 * the abstract's meta tag. Shared by the detectors (arxiv-abs.ts, arxiv-html.ts) and the arXiv paper page's own script
 * (content/arxiv-paper-page.ts), which reads no more of the page until the user saves.
 */
import { metaContent } from './meta';

/** The heading an abs page puts its title in, after a "Title:" descriptor. */
export const ABS_HEADING = 'h1.title';

/** The heading LaTeXML puts an HTML paper's title in. */
export const HTML_HEADING = 'h1.ltx_title_document';

/** The visible title: `h1.title` holds a "Title:" descriptor, then the title. One text read; detect runs on every load. */
export function headingTitle(doc: Document): string {
  return absHeadingTitle(doc.querySelector(ABS_HEADING));
}

/** The title an abs page's heading shows, without its "Title:" descriptor ('' without a heading). */
export function absHeadingTitle(heading: Element | null): string {
  const text = (heading?.textContent ?? '').trim();
  return (text.startsWith('Title:') ? text.slice('Title:'.length) : text).trim();
}

/**
 * What the classifier reads of an abs page. The abstract from its meta tag: one attribute read, where the visible one
 * is a walk over its MathJax markup.
 */
export function absPageEntry(doc: Document, title = headingTitle(doc)): { title: string; abstract: string } {
  return { title, abstract: metaContent(doc, 'citation_abstract') ?? '' };
}
