import { describe, expect, it } from 'vitest';
import { parseVenue, publishedMark } from '../../../lib/paper/venue';

describe('parseVenue', () => {
  it.each([
    ['ICLR 2026', { name: 'ICLR 2026', year: 2026, kind: 'conference' }],
    ['Published as a conference paper at NeurIPS 2025', { name: 'NeurIPS 2025', year: 2025, kind: 'conference' }],
    ['Advances in Neural Information Processing Systems 36 (NIPS 2023)', { name: 'NeurIPS 2023', year: 2023, kind: 'conference' }],
    ['neurips 2024 (spotlight)', { name: 'NeurIPS 2024', year: 2024, kind: 'conference' }],
    ['Proceedings of the AAAI Conference on Artificial Intelligence, 38(12)', { name: 'AAAI', year: undefined, kind: 'conference' }],
    [
      'Accepted at the ICML 2025 Workshop on Computer Use Agents',
      { name: 'ICML 2025 Workshop on Computer Use Agents', year: 2025, kind: 'conference' },
    ],
    [
      'Findings of the Association for Computational Linguistics: EMNLP 2025',
      { name: 'Findings of the Association for Computational Linguistics: EMNLP 2025', year: 2025, kind: 'conference' },
    ],
    // A page's year given to its workshop (lib/sites/citation.ts): the entry's year carries it, not the name.
    ['ICML Workshop on Computer Use Agents, 2025', { name: 'ICML Workshop on Computer Use Agents', year: 2025, kind: 'conference' }],
    ['ICML Workshop on Computer Use Agents, 2025.', { name: 'ICML Workshop on Computer Use Agents', year: 2025, kind: 'conference' }],
    ['Transactions on Machine Learning Research, 2026', { name: 'Transactions on Machine Learning Research', year: 2026, kind: 'journal' }],
    ['Nature 626, 123-130 (2024)', { name: 'Nature', year: 2024, kind: 'journal' }],
    [
      'IEEE Transactions on Pattern Analysis and Machine Intelligence (2025)',
      { name: 'IEEE Transactions on Pattern Analysis and Machine Intelligence', year: 2025, kind: 'journal' },
    ],
    ['Journal of Machine Learning Research 25 (2024) 1-40', { name: 'Journal of Machine Learning Research', year: 2024, kind: 'journal' }],
    // Pages that look like years are not the year: the one in parentheses is.
    [
      'Journal of Machine Learning Research 25 (2024) 2001-2040',
      { name: 'Journal of Machine Learning Research', year: 2024, kind: 'journal' },
    ],
    [
      'Accepted for publication in the Journal of Artificial Intelligence Research',
      { name: 'Journal of Artificial Intelligence Research', year: undefined, kind: 'journal' },
    ],
    [
      'To appear in Proceedings of the 2025 Symposium on Agents, 2025',
      { name: 'Proceedings of the 2025 Symposium on Agents', year: 2025, kind: 'conference' },
    ],
    // Words that only look like acronyms (CHI, WWW) in another case are not those conferences.
    ['Journal of Chi-square Methods 12 (2023)', { name: 'Journal of Chi-square Methods', year: 2023, kind: 'journal' }],
    ['Published at www.example.org, 2024', { name: 'www.example.org', year: 2024, kind: 'journal' }],
    ['CHI 2025', { name: 'CHI 2025', year: 2025, kind: 'conference' }],
    // NeurIPS's proceedings, as its pages tag them (citation_journal_title) and its BibTeX names them (booktitle).
    [
      'Advances in Neural Information Processing Systems, 2023',
      { name: 'Advances in Neural Information Processing Systems', year: 2023, kind: 'conference' },
    ],
    // A year inside the name's parentheses (ACL Anthology workshops) stays whole, not "… (SemEval-".
    [
      'Proceedings of the 17th International Workshop on Semantic Evaluation (SemEval-2023)',
      { name: 'Proceedings of the 17th International Workshop on Semantic Evaluation (SemEval-2023)', year: 2023, kind: 'conference' },
    ],
    [
      'Proceedings of the 5th Workshop on NLP for Conversational AI (NLP4ConvAI 2023), 2023',
      { name: 'Proceedings of the 5th Workshop on NLP for Conversational AI (NLP4ConvAI 2023)', year: 2023, kind: 'conference' },
    ],
  ] as const)('reads %j', (journalRef, venue) => {
    expect(parseVenue(journalRef)).toEqual(venue.year === undefined ? { name: venue.name, year: undefined, kind: venue.kind } : venue);
  });

  it('folds whitespace and line breaks', () => {
    expect(parseVenue('  Nature\n 626,\t123-130 (2024) ')).toEqual({ name: 'Nature', year: 2024, kind: 'journal' });
  });

  it.each([undefined, '', '   ', '\n\t'])('gives no venue for %j', (journalRef) => {
    expect(parseVenue(journalRef)).toBeUndefined();
  });

  it('reads no venue in a journal that is arXiv itself (a paper stored from DBLP’s or Semantic Scholar’s BibTeX)', () => {
    for (const journal of ['CoRR', 'ArXiv', 'arXiv.org', ' arxiv ', 'arXiv preprint arXiv:2305.10601']) {
      expect(parseVenue(journal)).toBeUndefined();
      expect(publishedMark(journal, undefined)).toBeUndefined();
    }
    expect(parseVenue('CoRR Workshop on Agents 2026')?.name).toBe('CoRR Workshop on Agents');
  });

  it('keeps the whole text as the name when nothing else is left of it', () => {
    expect(parseVenue('2024')).toEqual({ name: '2024', year: 2024, kind: 'journal' });
  });
});

describe('publishedMark', () => {
  it('names the venue, shortened past 40 characters', () => {
    expect(publishedMark('ICLR 2026', undefined)).toBe('Published: ICLR 2026');
    expect(publishedMark('IEEE Transactions on Pattern Analysis and Machine Intelligence (2025)', '10.1109/x')).toBe(
      'Published: IEEE Transactions on Pattern Analysis a…',
    );
  });

  it('says only "Published" with a DOI and no journal reference, and nothing with neither', () => {
    expect(publishedMark(undefined, '10.1145/3580305.3599256')).toBe('Published');
    expect(publishedMark('', '10.1145/3580305.3599256')).toBe('Published');
    expect(publishedMark(undefined, undefined)).toBeUndefined();
    expect(publishedMark('  ', undefined)).toBeUndefined();
  });
});
