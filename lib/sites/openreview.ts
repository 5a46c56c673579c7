/** OpenReview forum pages, `openreview.net/forum?id=…`: `citation_*` tags; the forum id keys the paper. */
import { citationPageKind, sitePageDraft } from './citation';
import { openreviewKeys, sitePaper } from './site-keys';
import type { SiteDetector } from './types';

export const openreview: SiteDetector = {
  id: 'openreview',
  label: 'OpenReview',
  matches: (url) => url.pathname === '/forum' && openreviewKeys.fromUrl(url) !== undefined,
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('.forum-title h2, h2.citation_title, main h2'),
  extract: (doc, url) => sitePageDraft(doc, sitePaper(openreviewKeys, url)),
  patterns: ['https://openreview.net/forum*'],
  examples: ['https://openreview.net/forum?id=VTF8yNQM66', 'https://openreview.net/forum?id=VTF8yNQM66&noteId=xyz12345'],
};
