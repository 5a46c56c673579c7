import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAtom } from '../../../lib/arxiv/atom';
import { entryToDraft } from '../../../lib/arxiv/to-draft';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { atomFeed } from '../../fixtures/atom/feed-builder';

const DIR = fileURLToPath(new URL('../../fixtures/arxiv-api', import.meta.url));
const NOW = Date.UTC(2026, 10, 30);
const recorded = readdirSync(DIR).filter((file) => file.endsWith('.json'));
const load = (prefix: string) => {
  const file = recorded.find((name) => name.startsWith(prefix));
  if (!file) throw new Error(`no fixture ${prefix}`);
  return JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as { url: string; status_code: number; body: string };
};

describe('parseAtom over every real recorded API answer', () => {
  it.each(recorded)('%s parses to papers or to the error it is', (file) => {
    const { body, status_code } = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as { body: string; status_code: number };
    const result = parseAtom(body, NOW);
    if (status_code === 400) {
      expect(result).toMatchObject({ ok: false, error: { kind: 'api-error' } });
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.feed.skipped).toEqual([]);
    for (const entry of result.feed.entries) {
      expect(entry.title).not.toMatch(/\n| {2}/);
      expect(entry.abstract).not.toMatch(/\n| {2}/);
      expect(entry.authors.length).toBeGreaterThan(0);
      expect(normalizePaperDraft(entryToDraft(entry), { site: 'feed', url: 'https://export.arxiv.org/api/query', at: 0 }).ok).toBe(true);
    }
  });

  it('reads an old-style paper with affiliations and journal ref', () => {
    const result = parseAtom(load('id_astro-ph_0601001').body, NOW);
    if (!result.ok) throw new Error(result.error.message);
    const [entry] = result.feed.entries;
    expect(entry?.arxiv).toEqual({ id: 'astro-ph/0601001', version: 1 });
    expect(entry?.title).toBe(
      'Frequency of Hot Jupiters and Very Hot Jupiters from the OGLE-III Transit Surveys Toward the Galactic Bulge and Carina',
    );
    expect(entry?.authors.some((author) => author.affiliations.length > 0)).toBe(true);
    expect(entry?.journalRef).toBeTruthy();
    expect(entry?.primaryCategory).toBe('astro-ph');
    expect(entry?.pdfUrl).toBe('https://arxiv.org/pdf/astro-ph/0601001v1');
    expect(entry?.abstract).toContain('Gould & Morgan (2003)');
  });

  it('reads paged search results with totals and DOIs', () => {
    const result = parseAtom(load('q_testing_s10_m10').body, NOW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.feed.startIndex).toBe(10);
    expect(result.feed.itemsPerPage).toBe(10);
    expect(result.feed.totalResults).toBeGreaterThan(100);
    expect(result.feed.entries).toHaveLength(10);
    expect(result.feed.entries.some((entry) => entry.doi)).toBe(true);
  });

  it('reads an unknown id as an empty result, not an error', () => {
    const result = parseAtom(load('id_0000.0000').body, NOW);
    expect(result).toMatchObject({ ok: true, feed: { totalResults: 0, entries: [] } });
  });

  it('reads a real paper titled "Error" as a paper, not as arXiv refusing the query', () => {
    const body = atomFeed([
      {
        id: '2605.00042',
        title: 'Error',
        abstract: 'On errors.',
        authors: ['A'],
        categories: ['cs.LG'],
        published: '2026-05-01T00:00:00Z',
      },
    ]);
    const result = parseAtom(body, NOW);
    expect(result.ok && result.feed.entries.map((entry) => entry.arxiv.id)).toEqual(['2605.00042']);
  });

  it('recognises the HTTP-400 error feed as an error, though its totalResults is 1', () => {
    const result = parseAtom(load('id_abc').body, NOW);
    expect(result).toEqual({ ok: false, error: { kind: 'api-error', message: 'arXiv refused the query: incorrect id format for abc.' } });
  });
});

describe('parseAtom on bad input', () => {
  const good = load('q_testing_s0_m10').body;

  it.each([
    ['a mismatched close tag', (xml: string) => xml.replace('</title>', '</summary>')],
    ['an unclosed element', (xml: string) => xml.replace('</entry>', '')],
    ['a bare "<" in text', (xml: string) => xml.replace('<summary>', '<summary>x < y ')],
    ['an entity XML does not define', (xml: string) => xml.replace('<summary>', '<summary>&nbsp;')],
    ['a second root element', (xml: string) => xml.replace(/<feed /, '<meta/><feed ')],
  ])('refuses an answer with %s as not well-formed, keeping none of its papers', (_, breakIt) => {
    expect(parseAtom(breakIt(good.trim()), NOW)).toMatchObject({ ok: false, error: { kind: 'not-atom' } });
  });

  it('refuses an HTML error page, malformed XML and a truncated answer', () => {
    expect(parseAtom('<!DOCTYPE html><html><body><h1>503 Service Unavailable</h1></body></html>', NOW)).toMatchObject({
      ok: false,
      error: { kind: 'not-atom' },
    });
    expect(parseAtom(good.slice(0, good.length / 2), NOW)).toMatchObject({ ok: false, error: { kind: 'truncated' } });
    expect(parseAtom('', NOW)).toMatchObject({ ok: false, error: { kind: 'not-atom' } });
  });

  it('refuses an answer that does not say how many papers match, or says it in other than a count', () => {
    const without = good.replace(/<opensearch:totalResults[^>]*>\d+<\/opensearch:totalResults>/, '');
    expect(without).not.toContain('totalResults');
    const garbled = good.replace(/(<opensearch:totalResults[^>]*>)\d+/, '$1many');
    for (const answer of [without, garbled]) {
      expect(parseAtom(answer, NOW)).toEqual({
        ok: false,
        error: { kind: 'not-atom', message: 'arXiv’s answer does not say how many papers match.' },
      });
    }
  });

  it('decodes entities exactly once', () => {
    const feed = readFileSync('tests/fixtures/atom/broken-entries.xml', 'utf8').replace(
      'Turn-Level Credit\n      Assignment for   Multi-Turn LLM Agents',
      'Writing &amp;lt;b&amp;gt; &amp; &#x3B1;-RL',
    );
    const result = parseAtom(feed, NOW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.feed.entries[0]?.title).toBe('Writing &lt;b&gt; & α-RL');
  });

  it('skips entries without id or title, with absurd dates, and repeats, saying why', () => {
    const feed = readFileSync('tests/fixtures/atom/broken-entries.xml', 'utf8');
    const result = parseAtom(feed, NOW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.feed.entries.map((entry) => entry.arxiv.id)).toEqual(['2605.01234']);
    expect(result.feed.skipped.map((skip) => skip.reason)).toEqual([
      'no id',
      '2605.02222: no title',
      '2605.03333: implausible date "1970-01-01T00:00:00Z"',
      '2605.04444: implausible date "2099-05-01T00:00:00Z"',
      '2605.01234: repeated',
    ]);
  });
});
