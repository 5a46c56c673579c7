/**
 * The paper an OpenReview PDF or link names, read from its forum page's head in the background: a PDF tab runs no
 * script, and an id alone would be saved with the id for a title (OpenReview is not arXiv: no API completes it). The
 * forum is public for published papers; any failure (offline, an answer from elsewhere, a page without the tags)
 * leaves the caller with the id alone, as before.
 */
import { readHeadText } from '../arxiv/answer-limits';
import type { PaperDraft } from '../paper/schema';
import { readHeadMeta } from './head-meta';
import { forumDraft } from './openreview';
import { openreviewKeys, sitePaper } from './site-keys';

/** The metadata tags sit at the top of the head; the rest of a forum page is its reviews. */
const HEAD_BYTES = 512 * 1024;
const TIMEOUT_MS = 8_000;

type Fetch = (url: string, init: { signal: AbortSignal; redirect: 'follow' }) => Promise<Response>;

export async function fetchForumDraft(paperUrl: string, fetch: Fetch, timeoutMs = TIMEOUT_MS): Promise<PaperDraft | undefined> {
  let forum: URL;
  try {
    const paper = sitePaper(openreviewKeys, new URL(paperUrl));
    if (!paper) return undefined;
    forum = new URL(paper.absUrl);
  } catch {
    return undefined;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(forum.href, { signal: controller.signal, redirect: 'follow' });
    // Sent elsewhere (a login page, another site): not the forum's metadata.
    if (!response.ok || (response.url !== '' && !response.url.startsWith('https://openreview.net/'))) {
      await response.body?.cancel();
      return undefined;
    }
    return forumDraft(readHeadMeta(await readHeadText(response, HEAD_BYTES)), forum);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
