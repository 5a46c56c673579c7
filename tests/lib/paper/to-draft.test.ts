import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { PaperDraft } from '../../../lib/paper/schema';
import { paperToDraft } from '../../../lib/paper/to-draft';

function stored(draft: PaperDraft) {
  const result = normalizePaperDraft(draft, { site: 'feed', url: 'https://arxiv.org/list/cs.AI/new', at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

// tests/lib/paper/normalize.test.ts checks that a draft normalises back to the same paper; these are the ids.
describe('paperToDraft (saving a feed row)', () => {
  it('names an arXiv paper by its id and the version the feed showed', () => {
    expect(paperToDraft(stored({ arxivId: '2604.27955v3', title: 'T' }))).toMatchObject({ arxivId: '2604.27955v3', title: 'T' });
    expect(paperToDraft(stored({ arxivId: '2604.27955', title: 'T' })).arxivId).toBe('2604.27955');
  });

  it('names a DOI paper by its DOI and a site paper by its key, never as an arXiv id', () => {
    const byDoi = paperToDraft(stored({ doi: '10.18653/v1/2024.acl-long.1', title: 'An ACL paper' }));
    expect(byDoi).toMatchObject({ doi: '10.18653/v1/2024.acl-long.1' });
    expect(byDoi).not.toHaveProperty('arxivId');
    expect(byDoi).not.toHaveProperty('siteKey');
    const bySite = paperToDraft(stored({ siteKey: 'openreview:VTF8yNQM66', title: 'A forum paper' }));
    expect(bySite).toMatchObject({ siteKey: 'openreview:VTF8yNQM66' });
    expect(bySite).not.toHaveProperty('arxivId');
  });
});
