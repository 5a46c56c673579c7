import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { CollectionSchema, LIMITS, type Paper, PaperDraftSchema, PaperSchema, SavedRecordSchema } from '../../../lib/paper/schema';

// What a backup or a sync copy may bring into the store: the schemas are the last check before a write.
const good: Paper = (() => {
  const result = normalizePaperDraft(
    { arxivId: '2604.27955v2', title: 'GUI Agents', authors: ['Junan Hu'], doi: '10.1145/3580305.3599256', published: '2026-04-30' },
    { site: 'arxiv-abs', url: 'https://arxiv.org/abs/2604.27955', at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.paper;
})();

const accepts = (paper: unknown) => PaperSchema.safeParse(paper).success;

describe('PaperSchema', () => {
  it('accepts every paper the normaliser makes', () => {
    expect(accepts(good)).toBe(true);
  });

  it('refuses links that are not http(s), so no javascript: or data: link reaches a page', () => {
    expect(accepts({ ...good, absUrl: 'javascript:alert(1)' })).toBe(false);
    expect(accepts({ ...good, pdfUrl: 'data:text/html,<script>x</script>' })).toBe(false);
    expect(accepts({ ...good, pdfUrl: `https://arxiv.org/${'a'.repeat(LIMITS.url)}` })).toBe(false);
  });

  it('refuses what no paper has: a blank id or title, a date that is not a day, a trust out of range', () => {
    expect(accepts({ ...good, id: '' })).toBe(false);
    expect(accepts({ ...good, title: '' })).toBe(false);
    expect(accepts({ ...good, published: '30/04/2026' })).toBe(false);
    expect(accepts({ ...good, trust: 4 })).toBe(false);
    expect(accepts({ ...good, version: 0 })).toBe(false);
    expect(accepts({ ...good, title: 'x'.repeat(LIMITS.title + 1) })).toBe(false);
  });
});

describe('PaperDraftSchema', () => {
  it('takes any subset of fields from a page, and refuses fields of the wrong kind', () => {
    expect(PaperDraftSchema.safeParse({}).success).toBe(true);
    expect(PaperDraftSchema.safeParse({ title: 'T', authors: ['A'] }).success).toBe(true);
    expect(PaperDraftSchema.safeParse({ authors: 'A' }).success).toBe(false);
    expect(PaperDraftSchema.safeParse({ title: 'x'.repeat(LIMITS.draftText * 2 + 1) }).success).toBe(false);
    expect(PaperDraftSchema.safeParse({ authors: ['A', 'x'.repeat(LIMITS.draftText * 2 + 1)] }).success).toBe(false);
  });
});

describe('SavedRecordSchema and CollectionSchema', () => {
  it('refuse a record without a paper and a collection without a name', () => {
    const record = { paperId: good.id, collectionIds: ['rl-for-llm-agents'], savedAt: 1, tags: [], note: '', read: false };
    expect(SavedRecordSchema.safeParse(record).success).toBe(true);
    expect(SavedRecordSchema.safeParse({ ...record, paperId: '' }).success).toBe(false);
    expect(SavedRecordSchema.safeParse({ ...record, read: 'yes' }).success).toBe(false);
    expect(CollectionSchema.safeParse({ id: 'c', name: 'Reading group', createdAt: 1 }).success).toBe(true);
    expect(CollectionSchema.safeParse({ id: 'c', name: '', createdAt: 1 }).success).toBe(false);
    expect(CollectionSchema.safeParse({ id: 'c', name: 'x'.repeat(201), createdAt: 1 }).success).toBe(false);
  });
});
