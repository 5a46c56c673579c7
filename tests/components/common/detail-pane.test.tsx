// @vitest-environment happy-dom
/** The detail pane's actions keep the keyboard focus when the selection moves to a paper without the focused link. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DetailPane } from '../../../components/common/DetailPane';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';

function paper(extra: Partial<Paper> = {}): Paper {
  const result = normalizePaperDraft(
    { arxivId: '2605.28143', title: 'SKILLC', authors: ['A B'], published: '2026-05-27' },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return { ...result.paper, ...extra };
}
/** An arXiv paper with every link; the same without a PDF; a DOI-only paper (no PDF, arXiv or Ask link). */
const full = paper();
const noPdf = paper({ id: '2605.28144', title: 'No PDF', pdfUrl: undefined });
const doiOnly = paper({
  id: 'doi:10.1145/3580305.3599256',
  title: 'DOI only',
  absUrl: undefined,
  pdfUrl: undefined,
  doi: '10.1145/3580305.3599256',
});

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

const show = (shown: Paper) =>
  act(() =>
    render(
      <DetailPane paper={shown} tags={[]} why={[]} saved={false} onToggleSave={() => undefined} onCopyBibtex={() => undefined} />,
      root,
    ),
  );
const link = (label: string) => [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === label) as HTMLElement;
const focused = () => document.activeElement?.textContent;

describe('the detail pane’s focus', () => {
  it('a focused link the next paper lacks hands the focus to the action before it, not to the page', () => {
    show(full);
    link('PDF').focus();
    show(noPdf);
    expect(document.activeElement).not.toBe(document.body);
    expect(focused()).toBe('Open paper');

    show(full);
    link('Ask').focus();
    show(doiOnly);
    expect(root.contains(document.activeElement)).toBe(true);
    expect(focused()).toBe('Open paper');
  });

  it('a focused link the next paper has too keeps the focus', () => {
    show(full);
    link('arXiv').focus();
    show(noPdf);
    expect(focused()).toBe('arXiv');
  });

  it('leaves the focus alone when it was not in the pane', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    show(full);
    outside.focus();
    show(doiOnly);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
