import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { toRis } from '../../../lib/export/ris';
import { readReferences, saveReferences } from '../../../lib/import/references';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, unsavePaper } from '../../../lib/store/db';

/** Shaped like Zotero's BibTeX export of an arXiv preprint, a journal article and a book. */
const ZOTERO_BIB = `
@misc{lin_skillc_2026,
	title = {{SKILLC}: {Learning} {Autonomous} {Skill} {Internalization} in {LLM} {Agents} via {Contrastive} {Credit} {Assignment}},
	shorttitle = {{SKILLC}},
	url = {http://arxiv.org/abs/2605.28143},
	doi = {10.48550/arXiv.2605.28143},
	abstract = {Skills 50\\% faster \\& cheaper.},
	urldate = {2026-05-28},
	publisher = {arXiv},
	author = {Lin, Hongxiang and Kuai, Zhirui and Müller, Jürgen},
	month = may,
	year = {2026},
	note = {arXiv:2605.28143 [cs]},
	keywords = {Computer Science - Machine Learning},
}

@article{schulman_ppo_2017,
	title = "Proximal Policy Optimization Algorithms",
	journal = {Journal of Imaginary Results},
	author = {Schulman, John and Wolski, Filip},
	year = 2017,
	doi = {10.1234/jir.2017.42},
}

@book{sutton_rl_2018,
	title = {Reinforcement Learning: An Introduction},
	author = {Sutton, Richard S. and Barto, Andrew G.},
	year = {2018},
}
`;

const ZOTERO_RIS = [
  'TY  - PREPRINT',
  'TI  - GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
  'AU  - Hu, Junan',
  'AU  - Liu, Jian',
  'AB  - A survey of RL for GUI agents.',
  'DA  - 2026/04/30/',
  'PY  - 2026',
  'DO  - 10.48550/arXiv.2604.27955',
  'UR  - http://arxiv.org/abs/2604.27955',
  'ER  - ',
  '',
  'TY  - BOOK',
  'TI  - A book with no identifier',
  'ER  - ',
].join('\r\n');

