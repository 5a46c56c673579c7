import { describe, expect, it } from 'vitest';
import { MatchPattern } from 'wxt/utils/match-patterns';
import { draftFromUrl, PAPER_LINK_PATTERNS, paperIdFromUrl, paperNamesFromUrl } from '../../../lib/sites/url-id';

describe('paperIdFromUrl', () => {
  it.each([
    ['https://arxiv.org/pdf/2604.27955v1', '2604.27955'],
    ['https://arxiv.org/pdf/2604.27955.pdf', '2604.27955'],
    ['https://www.alphaxiv.org/abs/2604.27955', '2604.27955'],
    ['https://huggingface.co/papers/2604.27955', '2604.27955'],
    ['https://doi.org/10.48550/arXiv.2604.27955', '2604.27955'],
    ['https://openreview.net/forum?id=VTF8yNQM66', 'openreview:VTF8yNQM66'],
    ['https://openreview.net/pdf?id=VTF8yNQM66', 'openreview:VTF8yNQM66'],
    ['https://openreview.net/group?id=ICLR.cc/2024', undefined],
    ['https://example.org/paper.pdf', undefined],
    ['not a url', undefined],
  ])('%s → %s', (url, id) => expect(paperIdFromUrl(url)).toBe(id));
});

describe('paperNamesFromUrl', () => {
  it.each([
    ['https://arxiv.org/pdf/2604.27955v1', ['2604.27955']],
    ['https://openreview.net/pdf?id=VTF8yNQM66', ['openreview:VTF8yNQM66']],
    // The Anthology's DOI, which its page names: a paper imported by that DOI alone is this one.
    ['https://aclanthology.org/2024.acl-long.1.pdf', ['acl:2024.acl-long.1', 'doi:10.18653/v1/2024.acl-long.1']],
    ['https://aclanthology.org/P19-1001/', ['acl:P19-1001', 'doi:10.18653/v1/p19-1001']],
    ['https://proceedings.mlr.press/v235/shani24a/shani24a.pdf', ['pmlr:v235/shani24a']],
    ['https://aclanthology.org/2024.acl-long.pdf', []],
    ['https://example.org/paper.pdf', []],
    ['not a url', []],
  ])('%s → %j', (url, names) => expect(paperNamesFromUrl(url)).toEqual(names));
});

describe('draftFromUrl', () => {
  it('gives the id alone for the API to complete, or a site key', () => {
    expect(draftFromUrl('https://arxiv.org/pdf/2604.27955v1')).toEqual({ arxivId: 'https://arxiv.org/pdf/2604.27955v1' });
    expect(draftFromUrl('https://openreview.net/pdf?id=VTF8yNQM66')).toEqual({
      siteKey: 'openreview:VTF8yNQM66',
      absUrl: 'https://openreview.net/forum?id=VTF8yNQM66',
      title: 'openreview:VTF8yNQM66',
    });
    expect(draftFromUrl('https://example.org/')).toBeUndefined();
  });
});

describe('PAPER_LINK_PATTERNS', () => {
  // Every link form paperIdFromUrl saves: the context menu shows "Save link" only on links its patterns match.
  it.each([
    'https://arxiv.org/abs/2604.27955',
    'https://www.arxiv.org/html/2604.27955v1',
    'https://export.arxiv.org/html/2604.27955v1',
    'https://browse.arxiv.org/abs/2604.27955',
    'https://browse.arxiv.org/pdf/2604.27955',
    'https://arxiv.org/format/2604.27955',
    'https://ar5iv.org/html/2604.27955',
    'https://ar5iv.labs.arxiv.org/abs/2604.27955',
    'https://www.ar5iv.org/html/2604.27955',
    'https://dx.doi.org/10.48550/arXiv.2604.27955',
    'https://hf.co/papers/2604.27955',
    'https://www.huggingface.co/papers/2604.27955',
    'https://www.alphaxiv.org/overview/2604.27955',
    'https://openreview.net/forum?id=VTF8yNQM66',
  ])('offers the menu on %s, a link it saves', (link) => {
    expect(paperIdFromUrl(link)).toBeDefined();
    expect(PAPER_LINK_PATTERNS.some((pattern) => new MatchPattern(pattern).includes(link))).toBe(true);
  });

  const offered = (link: string) => PAPER_LINK_PATTERNS.some((pattern) => new MatchPattern(pattern).includes(link));

  it.each([
    'https://aclanthology.org/2024.acl-long.1/',
    'https://aclanthology.org/2024.acl-long.1.pdf',
    'https://aclanthology.org/P19-1001.pdf',
    'https://aclanthology.org/N19-1423/',
    'https://www.aclweb.org/anthology/P19-1001',
    'https://proceedings.mlr.press/v235/shani24a.html',
    'https://proceedings.mlr.press/v235/shani24a/shani24a.pdf',
    'https://proceedings.neurips.cc/paper_files/paper/2023/hash/0123456789abcdef0123456789abcdef-Abstract-Conference.html',
    'https://papers.nips.cc/paper_files/paper/2023/file/0123456789abcdef0123456789abcdef-Paper-Conference.pdf',
    'https://www.semanticscholar.org/paper/A-title/0123456789abcdef0123456789abcdef01234567',
  ])('offers the menu on %s, a proceedings paper it saves by its page', (link) => {
    expect(paperNamesFromUrl(link)).not.toEqual([]);
    expect(draftFromUrl(link)).toBeDefined();
    expect(offered(link)).toBe(true);
  });

  it.each([
    'https://aclanthology.org/people/j/jane-doe/',
    'https://aclanthology.org/events/acl-2024/',
    'https://www.semanticscholar.org/search?q=agents',
    'https://example.org/2024.acl-long.1.pdf',
  ])('offers no menu on %s, which names no paper', (link) => expect(offered(link)).toBe(false));
});
