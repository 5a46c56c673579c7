// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { neurips } from '../../../lib/sites/neurips';
import { loadPage } from './load-page';

const HASH = '1b44b878bb782e6954cd888628510e90';
const url = new URL(`https://proceedings.neurips.cc/paper_files/paper/2023/hash/${HASH}-Abstract-Conference.html`);
const head = '<meta name="citation_title" content="Reflexion"><meta name="citation_abstract" content="Tag abstract">';

describe('NeurIPS proceedings', () => {
  it('matches abstract pages on both hosts, not the PDFs or the year’s index', () => {
    expect(neurips.matches(url)).toBe(true);
    expect(neurips.matches(new URL(`https://papers.nips.cc/paper_files/paper/2022/hash/${HASH}-Abstract-Conference.html`))).toBe(true);
    expect(neurips.matches(new URL(`https://proceedings.neurips.cc/paper_files/paper/2023/file/${HASH}-Paper-Conference.pdf`))).toBe(false);
    expect(neurips.matches(new URL('https://proceedings.neurips.cc/paper_files/paper/2023'))).toBe(false);
  });

  it('keys the paper by its hash and reads the paragraph after the Abstract heading', () => {
    const doc = loadPage(
      `<html><head>${head}</head><body><h4>Reflexion</h4><h4>Abstract</h4><div>Authors</div><p>Shown abstract</p></body></html>`,
    );
    expect(neurips.extract(doc, url)).toMatchObject({ title: 'Reflexion', abstract: 'Shown abstract', siteKey: `neurips:${HASH}` });
  });

  it('keeps the tagged abstract when the page shows none', () => {
    const doc = loadPage(`<html><head>${head}</head><body><h4>Reflexion</h4></body></html>`);
    expect(neurips.extract(doc, url)?.abstract).toBe('Tag abstract');
  });

  it('reads the abstract the pages nest in <p><p>, which a browser parses as an empty paragraph first', () => {
    const doc = loadPage(`<html><head>${head}</head><body><h4>Abstract</h4><p><p>Nested abstract</p></p></body></html>`);
    expect(neurips.extract(doc, url)?.abstract).toBe('Nested abstract');
  });
});
