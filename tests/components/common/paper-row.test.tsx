// @vitest-environment happy-dom
/** A row's mark of what the weekly check keeps current ("v3", "Published: ICLR 2026", "Withdrawn"), in every list. */
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaperRow } from '../../../components/common/PaperRow';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';

function paper(draft: Partial<PaperDraft>, extra: Partial<Paper> = {}): Paper {
  const result = normalizePaperDraft(
    { arxivId: '2605.28143', title: 'SKILLC', authors: ['A B'], published: '2026-05-27', ...draft },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return { ...result.paper, ...extra };
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const mark = (shown: Paper, saved: boolean) => {
  render(<PaperRow paper={shown} saved={saved} />, root);
  return root.querySelector('.row-meta .status-mark');
};

describe('the row’s status mark', () => {
  it('shows the version, the venue or the withdrawal, saved or not (feed rows too), and nothing for a first preprint', () => {
    expect(mark(paper({}), true)).toBeNull();
    expect(mark(paper({ version: 1 }), false)).toBeNull();
    expect(mark(paper({ version: 3 }), true)?.textContent).toBe('v3');
    expect(mark(paper({ journalRef: 'Published as a conference paper at ICLR 2026' }), false)?.textContent).toBe('Published: ICLR 2026');
    const withdrawn = mark(paper({}, { withdrawn: true }), true);
    expect(withdrawn?.textContent).toBe('Withdrawn');
    expect(withdrawn?.className).toBe('status-mark withdrawn');
    expect(mark(paper({ version: 2 }), true)?.className).toBe('status-mark');
  });

  it('sits after the date, and renders a journal reference as text', () => {
    mark(paper({ journalRef: '<b>NeurIPS</b> 2025' }), true);
    expect([...(root.querySelector('.row-meta')?.children ?? [])].map((child) => child.className)).toEqual([
      'row-date',
      'status-mark',
      'row-authors',
      'row-saved',
    ]);
    expect(root.querySelector('b')).toBeNull();
  });
});
