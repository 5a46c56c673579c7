/**
 * How the addresses of the sites whose paper pages we decorate name their papers: the key a site's detector gives a
 * paper (`openreview:` and the forum id), read from any of the paper's addresses — its page or its PDF — with the page
 * to link it by. The detectors key the papers saved from their pages with these; imports read them from an entry's
 * URL (lib/sites/site-paper.ts). A file of its own, apart from the detectors, so the library's import does not carry
 * the detectors' page-reading code.
 */
import type { SiteKeys } from './types';

export interface SitePaper {
  siteKey: string;
  absUrl: string;
}

export function sitePaper(keys: SiteKeys, url: URL): SitePaper | undefined {
  const named = keys.fromUrl(url);
  return named && { siteKey: `${keys.prefix}:${named.rest}`, absUrl: named.page };
}

const FORUM_ID = /^[A-Za-z0-9_-]{5,40}$/;
const forumPage = (id: string) => `https://openreview.net/forum?id=${id}`;

/** A paper's forum or PDF (`/pdf?id=…`, which many citations link). */
export const openreviewKeys: SiteKeys = {
  prefix: 'openreview',
  name: 'OpenReview',
  fromUrl(url) {
    const id = url.searchParams.get('id') ?? '';
    if (url.hostname !== 'openreview.net' || (url.pathname !== '/forum' && url.pathname !== '/pdf') || !FORUM_ID.test(id)) return undefined;
    return { rest: id, page: forumPage(id) };
  },
  pageOf: forumPage,
};

/**
 * A paper's id (aclanthology.org/info/ids): `2024.acl-long.1`, or old-style `P19-1001` (four digits: `P19-1` is a whole
 * volume, which many entries cite by its PDF, and would make all of them one paper). A revised PDF (`…1v2.pdf`) is the
 * paper's.
 */
const ACL_PATH = /^\/(\d{4}\.[a-z0-9][a-z0-9-]*\.\d+|[A-Z]\d{2}-\d{4})(?:v\d+)?(?:\.pdf|\/)?$/;
/** The Anthology's old home, still in many .bib files: `www.aclweb.org/anthology/P19-1001`, `…/anthology/P/P17/P17-1001.pdf`. */
const OLD_ACL_PATH = /^\/anthology\/(?:[A-Z]\/[A-Z]\d{2}\/)?(\d{4}\.[a-z0-9][a-z0-9-]*\.\d+|[A-Z]\d{2}-\d{4})(?:v\d+)?(?:\.pdf|\/)?$/;
const OLD_ACL_HOSTS = new Set(['www.aclweb.org', 'aclweb.org']);
const aclPage = (id: string) => `https://aclanthology.org/${id}/`;

/** An ACL Anthology paper's page or its PDF (`aclanthology.org/2024.acl-long.1.pdf`). */
export const aclKeys: SiteKeys = {
  prefix: 'acl',
  name: 'the ACL Anthology',
  fromUrl(url) {
    const path = url.hostname === 'aclanthology.org' ? ACL_PATH : OLD_ACL_HOSTS.has(url.hostname) ? OLD_ACL_PATH : undefined;
    const id = path?.exec(url.pathname)?.[1];
    return id === undefined ? undefined : { rest: id, page: aclPage(id) };
  },
  pageOf: aclPage,
};

const PMLR_PAGE = /^\/(v\d+\/[A-Za-z0-9_-]+)\.html$/;
/** The PDF beside the page: `/v235/shani24a/shani24a.pdf`, or in older volumes `/v37/ioffe15.pdf` (not `…-supp.pdf`). */
const PMLR_PDF = /^\/(v\d+)\/(?:([A-Za-z0-9_-]+)\/\2|(?!.*-supp\.pdf$)([A-Za-z0-9_-]+))\.pdf$/;
/** JMLR's Workshop and Conference Proceedings, which became PMLR with the same volumes and keys. */
const JMLR_HOSTS = new Set(['jmlr.org', 'www.jmlr.org']);
const JMLR_PROCEEDINGS = /^\/proceedings\/papers(?=\/v\d+\/)/;
const pmlrPage = (id: string) => `https://proceedings.mlr.press/${id}.html`;

/** A PMLR paper's page or its PDF; .bib files often write them with `http:`. */
export const pmlrKeys: SiteKeys = {
  prefix: 'pmlr',
  name: 'PMLR',
  fromUrl(url) {
    const jmlr = JMLR_HOSTS.has(url.hostname) && JMLR_PROCEEDINGS.test(url.pathname);
    if (url.hostname !== 'proceedings.mlr.press' && !jmlr) return undefined;
    const path = jmlr ? url.pathname.replace(JMLR_PROCEEDINGS, '') : url.pathname;
    const pdf = PMLR_PDF.exec(path);
    const id = pdf ? `${pdf[1]}/${pdf[2] ?? pdf[3]}` : PMLR_PAGE.exec(path)?.[1];
    return id === undefined ? undefined : { rest: id, page: pmlrPage(id) };
  },
  pageOf: pmlrPage,
};

const NEURIPS_HOSTS = new Set(['proceedings.neurips.cc', 'papers.nips.cc']);
const NEURIPS_PAGE = /\/hash\/([0-9a-f]{32})-Abstract/;
/** A paper's PDF, named like its page: `…/file/HASH-Paper-Conference.pdf` beside `…/hash/HASH-Abstract-Conference.html`. */
const NEURIPS_PDF = /^(\/.*)\/file\/([0-9a-f]{32})-Paper((?:-[A-Za-z_]+)?)\.pdf$/;

/**
 * A NeurIPS paper's page or PDF (what the proceedings' own BibTeX links). The key is the hash alone, so the page is read
 * from the address: the year and track in its path are not in the key.
 */
export const neuripsKeys: SiteKeys = {
  prefix: 'neurips',
  name: 'NeurIPS proceedings',
  fromUrl(url) {
    if (!NEURIPS_HOSTS.has(url.hostname)) return undefined;
    const pdf = NEURIPS_PDF.exec(url.pathname);
    if (pdf) return { rest: pdf[2] as string, page: `https://${url.hostname}${pdf[1]}/hash/${pdf[2]}-Abstract${pdf[3]}.html` };
    const hash = NEURIPS_PAGE.exec(url.pathname)?.[1];
    return hash === undefined ? undefined : { rest: hash, page: `https://${url.hostname}${url.pathname}` };
  },
};

const S2_HOSTS = new Set(['www.semanticscholar.org', 'semanticscholar.org']);
const S2_PAPER = /^\/paper\/(?:[^/]+\/)?([0-9a-f]{40})\/?$/;
const s2Page = (id: string) => `https://www.semanticscholar.org/paper/${id}`;

/** A Semantic Scholar paper's page, with or without its title's slug (its BibTeX links a CorpusID: another id). */
export const semanticScholarKeys: SiteKeys = {
  prefix: 's2',
  name: 'Semantic Scholar',
  fromUrl(url) {
    const id = S2_HOSTS.has(url.hostname) ? S2_PAPER.exec(url.pathname)?.[1] : undefined;
    return id === undefined ? undefined : { rest: id, page: s2Page(id) };
  },
  pageOf: s2Page,
};
