/**
 * BibTeX as the places researchers copy it from write an arXiv preprint: arXiv's own export, Google Scholar, Semantic
 * Scholar and DBLP. Each names the paper's arXiv id somewhere else, and the last two name arXiv as a journal.
 */
import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { publicationOf } from '../../../lib/export/item';
import { readOne } from './read-one';

const TITLE = 'Tree of Thoughts: Deliberate Problem Solving with Large Language Models';

const ARXIV = `@misc{yao2023treethoughts,
      title={Tree of Thoughts: Deliberate Problem Solving with Large Language Models},
      author={Shunyu Yao and Dian Yu and Jeffrey Zhao},
      year={2023},
      eprint={2305.10601},
      archivePrefix={arXiv},
      primaryClass={cs.CL},
      url={https://arxiv.org/abs/2305.10601},
}`;

const GOOGLE_SCHOLAR = `@article{yao2023tree,
  title={Tree of thoughts: Deliberate problem solving with large language models},
  author={Yao, Shunyu and Yu, Dian and Zhao, Jeffrey},
  journal={arXiv preprint arXiv:2305.10601},
  year={2023}
}`;

const SEMANTIC_SCHOLAR = `@article{Yao2023TreeOT,
  title={Tree of Thoughts: Deliberate Problem Solving with Large Language Models},
  author={Shunyu Yao and Dian Yu and Jeffrey Zhao},
  journal={ArXiv},
  year={2023},
  volume={abs/2305.10601},
  url={https://api.semanticscholar.org/CorpusID:258762525}
}`;

const DBLP = `@article{DBLP:journals/corr/abs-2305-10601,
  author       = {Shunyu Yao and
                  Dian Yu and
                  Jeffrey Zhao},
  title        = {Tree of Thoughts: Deliberate Problem Solving with Large Language Models},
  journal      = {CoRR},
  volume       = {abs/2305.10601},
  year         = {2023},
  url          = {https://doi.org/10.48550/arXiv.2305.10601},
  doi          = {10.48550/ARXIV.2305.10601},
  eprinttype    = {arXiv},
  eprint       = {2305.10601},
  biburl       = {https://dblp.org/rec/journals/corr/abs-2305-10601.bib},
  bibsource    = {dblp computer science bibliography, https://dblp.org}
}`;

/** DBLP's older records: the CoRR volume alone names the paper. */
const DBLP_VOLUME_ONLY = `@article{DBLP:journals/corr/SchulmanWDRK17,
  author    = {John Schulman and Filip Wolski},
  title     = {Proximal Policy Optimization Algorithms},
  journal   = {CoRR},
  volume    = {abs/1707.06347},
  year      = {2017}
}`;

describe('BibTeX of an arXiv preprint, as the places researchers copy it from write it', () => {
  it.each([
    ['arXiv', ARXIV],
    ['Google Scholar', GOOGLE_SCHOLAR],
    ['Semantic Scholar', SEMANTIC_SCHOLAR],
    ['DBLP', DBLP],
  ])('%s: the arXiv preprint it names, not a paper published in a journal called arXiv', (_source, bib) => {
    const paper = readOne(bib);
    expect(paper?.id).toBe('2305.10601');
    expect(paper?.title.toLowerCase()).toBe(TITLE.toLowerCase());
    expect(paper?.authors).toEqual(['Shunyu Yao', 'Dian Yu', 'Jeffrey Zhao']);
    expect(paper?.journalRef).toBeUndefined();
    // Exported again, it is arXiv's @misc, not an @article in the journal "CoRR".
    expect(paper && publicationOf(paper)).toBeUndefined();
    expect(toBibtex([{ paper: paper as NonNullable<typeof paper> }])).toMatch(/^@misc\{/);
  });

  it('Google Scholar’s RIS: the preprint named in the journal', () => {
    const ris = [
      'TY  - JOUR',
      `T1  - ${TITLE}`,
      'A1  - Yao, Shunyu',
      'JO  - arXiv preprint arXiv:2305.10601',
      'Y1  - 2023',
      'ER  - ',
      '',
    ].join('\n');
    expect(readOne(ris)?.id).toBe('2305.10601');
  });

  it('DBLP’s older records: the CoRR volume names the paper', () => {
    const paper = readOne(DBLP_VOLUME_ONLY);
    expect(paper?.id).toBe('1707.06347');
    expect(paper?.journalRef).toBeUndefined();
  });

  it('a real journal stays the paper’s venue, and a volume like abs/… elsewhere names no arXiv paper', () => {
    const bib = `@article{x, title = {A}, author = {B, C}, journal = {Journal of Imaginary Results}, volume = {abs/2305.10601}, year = {2023}, doi = {10.1234/jir.1}}`;
    const paper = readOne(bib);
    expect(paper?.id).toBe('doi:10.1234/jir.1');
    expect(paper?.journalRef).toBe('Journal of Imaginary Results');
  });
});
