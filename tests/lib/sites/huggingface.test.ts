// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { huggingface } from '../../../lib/sites/huggingface';
import { loadPage } from './load-page';

const doc = loadPage('<html><body><h1>GUI Agents with Reinforcement Learning</h1></body></html>');

describe('Hugging Face papers', () => {
  it('matches a paper’s page, not the daily list or other pages', () => {
    expect(huggingface.matches(new URL('https://huggingface.co/papers/2604.27955'))).toBe(true);
    expect(huggingface.matches(new URL('https://huggingface.co/papers'))).toBe(false);
    expect(huggingface.matches(new URL('https://huggingface.co/models/2604.27955'))).toBe(false);
  });

  it('reads the arXiv id from the URL and the heading, and puts the save control under it', () => {
    const url = new URL('https://huggingface.co/papers/2604.27955');
    expect(huggingface.detect(doc, url)).toBe('paper');
    expect(huggingface.extract(doc, url)).toMatchObject({ arxivId: '2604.27955', title: 'GUI Agents with Reinforcement Learning' });
    expect(huggingface.titleElement?.(doc)?.textContent).toBe('GUI Agents with Reinforcement Learning');
  });

  it('is no paper page when the path names no arXiv paper', () => {
    expect(huggingface.detect(doc, new URL('https://huggingface.co/papers/trending'))).toBeNull();
  });
});
