// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://arxiv.org/abs/2604.27955" }
/**
 * What the arXiv paper page's own script reads of a page (its heading, what the classifier reads). Saving is the
 * background's: the control sends `page/act` with nothing of the page (page-saver.test.ts). The paper's id is the
 * background's to read from the URL (page-boot.test.ts: no script where the URL names no paper). Its behaviour on load
 * (one control, the hand-over, the fallback) is tested with the detectors' in page-saver.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { arxivPaperPage } from '../../content/arxiv-paper-page';
import { arxivAbs } from '../../lib/sites/arxiv-abs';

const ABS = readFileSync(resolve('tests/fixtures/pages/arxiv-abs-2604.27955.html'), 'utf8').replace(
  /^[\s\S]*?<html[^>]*>|<\/html>\s*$|<link [^>]*>/g,
  '',
);

beforeEach(() => {
  fakeBrowser.reset();
  document.documentElement.innerHTML = ABS;
});

describe('arxivPaperPage', () => {
  it('reads an abs page as the abs detector does, leaving the id to the background', () => {
    const page = arxivPaperPage(document, '/abs/2604.27955v1');
    expect(page?.paperId).toBeUndefined();
    expect(page?.markSite).toBe(arxivAbs.markSite);
    expect(page?.heading).toBe(arxivAbs.titleElement?.(document));
    expect(page?.entry).toEqual(arxivAbs.pageEntry?.(document));
    expect(page?.entry?.title).toBe('GUI Agents with Reinforcement Learning: Toward Digital Inhabitants');
  });

  it('sends the classifier the meta tag’s title where the page shows no heading', () => {
    document.querySelector('h1.title')?.remove();
    const page = arxivPaperPage(document, '/abs/2604.27955');
    expect(page?.entry?.title).toBe('GUI Agents with Reinforcement Learning: Toward Digital Inhabitants');
  });

  it('gives no control on an abs page without a title', () => {
    document.body.innerHTML = '<h1 class="title"><span class="descriptor">Title:</span> </h1>';
    document.head.innerHTML = '';
    expect(arxivPaperPage(document, '/abs/2604.27955')).toBeUndefined();
  });

  it('places an HTML paper’s control under its LaTeXML heading, with no verdict there', () => {
    document.body.innerHTML = '<article><h1 class="ltx_title ltx_title_document">A Paper</h1></article>';
    const page = arxivPaperPage(document, '/html/2604.27955v1/');
    expect(page?.heading).toBe(document.querySelector('h1.ltx_title_document'));
    expect(page?.markSite).toBeUndefined();
    document.body.innerHTML = '<article><h1>Not LaTeXML</h1></article>';
    expect(arxivPaperPage(document, '/html/2604.27955v1/')).toBeUndefined();
  });
});
