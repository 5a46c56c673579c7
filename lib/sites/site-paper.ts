/**
 * Papers named by an address on a site whose pages we decorate, keyed as the site's detector keys them: an imported
 * .bib entry that links its OpenReview forum is the paper saved from that forum, and shows as saved there.
 */
import { httpUrl } from '../paper/text';
import { aclKeys, neuripsKeys, openreviewKeys, pmlrKeys, type SitePaper, semanticScholarKeys, sitePaper } from './site-keys';

const SITES = [openreviewKeys, aclKeys, pmlrKeys, neuripsKeys, semanticScholarKeys];

/** The sites, as an import's message names them: "OpenReview, the ACL Anthology, … or Semantic Scholar". */
export const SITE_PAPER_PLACES = `${SITES.slice(0, -1)
  .map((site) => site.name)
  .join(', ')} or ${SITES.at(-1)?.name}`;

/** The site a site key names, in words, or undefined for a key of none of them. */
export function siteNameOf(paperId: string): string | undefined {
  const colon = paperId.indexOf(':');
  return colon > 0 ? SITES.find((site) => site.prefix === paperId.slice(0, colon))?.name : undefined;
}

/** The paper an http(s) address names on one of those sites, and the page to link it by. */
export function sitePaperFromUrl(href: string): SitePaper | undefined {
  const address = httpUrl(href);
  if (address === undefined) return undefined;
  const url = new URL(address);
  for (const keys of SITES) {
    const paper = sitePaper(keys, url);
    if (paper) return paper;
  }
  return undefined;
}

/** The page of a paper saved by site key before its page was kept with it (undefined where the key can't say). */
export function sitePageOf(paperId: string): string | undefined {
  const colon = paperId.indexOf(':');
  const keys = colon > 0 ? SITES.find((site) => site.prefix === paperId.slice(0, colon)) : undefined;
  const rest = paperId.slice(colon + 1);
  const page = keys?.pageOf?.(rest);
  // Only a key the site's own addresses give: a key from a crafted backup makes no other link.
  return page !== undefined && keys?.fromUrl(new URL(page))?.rest === rest ? page : undefined;
}
