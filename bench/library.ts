/**
 * A saved library for benchmarks: `count` real papers (bench/papers.ts), each saved to the default collection with a
 * tag, and a note on one in ten.
 */

import { normalizePaperDraft } from '../lib/paper/normalize';
import type { SavedPaper } from '../lib/store/db';
import { benchPapers } from './papers';

export function benchLibrary(count: number): SavedPaper[] {
  return benchPapers(count).map((row, i) => {
    const normalized = normalizePaperDraft(
      {
        arxivId: row.id,
        title: row.title,
        authors: row.authors,
        abstract: row.abstract,
        categories: row.categories,
        published: '2026-05-27',
      },
      { site: 'bench', url: 'https://arxiv.org/', at: 0 },
    );
    if (!normalized.ok) throw new Error(normalized.error);
    return {
      paper: normalized.paper,
      record: {
        paperId: normalized.paper.id,
        collectionIds: ['rl-for-llm-agents'],
        savedAt: i,
        tags: ['agents'],
        note: i % 10 === 0 ? 'Read it.' : '',
        read: false,
      },
    };
  });
}
