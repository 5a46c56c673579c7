// @vitest-environment happy-dom
/**
 * BibTeX and RIS of papers that have no arXiv id or DOI, as the venues of this field write them: an OpenReview forum
 * (ICLR, whose BibTeX names the paper by its forum alone), the ACL Anthology (old and new addresses), PMLR (ICML) and
 * the NeurIPS proceedings. Each becomes the paper that saving its page makes: the same key, so it shows as saved there,
 * and its page to open. (Shaped like each site's "BibTeX" button; titles and ids made up.)
 */
import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { toRis } from '../../../lib/export/ris';
import { readReferences } from '../../../lib/import/references';
import { paperPageUrl } from '../../../lib/paper/page-link';
import { detectorFor } from '../../../lib/sites';
import { loadPage } from '../../lib/sites/load-page';
import { readOne } from './read-one';

const OPENREVIEW = `@inproceedings{
doe2025turns,
title={Credit Assignment Across Turns for {LLM} Agents},
author={Jane Doe and Rui Li},
booktitle={The Thirteenth International Conference on Learning Representations},
year={2025},
url={https://openreview.net/forum?id=ehfRiF0R3a}
}`;

const ACL = `@inproceedings{doe-li-2024-search,
    title = "Search Agents Trained with Outcome Rewards",
    author = "Doe, Jane  and
      Li, Rui",
    booktitle = "Findings of the Association for Computational Linguistics: ACL 2024",
    month = aug,
    year = "2024",
    address = "Bangkok, Thailand",
    publisher = "Association for Computational Linguistics",
    url = "https://aclanthology.org/2024.findings-acl.123/",
    pages = "1--20",
}`;

const ACL_OLD = `@inproceedings{doe-2019-dialogue,
    title = "Dialogue Policies by Reinforcement",
    author = "Doe, Jane",
    year = "2019",
    url = "https://www.aclweb.org/anthology/P19-1001",
}`;

const PMLR = `@InProceedings{pmlr-v235-doe24a,
  title = 	 {Multi-Turn {RL} from Preference Feedback},
  author =       {Doe, Jane and Li, Rui},
  booktitle = 	 {Proceedings of the 41st International Conference on Machine Learning},
  year = 	 {2024},
  volume = 	 {235},
  series = 	 {Proceedings of Machine Learning Research},
  publisher =    {PMLR},
  pdf = 	 {https://raw.githubusercontent.com/mlresearch/v235/main/assets/doe24a/doe24a.pdf},
  url = 	 {https://proceedings.mlr.press/v235/doe24a.html},
  abstract = 	 {We train agents over many turns.}
}`;

const NEURIPS = `@inproceedings{NEURIPS2023_1b44b878,
 author = {Doe, Jane and Li, Rui},
 booktitle = {Advances in Neural Information Processing Systems},
 title = {Verbal Reinforcement for Language Agents},
 url = {https://proceedings.neurips.cc/paper_files/paper/2023/file/1b44b878bb782e6954cd888628510e90-Paper-Conference.pdf},
 volume = {36},
 year = {2023}
}`;

/** The key the site's own detector gives the paper on the page the import links. */
function keyOnItsPage(page: string): string | undefined {
  const url = new URL(page);
  const doc = loadPage('<html><head><meta name="citation_title" content="A paper"></head><body></body></html>');
  return detectorFor(url)?.extract(doc, url)?.siteKey;
}

