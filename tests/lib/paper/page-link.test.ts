import { describe, expect, it } from 'vitest';
import { paperPageUrl } from '../../../lib/paper/page-link';

describe('the page a saved paper opens on', () => {
  it('is its own page, else the page its site key names, else its DOI’s', () => {
    expect(paperPageUrl({ id: '2604.27955', absUrl: 'https://arxiv.org/abs/2604.27955' })).toBe('https://arxiv.org/abs/2604.27955');
    expect(paperPageUrl({ id: 'acl:2024.acl-long.1', absUrl: 'https://aclanthology.org/2024.acl-long.1/', doi: '10.18653/v1/x' })).toBe(
      'https://aclanthology.org/2024.acl-long.1/',
    );
    // Saved from its forum before the page was kept with it.
    expect(paperPageUrl({ id: 'openreview:VTF8yNQM66' })).toBe('https://openreview.net/forum?id=VTF8yNQM66');
    expect(paperPageUrl({ id: 'doi:10.1038/nature24270' })).toBe('https://doi.org/10.1038/nature24270');
    expect(paperPageUrl({ id: 'web:example.org/a', doi: '10.1234/a' })).toBe('https://doi.org/10.1234/a');
    expect(paperPageUrl({ id: 'web:example.org/a' })).toBeUndefined();
  });

  it('opens http(s) pages only', () => {
    expect(paperPageUrl({ id: 'web:example.org/a', absUrl: 'javascript:alert(1)' })).toBeUndefined();
  });
});
