/**
 * Sites whose DOM is an app (alphaXiv, Hugging Face): the arXiv id in the URL is the stable hook. The draft holds
 * the id and the visible title; the background completes the rest from the arXiv API.
 */
import { parseArxivUrl } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';
import { metaContent } from './meta';

export function idOnlyDraft(doc: Document, url: URL): PaperDraft | undefined {
  const id = parseArxivUrl(url.href);
  if (!id.ok) return undefined;
  const heading = doc.querySelector('h1')?.textContent ?? undefined;
  const og = doc.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? undefined;
  return { arxivId: id.value.id, version: id.value.version, title: heading ?? og ?? metaContent(doc, 'citation_title') };
}