describe('references that name a paper only by its page on a venue’s site', () => {
  it.each([
    ['OpenReview', OPENREVIEW, 'openreview:ehfRiF0R3a', 'https://openreview.net/forum?id=ehfRiF0R3a'],
    ['the ACL Anthology', ACL, 'acl:2024.findings-acl.123', 'https://aclanthology.org/2024.findings-acl.123/'],
    ['the ACL Anthology’s old address', ACL_OLD, 'acl:P19-1001', 'https://aclanthology.org/P19-1001/'],
    ['PMLR', PMLR, 'pmlr:v235/doe24a', 'https://proceedings.mlr.press/v235/doe24a.html'],
    [
      'the NeurIPS proceedings (a PDF link)',
      NEURIPS,
      'neurips:1b44b878bb782e6954cd888628510e90',
      'https://proceedings.neurips.cc/paper_files/paper/2023/hash/1b44b878bb782e6954cd888628510e90-Abstract-Conference.html',
    ],
  ])('%s: imported as the paper its page saves, linked to that page', (_site, bib, id, page) => {
    const paper = readOne(bib);
    expect(paper.id).toBe(id);
    expect(paper.absUrl).toBe(page);
    expect(paperPageUrl(paper)).toBe(page);
    expect(keyOnItsPage(page)).toBe(id);
    expect(paper.pending).toBeUndefined();
  });

  it('keeps what the entry says of the paper', () => {
    const paper = readOne(PMLR);
    expect(paper).toMatchObject({
      title: 'Multi-Turn RL from Preference Feedback',
      authors: ['Jane Doe', 'Rui Li'],
      abstract: 'We train agents over many turns.',
      published: '2024-01-01',
    });
  });

  it('reads a forum from RIS, from \\url{…}, from http: and with TeX’s escaped underscore', () => {
    const ris = ['TY  - CONF', 'TI  - Agents', 'AU  - Doe, Jane', 'UR  - https://openreview.net/pdf?id=ab_cd1234', 'ER  - ', ''].join('\n');
    expect(readOne(ris).id).toBe('openreview:ab_cd1234');
    expect(readOne('@misc{k, title = {Agents}, howpublished = {\\url{https://openreview.net/forum?id=ab\\_cd1234}}}').id).toBe(
      'openreview:ab_cd1234',
    );
    expect(readOne('@misc{k, title = {Agents}, url = {http://proceedings.mlr.press/v202/doe23b/doe23b.pdf}}').id).toBe('pmlr:v202/doe23b');
  });

  it('reads a link that ends a sentence or sits in parentheses in a note', () => {
    const note = (text: string) => readOne(`@misc{k, title = {Agents}, note = {${text}}}`).id;
    expect(note('Under review at ICLR 2025, https://openreview.net/forum?id=ab_cd1234.')).toBe('openreview:ab_cd1234');
    expect(note('ACL 2024 (https://aclanthology.org/2024.acl-long.1)')).toBe('acl:2024.acl-long.1');
    expect(note('See https://proceedings.mlr.press/v235/shani24a.html; code on GitHub')).toBe('pmlr:v235/shani24a');
  });

  it('reads an underscore a tool wrote braced ({\\_}) as the underscore, not as the end of the address', () => {
    const note = readOne('@misc{k, title = {Agents}, note = {OpenReview: https://openreview.net/forum?id=abcde{\\_}fg12}}');
    expect(note.id).toBe('openreview:abcde_fg12');
  });

  it('prefers the arXiv id and the DOI an entry also names', () => {
    expect(readOne(OPENREVIEW.replace('year={2025},', 'year={2025}, eprint={2501.00001}, archivePrefix={arXiv},')).id).toBe('2501.00001');
    expect(readOne(ACL.replace('pages =', 'doi = "10.18653/v1/2024.findings-acl.123",\n    pages =')).id).toBe(
      'doi:10.18653/v1/2024.findings-acl.123',
    );
  });

  it('still skips an entry whose link names no paper on those sites, and says where it looked', () => {
    const result = readReferences(
      '@misc{k, title = {A Group}, url = {https://openreview.net/group?id=ICLR.cc/2025/Conference}}\n@misc{j, title = {Blog}, url = {https://example.org/post}}',
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.papers).toEqual([]);
    const places = 'OpenReview, the ACL Anthology, PMLR, NeurIPS proceedings or Semantic Scholar';
    expect(result.skipped).toEqual([
      `Entry 1 (“A Group”) names no arXiv id, DOI or paper on ${places}.`,
      `Entry 2 (“Blog”) names no arXiv id, DOI or paper on ${places}.`,
    ]);
  });

  it('comes back as the same paper from our own BibTeX and RIS exports', () => {
    const saved = readOne(OPENREVIEW);
    for (const exported of [toBibtex([{ paper: saved }]), toRis([{ paper: saved }])]) {
      const again = readOne(exported);
      expect(again.id).toBe(saved.id);
      expect(again.absUrl).toBe(saved.absUrl);
    }
  });
});
