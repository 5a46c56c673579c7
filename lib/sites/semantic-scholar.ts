/**
 * Semantic Scholar paper pages, `semanticscholar.org/paper/{slug}/{40-hex id}`: the metadata is JSON-LD in
 * `script.schema-data` (a ScholarlyArticle, possibly inside an `@graph`), with `citation_*` tags as fallback.
 */
import type { PaperDraft } from '../paper/schema';
import { citationDraft } from './citation';
import { metaContent } from './meta';
import { semanticScholarKeys, sitePaper } from './site-keys';
import type { SiteDetector } from './types';

type Json = Record<string, unknown>;

function isArticle(node: Json): boolean {
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((name) => name === 'ScholarlyArticle' || name === 'Article');
}

function findArticle(value: unknown, depth = 0): Json | undefined {
  if (depth > 4 || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findArticle(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const node = value as Json;
  return isArticle(node) ? node : findArticle(node['@graph'], depth + 1);
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function linkedIds(article: Json): { arxivId?: string; doi?: string } {
  const links = [article.sameAs, article.url, article.identifier].flat().filter((v): v is string => typeof v === 'string');
  return {
    arxivId: links.find((link) => /arxiv\.org\/(abs|pdf)\//.test(link)),
    doi: links.find((link) => /\b10\.\d{4,9}\//.test(link) && !link.includes('10.48550')),
  };
}

function jsonLdDraft(doc: Document): PaperDraft | undefined {
  for (const script of doc.querySelectorAll('script.schema-data, script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const article = findArticle(data);
    if (!article) continue;
    const authors = [article.author].flat().flatMap((author) => {
      const name = typeof author === 'object' && author !== null ? str((author as Json).name) : str(author);
      return name ? [name] : [];
    });
    return {
      title: str(article.name) ?? str(article.headline),
      authors,
      abstract: paperAbstract(str(article.abstract) ?? str(article.description), str(article.about)),
      published: str(article.datePublished),
      ...linkedIds(article),
    };
  }
  return undefined;
}

/**
 * Semantic Scholar's JSON-LD abstract starts with its TL;DR (`about`), as Zotero's translator notes: the paper's is the
 * rest. A paper without an abstract is described as "Semantic Scholar extracted view of "Title" by Authors": no abstract
 * (kept, it made an arXiv paper look complete, so the arXiv API never gave it its real one).
 */
function paperAbstract(abstract: string | undefined, tldr: string | undefined): string | undefined {
  if (abstract === undefined || /^\s*semantic scholar extracted view of\b/i.test(abstract)) return undefined;
  return tldr && abstract.startsWith(tldr) && abstract.length > tldr.length ? abstract.slice(tldr.length).trim() : abstract;
}

export const semanticScholar: SiteDetector = {
  id: 'semantic-scholar',
  label: 'Semantic Scholar',
  matches: (url) => semanticScholarKeys.fromUrl(url) !== undefined,
  detect: (doc) => (jsonLdDraft(doc)?.title || metaContent(doc, 'citation_title') ? 'paper' : null),
  titleElement: (doc) => doc.querySelector('h1[data-test-id="paper-detail-title"], h1'),
  extract(doc, url) {
    const paper = sitePaper(semanticScholarKeys, url);
    const fromJson = jsonLdDraft(doc) ?? {};
    // No DOI from links: the page's citation and reference cards link other papers' DOIs.
    const fromMeta = citationDraft(doc, { fromLinks: false });
    const merged: PaperDraft = { ...fromMeta, abstract: paperAbstract(fromMeta.abstract, undefined) };
    for (const [field, value] of Object.entries(fromJson)) {
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) (merged as Record<string, unknown>)[field] = value;
    }
    if (!merged.title || !paper) return undefined;
    return { ...merged, ...paper };
  },
  patterns: ['https://www.semanticscholar.org/paper/*'],
  examples: [
    'https://www.semanticscholar.org/paper/Proximal-Policy-Optimization-Algorithms-Schulman-Wolski/dce6f9d4017b1785979e7520fd0834ef8cf02f4b',
  ],
};
