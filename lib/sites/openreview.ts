/** OpenReview forum pages, `openreview.net/forum?id=…`: `citation_*` tags; the forum id keys the paper. */
import { citationDraft, citationPageKind } from './citation';
import type { SiteDetector } from './types';

const FORUM_ID = /^[A-Za-z0-9_-]{5,40}$/;

export const openreview: SiteDetector = {
  id: 'openreview',
  label: 'OpenReview',
  matches: (url) => url.hostname === 'openreview.net' && url.pathname === '/forum' && FORUM_ID.test(url.searchParams.get('id') ?? ''),
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('.forum-title h2, h2.citation_title, main h2'),
  extract(doc, url) {
    const forum = url.searchParams.get('id') ?? '';
    // The DOI from the metadata tags only: the page links other papers' DOIs (reviews, references).
    const draft = citationDraft(doc, { fromLinks: false, fromDescription: false });
    if (!draft.title || !FORUM_ID.test(forum)) return undefined;
    return { ...draft, siteKey: `openreview:${forum}` };
  },
  patterns: ['https://openreview.net/forum*'],
  examples: ['https://openreview.net/forum?id=VTF8yNQM66', 'https://openreview.net/forum?id=VTF8yNQM66&noteId=xyz12345'],
};
