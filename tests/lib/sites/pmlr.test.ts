// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pmlr } from '../../../lib/sites/pmlr';
import { loadPage } from './load-page';

const url = new URL('https://proceedings.mlr.press/v235/shani24a.html');
const head = '<meta name="citation_title" content="Multi-turn RLHF"><meta name="citation_abstract" content="Tag abstract">';

describe('PMLR', () => {
  it('matches paper pages of a volume, not the volume’s index or the PDFs', () => {
    expect(pmlr.matches(url)).toBe(true);
    expect(pmlr.matches(new URL('https://proceedings.mlr.press/v235/'))).toBe(false);
    expect(pmlr.matches(new URL('https://proceedings.mlr.press/v235/shani24a/shani24a.pdf'))).toBe(false);
  });

  it('keys the paper by volume and key, and reads the #abstract block', () => {
    const doc = loadPage(`<html><head>${head}</head><body><div id="abstract">Shown abstract</div></body></html>`);
    expect(pmlr.extract(doc, url)).toMatchObject({ title: 'Multi-turn RLHF', abstract: 'Shown abstract', siteKey: 'pmlr:v235/shani24a' });
  });

  it('keeps the tagged abstract when the block is missing, and takes no DOI from links', () => {
    const doc = loadPage(`<html><head>${head}</head><body><a href="https://doi.org/10.1145/1.2">cited</a></body></html>`);
    expect(pmlr.extract(doc, url)).toMatchObject({ abstract: 'Tag abstract', doi: undefined });
  });
});
