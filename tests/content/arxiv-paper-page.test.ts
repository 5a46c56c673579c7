// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://arxiv.org/abs/2604.27955" }
/**
 * What the arXiv paper page's own script reads of a page (its heading, what the classifier reads) and how it saves: by
 * asking the background to read the page (`page/save`), with nothing of the page in the message. The paper's id is the
 * background's to read from the URL (page-boot.test.ts: no script where the URL names no paper). Its behaviour on load
 * (one control, the hand-over, the fallback) is tested with the detectors' in page-saver.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('saves by asking the background to read the page, sending nothing of it', async () => {
    const sendMessage = vi
      .spyOn(fakeBrowser.runtime, 'sendMessage')
      .mockImplementation((async () => ({ ok: true, data: { paperId: '2604.27955', created: true } })) as never);
    const reply = await arxivPaperPage(document, '/abs/2604.27955')?.save();
    expect(sendMessage).toHaveBeenCalledWith({ type: 'page/save' });
    expect(reply).toEqual({ ok: true, data: { paperId: '2604.27955', created: true } });
  });
});
