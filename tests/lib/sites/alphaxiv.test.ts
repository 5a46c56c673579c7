// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { alphaxiv } from '../../../lib/sites/alphaxiv';
import { loadPage } from './load-page';

const empty = loadPage('<html><body><h1>GUI Agents</h1></body></html>');

describe('alphaXiv', () => {
  it('matches its abs, overview and pdf pages, with or without www', () => {
    for (const href of [
      'https://alphaxiv.org/abs/2604.27955',
      'https://www.alphaxiv.org/overview/2604.27955v1',
      'https://www.alphaxiv.org/pdf/2604.27955',
    ]) {
      expect(alphaxiv.matches(new URL(href)), href).toBe(true);
    }
    for (const href of ['https://www.alphaxiv.org/', 'https://www.alphaxiv.org/explore', 'https://alphaxiv.example/abs/2604.27955']) {
      expect(alphaxiv.matches(new URL(href)), href).toBe(false);
    }
  });

  it('is a paper page when its URL names an arXiv paper, whatever the app has rendered', () => {
    const url = new URL('https://www.alphaxiv.org/abs/2604.27955v1');
    expect(alphaxiv.detect(empty, url)).toBe('paper');
    expect(alphaxiv.extract(empty, url)).toMatchObject({ arxivId: '2604.27955', version: 1, title: 'GUI Agents' });
    expect(alphaxiv.detect(empty, new URL('https://www.alphaxiv.org/abs/not-an-id'))).toBeNull();
  });
});
