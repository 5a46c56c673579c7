// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { DETECTORS, detectorFor } from '../../../lib/sites';
import { loadPage } from './load-page';

function saveFrom(file: string, href: string): Paper {
  const url = new URL(href);
  const doc = loadPage(file);
  const detector = detectorFor(url);
  if (!detector) throw new Error(`no detector for ${href}`);
  expect(detector.detect(doc, url)).toBe('paper');
  const result = normalizePaperDraft(detector.extract(doc, url), { site: detector.id, url: href, at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

describe('a DOI linked from a review or proceedings page is not the paper’s', () => {
  // A reviewer's comment citing related work: the first doi.org link on the page is someone else's paper.
  const comment = '<div class="note_content">Compare with <a href="https://doi.org/10.1145/3580305.3599999">this KDD paper</a>.</div>';
  const withComment = (file: string) => readFileSync(`tests/fixtures/pages/${file}`, 'utf8').replace('</body>', `${comment}</body>`);

  it.each([
    ['openreview-VTF8yNQM66.html', 'https://openreview.net/forum?id=VTF8yNQM66'],
    ['pmlr-v48-mniha16.html', 'https://proceedings.mlr.press/v48/mniha16.html'],
    [
      'neurips-reflexion.html',
      'https://proceedings.neurips.cc/paper_files/paper/2023/hash/1b44b878bb782e6954cd888628510e90-Abstract-Conference.html',
    ],
  ])('%s: the DOI comes from the metadata tags only', (file, href) => {
    expect(saveFrom(withComment(file), href).doi).toBeUndefined();
  });

  it('a generic page without a DOI tag still gives the DOI its first doi.org link names', () => {
    const page = `<html><head><meta name="citation_title" content="A paper"></head><body>${comment}</body></html>`;
    const url = new URL('https://journal.example/article/1');
    const detector = detectorFor(url);
    const result = normalizePaperDraft(detector?.extract(loadPage(page), url), { site: detector?.id ?? '', url: url.href, at: 0 });
    expect(result.ok && result.paper.doi).toBe('10.1145/3580305.3599999');
  });
});

describe('paper pages of every site', () => {
  it('arXiv HTML (LaTeXML): id and version from the URL, title, abstract; the authors from the arXiv API, not the page', () => {
    const paper = saveFrom('arxiv-html-2604.27955v1.html', 'https://arxiv.org/html/2604.27955v1');
    expect(paper).toMatchObject({
      id: '2604.27955',
      version: 1,
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
      // The page's author block holds nine authors, several per name element: read from it, two survived.
      authors: [],
      pending: true,
      source: { site: 'arxiv-html' },
    });
    expect(paper.abstract).toMatch(/^Graphical User Interface \(GUI\) agents .* irreversible environments\.$/);
  });

  it('alphaXiv: the arXiv id from the URL and the visible title', () => {
    expect(saveFrom('alphaxiv-2604.27955.html', 'https://www.alphaxiv.org/abs/2604.27955')).toMatchObject({
      id: '2604.27955',
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
      source: { site: 'alphaxiv' },
    });
  });

  it('Hugging Face: the arXiv id from the URL and the visible title', () => {
    expect(saveFrom('huggingface-2604.27955.html', 'https://huggingface.co/papers/2604.27955')).toMatchObject({
      id: '2604.27955',
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
      source: { site: 'huggingface' },
    });
  });

  it('OpenReview: citation tags, keyed by forum id, venue as journal ref', () => {
    expect(saveFrom('openreview-VTF8yNQM66.html', 'https://openreview.net/forum?id=VTF8yNQM66')).toMatchObject({
      id: 'openreview:VTF8yNQM66',
      title: 'SWE-bench: Can Language Models Resolve Real-world Github Issues?',
      authors: ['Carlos E Jimenez', 'John Yang', 'Alexander Wettig', 'Shunyu Yao', 'Kexin Pei', 'Ofir Press', 'Karthik R Narasimhan'],
      published: '2024-01-16',
      journalRef: 'The Twelfth International Conference on Learning Representations',
      pdfUrl: 'https://openreview.net/pdf?id=VTF8yNQM66',
    });
  });

  it('ACL Anthology: citation tags with the journal DOI and the abstract card', () => {
    const paper = saveFrom('acl-2023.acl-long.754.html', 'https://aclanthology.org/2023.acl-long.754/');
    expect(paper).toMatchObject({
      id: 'doi:10.18653/v1/2023.acl-long.754',
      title: 'Self-Instruct: Aligning Language Models with Self-Generated Instructions',
      doi: '10.18653/v1/2023.acl-long.754',
      pdfUrl: 'https://aclanthology.org/2023.acl-long.754.pdf',
      // The page dates it "2023/7" only: the year goes with the venue, so the paper is cited in 2023.
      journalRef: 'Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics (Volume 1: Long Papers), 2023',
    });
    expect(paper.authors[4]).toBe('Noah A. Smith');
    expect(paper.abstract).toMatch(/^Large “instruction-tuned” language models/);
  });

  it('PMLR: citation tags and the #abstract block', () => {
    const paper = saveFrom('pmlr-v48-mniha16.html', 'https://proceedings.mlr.press/v48/mniha16.html');
    expect(paper).toMatchObject({
      id: 'pmlr:v48/mniha16',
      title: 'Asynchronous Methods for Deep Reinforcement Learning',
      published: '2016-06-11',
    });
    expect(paper.authors.slice(0, 2)).toEqual(['Volodymyr Mnih', 'Adria Puigdomenech Badia']);
    expect(paper.abstract).toMatch(/^We propose a conceptually simple/);
  });

  it('NeurIPS: citation tags and the paragraph after the Abstract heading', () => {
    const paper = saveFrom(
      'neurips-reflexion.html',
      'https://proceedings.neurips.cc/paper_files/paper/2023/hash/1b44b878bb782e6954cd888628510e90-Abstract-Conference.html',
    );
    expect(paper).toMatchObject({
      id: 'neurips:1b44b878bb782e6954cd888628510e90',
      title: 'Reflexion: language agents with verbal reinforcement learning',
      journalRef: 'Advances in Neural Information Processing Systems, 2023',
    });
    expect(paper.abstract).toMatch(/^Large language models \(LLMs\) have been increasingly used/);
  });

  it('Semantic Scholar: JSON-LD, and the arXiv id it links makes it the same paper as on arXiv', () => {
    const paper = saveFrom(
      'semantic-scholar-ppo.html',
      'https://www.semanticscholar.org/paper/Proximal-Policy-Optimization-Algorithms-Schulman-Wolski/dce6f9d4017b1785979e7520fd0834ef8cf02f4b',
    );
    expect(paper).toMatchObject({ id: '1707.06347', title: 'Proximal Policy Optimization Algorithms', published: '2017-07-20' });
    expect(paper.authors).toHaveLength(5);
  });

  it('any other scholarly page: Dublin Core with its DOI', () => {
    expect(saveFrom('journal-nature24270.html', 'https://www.nature.com/articles/nature24270')).toMatchObject({
      id: 'doi:10.1038/nature24270',
      title: 'Mastering the game of Go without human knowledge',
      authors: ['David Silver', 'Julian Schrittwieser'],
      published: '2017-10-18',
      journalRef: 'Nature',
    });
  });

  it('a page that is not a paper is not offered for saving', () => {
    const url = new URL('https://example.org/blog/road-trip');
    expect(detectorFor(url)?.detect(loadPage('blog-post.html'), url)).toBeNull();
  });

  it('every detector says nothing rather than something broken on a page with garbage metadata', () => {
    const doc = loadPage('arxiv-abs-garbage.html');
    for (const detector of DETECTORS) {
      for (const example of detector.examples) {
        const url = new URL(example);
        const kind = detector.detect(doc, url);
        if (kind === 'paper') {
          // Only URL-keyed apps (alphaXiv, Hugging Face) see a paper here; what they hand in must still be savable.
          const draft = detector.extract(doc, url);
          const result = normalizePaperDraft(draft, { site: detector.id, url: example, at: 0 });
          expect(result.ok, `${detector.id} ${example}`).toBe(true);
        } else expect([...(detector.entries?.(doc, url) ?? [])], detector.id).toEqual([]);
      }
    }
  });
});
