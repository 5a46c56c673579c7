import { readFileSync } from 'node:fs';

/** Parses a saved page from tests/fixtures/pages (or given HTML) into a Document, as a browser would. */
export function loadPage(fileOrHtml: string): Document {
  const html = fileOrHtml.trimStart().startsWith('<') ? fileOrHtml : readFileSync(`tests/fixtures/pages/${fileOrHtml}`, 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}
