import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { addressLabel, keptTwin, samePaper, titleKey, twinsOf } from '../../../lib/paper/same-paper';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';

function paper(draft: PaperDraft, site = 'import'): Paper {
  const result = normalizePaperDraft(draft, { site, url: '', at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const TITLE = 'Turn-Level Credit Assignment for Multi-Turn LLM Agents';
const preprint = paper({ arxivId: '2604.11111', title: TITLE, authors: ['Ada Lovelace', 'Émile Noether'] });
const forum = paper({
  siteKey: 'openreview:AbCdE12345',
  title: 'Turn-level credit assignment for multi-turn {LLM} agents.',
  authors: ['Emile Noether'],
});
const acl = paper({ doi: '10.18653/v1/2026.acl-long.7', title: 'Something Else Entirely, At Length', authors: ['B. Carter'] });
const aclPreprint = paper({
  arxivId: '2601.22222',
  title: 'An earlier title of the ACL paper',
  authors: ['B. Carter'],
  doi: '10.18653/V1/2026.acl-long.7',
});

describe('titleKey', () => {
  it('reads two sites’ spellings of one title alike: case, accents, punctuation, TeX braces and spacing aside', () => {
    expect(titleKey('Turn-Level Credit  Assignment: {GRPO} für Agents')).toBe(titleKey('turn level credit assignment grpo fur agents.'));
  });

  it('gives no key to a title too short to tell papers apart', () => {
    expect(titleKey('Introduction')).toBeUndefined();
    expect(titleKey('Agents at scale')).toBeUndefined();
  });
});

describe('samePaper', () => {
  it('knows an arXiv preprint and its proceedings copy by their title and an author in common', () => {
    expect(samePaper(preprint, forum)).toBe(true);
  });

  it('knows two copies by one DOI, whatever their titles', () => {
    expect(samePaper(acl, aclPreprint)).toBe(true);
  });

  it('keeps two publications of one title and group apart when their DOIs differ (a conference paper, its journal version)', () => {
    const conference = paper({ doi: '10.1145/3600000.1', title: TITLE, authors: ['Ada Lovelace', 'Emile Noether'] });
    const journal = paper({ doi: '10.1613/jair.1.99999', title: TITLE, authors: ['Ada Lovelace', 'Emile Noether'] });
    expect(samePaper(conference, journal)).toBe(false);
    expect(samePaper(conference, preprint)).toBe(true);
  });

  it('does not join papers of one title by different people, nor a paper with itself', () => {
    const other = paper({ siteKey: 'openreview:ZzZzZ99999', title: TITLE, authors: ['Grace Hopper'] });
    expect(samePaper(preprint, other)).toBe(false);
    expect(samePaper(preprint, preprint)).toBe(false);
  });

  it('does not join two groups’ papers of one title that share only a common family name', () => {
    const title = 'Reinforcement Learning for Language Agents';
    const one = paper({ arxivId: '2604.55555', title, authors: ['Wei Wang', 'Jun Li', 'Min Zhao'] });
    const another = paper({ siteKey: 'openreview:WwWwW55555', title, authors: ['Hao Wang', 'Lei Chen'] });
    expect(samePaper(one, another)).toBe(false);
    // The same paper lists the same people, however each site writes their names.
    const itsBib = paper({ doi: '10.1234/rl-agents', title, authors: ['Wang, Wei', 'Li, Jun', 'Zhao, Min'] });
    expect(samePaper(one, itsBib)).toBe(true);
  });

  it('does not join by a placeholder title: a PDF saved before arXiv answered is titled by its id', () => {
    const pending = { ...paper({ arxivId: '2604.33333', title: 'arXiv:2604.33333' }), pending: true as const };
    const another = { ...paper({ arxivId: '2604.44444', title: 'arXiv:2604.33333' }), pending: true as const };
    expect(samePaper(pending, another)).toBe(false);
  });
});

describe('twinsOf', () => {
  it('lists each paper’s twins both ways, and papers without twins not at all', () => {
    const twins = twinsOf([preprint, forum, acl, aclPreprint, paper({ arxivId: '2605.00001', title: 'A paper of its own, alone' })]);
    expect(Object.fromEntries(twins)).toEqual({
      '2604.11111': ['openreview:AbCdE12345'],
      'openreview:AbCdE12345': ['2604.11111'],
      'doi:10.18653/v1/2026.acl-long.7': ['2601.22222'],
      '2601.22222': ['doi:10.18653/v1/2026.acl-long.7'],
    });
  });
});

describe('twinsOf with title keys kept between calls', () => {
  it('reads a title again once it has changed (arXiv’s new version retitled the paper)', () => {
    const keys = new Map();
    expect(twinsOf([preprint, forum], keys).size).toBe(2);
    const retitled = { ...preprint, title: 'A New Title for the Second Version' };
    expect(twinsOf([retitled, forum], keys).size).toBe(0);
    expect(twinsOf([preprint, forum], keys).size).toBe(2);
  });
});

describe('keptTwin', () => {
  it('keeps the arXiv copy, which the feed and the weekly check know, else the one in view', () => {
    expect(keptTwin(forum, preprint)).toEqual({ keep: preprint, drop: forum });
    expect(keptTwin(preprint, forum)).toEqual({ keep: preprint, drop: forum });
    expect(keptTwin(acl, forum)).toEqual({ keep: acl, drop: forum });
  });
});

describe('addressLabel', () => {
  it('names each copy by where it is saved from', () => {
    expect([preprint, forum, acl].map(addressLabel)).toEqual(['arXiv 2604.11111', 'OpenReview', 'DOI 10.18653/v1/2026.acl-long.7']);
    expect(addressLabel({ id: 'acl:2024.acl-long.1' })).toBe('the ACL Anthology');
    expect(addressLabel({ id: 'constructor:x' })).toBe('constructor:x');
  });
});
