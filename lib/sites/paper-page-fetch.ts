/**
 * The paper a PDF or a link names on a site we decorate (an OpenReview PDF, an ACL Anthology, PMLR or NeurIPS PDF),
 * read from its page's head in the background: a PDF tab runs no script, and these sites are not arXiv, so no API
 * completes a paper saved by its id (it kept the id for a title). The metadata tags are read as the page's own script
 * reads them (citation.ts), so a DOI the page names keys the paper as saving the page does. Any failure (offline, an
 * answer from another host, a page without the tags) leaves the caller with the id alone.
 */
import { readHeadText } from '../arxiv/answer-limits';
import type { PaperDraft } from '../paper/schema';
import { sitePageDraft } from './citation';
import { readHeadMeta } from './head-meta';
import { sitePaperFromUrl } from './site-paper';

/** The metadata tags sit at the top of the head; the rest of a page is reviews, references and scripts. */
const HEAD_BYTES = 512 * 1024;
const TIMEOUT_MS = 8_000;

type Fetch = (url: string, init: { signal: AbortSignal; redirect: 'follow' }) => Promise<Response>;

export async function fetchPaperPageDraft(paperUrl: string, fetch: Fetch, timeoutMs = TIMEOUT_MS): Promise<PaperDraft | undefined> {
  const paper = sitePaperFromUrl(paperUrl);
  if (!paper) return undefined;
  const page = new URL(paper.absUrl);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(page.href, { signal: controller.signal, redirect: 'follow' });
    // Sent to another host (a login page, another site): not the paper's metadata.
    if (!response.ok || (response.url !== '' && new URL(response.url).host !== page.host)) {
      await response.body?.cancel();
      return undefined;
    }
    return sitePageDraft(readHeadMeta(await readHeadText(response, HEAD_BYTES)), paper);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
