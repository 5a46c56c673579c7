// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { semanticScholar } from '../../../lib/sites/semantic-scholar';
import { loadPage } from './load-page';

const ID = 'dce6f9d4017b1785979e7520fd0834ef8cf02f4b';
const url = new URL(`https://www.semanticscholar.org/paper/Proximal-Policy-Optimization-Schulman/${ID}`);
const page = (ldJson: string, head = '') =>
  loadPage(`<html><head>${head}<script class="schema-data" type="application/ld+json">${ldJson}</script></head><body></body></html>`);

const article = {
  '@type': 'ScholarlyArticle',
  name: 'Proximal Policy Optimization Algorithms',
  author: [{ '@type': 'Person', name: 'John Schulman' }, 'Filip Wolski'],
  abstract: 'We propose a new family of policy gradient methods.',
  datePublished: '2017-07-20',
  sameAs: ['https://doi.org/10.48550/arXiv.1707.06347', 'https://arxiv.org/abs/1707.06347'],
};

describe('Semantic Scholar', () => {
  it('matches paper pages by their 40-hex id, with or without the slug', () => {
    expect(semanticScholar.matches(url)).toBe(true);
    expect(semanticScholar.matches(new URL(`https://www.semanticscholar.org/paper/${ID}`))).toBe(true);
    expect(semanticScholar.matches(new URL('https://www.semanticscholar.org/author/John-Schulman/47971768'))).toBe(false);
    expect(semanticScholar.matches(new URL('https://www.semanticscholar.org/paper/Some-Slug/not-an-id'))).toBe(false);
  });

  it('reads the article from JSON-LD, inside an @graph too; the arXiv link names the paper, arXiv’s DOI does not', () => {
    const draft = semanticScholar.extract(page(JSON.stringify({ '@graph': [{ '@type': 'WebPage' }, article] })), url);
    expect(draft).toMatchObject({
      title: 'Proximal Policy Optimization Algorithms',
      authors: ['John Schulman', 'Filip Wolski'],
      abstract: 'We propose a new family of policy gradient methods.',
      published: '2017-07-20',
      arxivId: 'https://arxiv.org/abs/1707.06347',
      siteKey: `s2:${ID}`,
    });
    expect(draft?.doi).toBeUndefined();
  });

  it('falls back to the citation tags when the JSON-LD is broken or says less', () => {
    const tags = '<meta name="citation_title" content="PPO (tagged)"><meta name="citation_author" content="Schulman, John">';
    const broken = page('{ not json', tags);
    expect(semanticScholar.detect(broken, url)).toBe('paper');
    expect(semanticScholar.extract(broken, url)).toMatchObject({ title: 'PPO (tagged)', authors: ['John Schulman'] });
    const brokenThenGood = loadPage(
      `<html><head>${tags}<script type="application/ld+json">{ not json</script><script class="schema-data">${JSON.stringify(article)}</script></head></html>`,
    );
    expect(semanticScholar.extract(brokenThenGood, url)?.title).toBe('Proximal Policy Optimization Algorithms');
    const noAuthors = page(JSON.stringify({ ...article, author: [] }), tags);
    expect(semanticScholar.extract(noAuthors, url)).toMatchObject({
      title: 'Proximal Policy Optimization Algorithms',
      authors: ['John Schulman'],
    });
  });

  it('is no paper page without a title anywhere', () => {
    const doc = page(JSON.stringify({ '@type': 'WebSite', name: 'Semantic Scholar' }));
    expect(semanticScholar.detect(doc, url)).toBeNull();
    expect(semanticScholar.extract(doc, url)).toBeUndefined();
  });

  it('takes the TL;DR off the front of the abstract, and no DOI from the links to other papers', () => {
    const tldr = 'A new RL method that is simple.';
    const withTldr = { ...article, about: tldr, abstract: `${tldr} ${article.abstract}`, sameAs: [] };
    const doc = loadPage(
      `<html><head><script class="schema-data" type="application/ld+json">${JSON.stringify(withTldr)}</script></head>
      <body><a href="https://doi.org/10.1145/3580305.3599999">A citing paper</a></body></html>`,
    );
    const draft = semanticScholar.extract(doc, url);
    expect(draft?.abstract).toBe(article.abstract);
    expect(draft?.doi).toBeUndefined();
  });

  it('takes no abstract from the page’s description, which for a paper without one is "Semantic Scholar extracted view of…"', () => {
    // Such an arXiv paper was saved with that line as its abstract, and so never completed from the arXiv API.
    const view = 'Semantic Scholar extracted view of &quot;Proximal Policy Optimization Algorithms&quot; by John Schulman et al.';
    const { abstract: _none, ...withoutAbstract } = article;
    for (const doc of [
      page(
        JSON.stringify(withoutAbstract),
        `<meta name="description" content="${view}"><meta property="og:description" content="${view}">`,
      ),
      page(JSON.stringify({ ...withoutAbstract, description: view.replaceAll('&quot;', '"') })),
    ]) {
      const draft = semanticScholar.extract(doc, url);
      expect(draft?.abstract).toBeUndefined();
      const saved = normalizePaperDraft(draft, { site: 'semantic-scholar', url: url.href, at: 0 });
      expect(saved).toMatchObject({ ok: true, paper: { id: '1707.06347', abstract: '', pending: true } });
    }
  });
});