describe('readReferences', () => {
  it('reads a Zotero BibTeX export: arXiv preprints by id, articles by DOI, the rest skipped with a reason', () => {
    const result = readReferences(ZOTERO_BIB);
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('BibTeX');
    expect(result.papers.map((paper) => paper.id)).toEqual(['2605.28143', 'doi:10.1234/jir.2017.42']);
    expect(result.papers[0]).toMatchObject({
      title: 'SKILLC: Learning Autonomous Skill Internalization in LLM Agents via Contrastive Credit Assignment',
      authors: ['Hongxiang Lin', 'Zhirui Kuai', 'Jürgen Müller'],
      abstract: 'Skills 50% faster & cheaper.',
    });
    expect(result.papers[1]).toMatchObject({
      title: 'Proximal Policy Optimization Algorithms',
      authors: ['John Schulman', 'Filip Wolski'],
    });
    expect(result.skipped).toEqual([
      'Entry 3 (“Reinforcement Learning: An Introduction”) names no arXiv id, DOI or paper on OpenReview, the ACL Anthology, PMLR, NeurIPS proceedings or Semantic Scholar.',
    ]);
  });

  it('reads a Zotero RIS export', () => {
    const result = readReferences(ZOTERO_RIS);
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('RIS');
    expect(result.papers).toHaveLength(1);
    expect(result.papers[0]).toMatchObject({
      id: '2604.27955',
      authors: ['Junan Hu', 'Jian Liu'],
      abstract: 'A survey of RL for GUI agents.',
    });
    expect(result.skipped).toHaveLength(1);
  });

  it('reads back what our own BibTeX and RIS exports wrote', () => {
    const draft = {
      arxivId: '2605.28143',
      title: 'Credit {assignment} 100% & $cheap$ #1',
      authors: ['Hongxiang Lin', 'Ludwig van Beethoven'],
      published: '2026-05-27',
    };
    const made = normalizePaperDraft(draft, { site: 'test', url: 'https://arxiv.org/', at: 0 });
    if (!made.ok) throw new Error(made.error);
    for (const text of [toBibtex([{ paper: made.paper }]), toRis([{ paper: made.paper }])]) {
      const result = readReferences(text);
      if (!result.ok) throw new Error(result.error);
      expect(result.papers[0]).toMatchObject({ id: '2605.28143', title: made.paper.title, authors: made.paper.authors });
    }
  });

  it('reads back a title or abstract holding line separators or RIS look-alikes, which a backup may carry unfolded', () => {
    const made = normalizePaperDraft({ doi: '10.1000/xyz', title: 'x' }, { site: 'test', url: 'https://example.org/', at: 0 });
    if (!made.ok) throw new Error(made.error);
    // Backups are checked, not folded: these reach an export as they are.
    const unfolded = { ...made.paper, title: 'Deep\u2028Learning  - for\u2029agents', abstract: 'One.\nTY  - JOUR\nER  - \nTwo.' };
    for (const text of [toBibtex([{ paper: unfolded }]), toRis([{ paper: unfolded }])]) {
      const result = readReferences(text);
      if (!result.ok) throw new Error(result.error);
      expect(result.papers).toHaveLength(1);
      expect(result.papers[0]).toMatchObject({ id: 'doi:10.1000/xyz', title: 'Deep Learning - for agents' });
    }
    // Our BibTeX gives an article no abstract; RIS does.
    const ris = readReferences(toRis([{ paper: unfolded }]));
    expect(ris.ok && ris.papers[0]?.abstract).toBe('One. TY - JOUR ER - Two.');
  });

  it('reads a DOI as our BibTeX wrote it ($ percent-encoded) and as other tools escape it (\\_)', () => {
    const made = normalizePaperDraft({ doi: '10.1234/a$b_c', title: 'Dollar' }, { site: 'test', url: 'https://example.org/', at: 0 });
    if (!made.ok) throw new Error(made.error);
    const ours = readReferences(toBibtex([{ paper: made.paper }]));
    expect(ours.ok && ours.papers[0]?.id).toBe('doi:10.1234/a$b_c');
    const theirs = readReferences('@article{x, title = {Escaped}, doi = {10.1000/abc\\_def}}');
    if (!theirs.ok) throw new Error(theirs.error);
    expect(theirs.skipped).toEqual([]);
    expect(theirs.papers[0]?.id).toBe('doi:10.1000/abc_def');
  });

  it('reads a BibTeX file as BibTeX though an abstract in it holds a line like RIS’s TY', () => {
    const bib =
      '@misc{a, title = {A paper}, eprint = {2605.28143}, archivePrefix = {arXiv},\n abstract = {First line.\nTY  - JOUR\nmore.}}';
    const result = readReferences(bib);
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('BibTeX');
    expect(result.papers[0]).toMatchObject({ id: '2605.28143', title: 'A paper' });
  });

  it('reads back the venue of a published paper our BibTeX export wrote as @inproceedings (booktitle and year)', () => {
    const draft = {
      arxivId: '2605.28143',
      title: 'T',
      authors: ['A B'],
      published: '2026-05-27',
      journalRef: 'ICLR 2026',
      doi: '10.1234/x',
    };
    const made = normalizePaperDraft(draft, { site: 'test', url: 'https://arxiv.org/', at: 0 });
    if (!made.ok) throw new Error(made.error);
    const text = toBibtex([{ paper: made.paper }]);
    expect(text).toMatch(/^@inproceedings\{/);
    const result = readReferences(text);
    if (!result.ok) throw new Error(result.error);
    expect(result.papers[0]).toMatchObject({ id: '2605.28143', journalRef: 'ICLR 2026', doi: '10.1234/x' });
  });

  it('reads the venue of a RIS record, Zotero’s and our own export’s, so a published paper exports as published again', () => {
    const made = normalizePaperDraft(
      { arxivId: '2605.28143', title: 'T', authors: ['A B'], published: '2026-05-27', journalRef: 'ICLR 2026', doi: '10.1234/x' },
      { site: 'test', url: 'https://arxiv.org/', at: 0 },
    );
    if (!made.ok) throw new Error(made.error);
    const zotero = [
      'TY  - CPAPER',
      'TI  - Reflexion',
      'AU  - Shinn, Noah',
      'T2  - Advances in Neural Information Processing Systems',
      'PY  - 2023',
      'DO  - 10.5555/3666122',
      'ER  - ',
    ];
    const preprint = ['TY  - JOUR', 'TI  - P', 'JO  - arXiv preprint arXiv:2604.27955', 'PY  - 2026', 'ER  - '];
    const result = readReferences([toRis([{ paper: made.paper }]), zotero.join('\r\n'), preprint.join('\r\n')].join('\r\n'));
    if (!result.ok) throw new Error(result.error);
    expect(result.papers.map((paper) => paper.journalRef)).toEqual([
      'ICLR 2026',
      'Advances in Neural Information Processing Systems 2023',
      undefined,
    ]);
  });

  it('reads names as BibTeX does: TeX accents, braced names kept whole, "Last, Jr, First" turned round', () => {
    const result = readReferences(String.raw`@article{k,
      doi = {10.1234/names},
      title = {{\'E}tude de l'{\oe}uvre --- \emph{Quantenmechanik} f{\"u}r Stra\ss e ${"``now''"}},
      author = {Schr{\"o}dinger, Erwin and {Barnes and Noble} and van der Waals, J. D. and M\"{u}ller, J{\"u}rgen
        AND King, Jr., Martin Luther and {\v{C}}ech, Eduard and {Ben Ali, Ahmed and Sons} and others},
    }`);
    if (!result.ok) throw new Error(result.error);
    expect(result.papers[0]?.authors).toEqual([
      'Erwin Schrödinger',
      'Barnes and Noble',
      'J. D. van der Waals',
      'Jürgen Müller',
      'Martin Luther King Jr.',
      'Eduard Čech',
      'Ben Ali, Ahmed and Sons',
    ]);
    expect(result.papers[0]?.title).toBe("Étude de l'œuvre — Quantenmechanik für Straße “now”");
  });

  it('reports an entry cut off by the end of the file and one that is not BibTeX, and reads the others', () => {
    const result = readReferences(
      '@misc{a, eprint = {2605.28143}, title = {Kept}}\n@misc{b title}\n@misc{c, doi = {10.1234/x}, title = {Cut',
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.papers.map((paper) => paper.title)).toEqual(['Kept']);
    expect(result.skipped).toEqual(['Entry 2 is not valid BibTeX.', 'Entry 3 is cut off: the file ends inside it.']);
  });

  it.each([
    ['', /empty/],
    ['just some notes', /neither BibTeX, RIS nor CSL-JSON/],
    ['@misc{cut', /no complete BibTeX entry/],
  ])('refuses %j with a clear message', (text, message) => {
    const result = readReferences(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('refuses a file over 20 MB before reading it', () => {
    expect(readReferences('@misc{a,}', 21 * 1024 * 1024)).toEqual({
      ok: false,
      error: 'The file is 21 MB; reference files over 20 MB are refused.',
    });
  });

  it('keeps hostile text as text and drops javascript: links', () => {
    const result = readReferences(
      '@misc{x, title = {<img src=x onerror=alert(1)>}, url = {javascript:alert(1)}, eprint = {2605.28143}, archivePrefix = {arXiv}}',
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.papers[0]?.title).toBe('<img src=x onerror=alert(1)>');
    expect(result.papers[0]?.absUrl).toBe('https://arxiv.org/abs/2605.28143');
  });
});

describe('saveReferences', () => {
  let db: RadarDb;
  beforeEach(async () => {
    db = new RadarDb(`references-${Math.random()}`);
    await db.open();
  });
  afterEach(() => db.delete());

  it('saves every paper read, in one transaction: all or nothing', async () => {
    const result = readReferences(ZOTERO_BIB);
    if (!result.ok) throw new Error(result.error);
    expect(await saveReferences(db, result.papers)).toBe(2);
    expect((await db.saved.toArray()).map((record) => record.paperId).sort()).toEqual(['2605.28143', 'doi:10.1234/jir.2017.42']);
    expect(await saveReferences(db, result.papers)).toBe(0);

    const fresh = new RadarDb(`references-fresh-${Math.random()}`);
    await fresh.open();
    const broken = [...result.papers, { ...(result.papers[0] as Paper), id: undefined as unknown as string }];
    await expect(saveReferences(fresh, broken)).rejects.toThrow();
    expect(await fresh.saved.count()).toBe(0);
    await fresh.delete();
  });

  it('brings a paper removed within the hour back with its note, tags, key and lesson, as Undo does', async () => {
    const result = readReferences(ZOTERO_BIB);
    if (!result.ok) throw new Error(result.error);
    await saveReferences(db, result.papers, undefined, 1_000);
    await db.saved.update('2605.28143', { note: 'Compare with ArCHer.', tags: ['credit'], citeKey: 'lin2026skillc' });
    await unsavePaper(db, '2605.28143', 2_000);
    // What the background's removal keeps for Undo: the "relevant" the save had taught the feed, taken back.
    const lesson = { paperId: '2605.28143', verdict: 'relevant' as const, at: 1_500, text: 'SKILLC' };
    await db.removed.update('2605.28143', { feedback: lesson });
    expect(await saveReferences(db, result.papers, undefined, 3_000)).toBe(1);
    expect(await db.saved.get('2605.28143')).toMatchObject({ note: 'Compare with ArCHer.', tags: ['credit'], citeKey: 'lin2026skillc' });
    expect(await db.feedback.get('2605.28143')).toEqual(lesson);
  });
});
