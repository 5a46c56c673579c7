/** OpenReview forum pages, `openreview.net/forum?id=…`: `citation_*` tags; the forum id keys the paper. */
import type { PaperDraft } from '../paper/schema';
import { citationDraft, citationPageKind } from './citation';
import { openreviewKeys, sitePaper } from './site-keys';
import type { SiteDetector } from './types';

/** The paper of a forum page, from its metadata tags. */
function forumDraft(doc: Document, url: URL): PaperDraft | undefined {
  const paper = sitePaper(openreviewKeys, url);
  // The DOI from the metadata tags only: the page links other papers' DOIs (reviews, references).
  const draft = citationDraft(doc, { fromLinks: false, fromDescription: false });
  if (!draft.title || !paper) return undefined;
  return { ...draft, ...paper };
}

export const openreview: SiteDetector = {
  id: 'openreview',
  label: 'OpenReview',
  matches: (url) => url.pathname === '/forum' && openreviewKeys.fromUrl(url) !== undefined,
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('.forum-title h2, h2.citation_title, main h2'),
  extract: forumDraft,
  patterns: ['https://openreview.net/forum*'],
  examples: ['https://openreview.net/forum?id=VTF8yNQM66', 'https://openreview.net/forum?id=VTF8yNQM66&noteId=xyz12345'],
};
