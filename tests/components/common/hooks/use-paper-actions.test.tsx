// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PaperActions, type PaperActionWords, usePaperActions } from '../../../../components/common/hooks/use-paper-actions';
import type { sendRequest } from '../../../../lib/messaging/client';
import { normalizePaperDraft } from '../../../../lib/paper/normalize';
import type { Paper } from '../../../../lib/paper/schema';
import { radarDb, savePaper } from '../../../../lib/store/db';

const WORDS: PaperActionWords = {
  removed: (paper) => `removed ${paper.title}`,
  restored: (paper) => `restored ${paper.title}`,
  notRestored: (paper) => `not restored ${paper.title}`,
  copied: (paper) => `copied ${paper.title}`,
  notCopied: (message) => `not copied: ${message}`,
};
const paper = { id: '2605.28143', title: 'SKILLC' } as Paper;

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) act(() => render(null, root as HTMLElement));
});

/** The hook, with a background that answers every request with `reply`, and what it said. */
function mount(reply: (request: { type: string }) => unknown) {
  const said: string[] = [];
  const send = vi.fn(async (request: { type: string }) => reply(request)) as unknown as typeof sendRequest;
  let actions: PaperActions | undefined;
  function Harness() {
    actions = usePaperActions({ send, say: (message) => said.push(message), fail: (message) => said.push(`! ${message}`), words: WORDS });
    return null;
  }
  root = document.createElement('div');
  act(() => render(<Harness />, root as HTMLElement));
  if (!actions) throw new Error('not mounted');
  return { actions, said, send: vi.mocked(send) };
}

describe('usePaperActions', () => {
  it('removes a paper and U brings it back, once', async () => {
    const { actions, said, send } = mount((request) => ({
      ok: true,
      data: { removed: true, restored: request.type === 'paper/undo-unsave' },
    }));
    await actions.undo();
    await actions.remove(paper);
    await actions.undo();
    await actions.undo();
    expect(send.mock.calls.map(([request]) => request)).toEqual([
      { type: 'paper/unsave', paperId: paper.id },
      { type: 'paper/undo-unsave', paperId: paper.id },
    ]);
    expect(said).toEqual(['Nothing to undo.', 'removed SKILLC', 'restored SKILLC', 'Nothing to undo.']);
  });

  it('says nothing of a paper that was no longer saved (a second S before the list caught up), and leaves nothing to undo', async () => {
    const { actions, said } = mount(() => ({ ok: true, data: { removed: false } }));
    expect(await actions.remove(paper)).toBe(false);
    await actions.undo();
    expect(said).toEqual(['Nothing to undo.']);
  });

  it('reports a refused removal and leaves nothing to undo', async () => {
    const { actions, said } = mount(() => ({ ok: false, error: { code: 'failed', message: 'no background' } }));
    await actions.remove(paper);
    await actions.undo();
    expect(said).toEqual(['! no background', 'Nothing to undo.']);
  });

  it('copies a saved paper’s BibTeX with its tags and the key it keeps from then on, and without the user’s note', async () => {
    const made = normalizePaperDraft(
      { arxivId: '2605.28143', title: 'SKILLC: Skills', authors: ['Hongxiang Lin'], published: '2026-05-27' },
      { site: 'test', url: 'https://arxiv.org/', at: 0 },
    );
    if (!made.ok) throw new Error(made.error);
    const db = radarDb();
    await db.open();
    await savePaper(db, made.paper);
    await db.saved.update(made.paper.id, { note: 'Weak baseline, reviewer 2', tags: ['to-cite'] });
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const { actions, said } = mount(() => ({ ok: true, data: {} }));
    await actions.copyBibtex(made.paper);
    expect(said).toEqual(['copied SKILLC: Skills']);
    expect(copied[0]).toMatch(/^@misc\{lin2026skillc,\n/);
    expect(copied[0]).toContain('\n  keywords = {to-cite},');
    expect(copied[0]).not.toContain('annote');
    expect(copied[0]).not.toContain('reviewer 2');
    expect((await db.saved.get(made.paper.id))?.citeKey).toBe('lin2026skillc');
    await db.delete();
  });

  it('copies the BibTeX of several papers at once, in the order given, each with the key it keeps', async () => {
    const made = ['2605.28143', '2604.27955'].map((arxivId, i) => {
      const result = normalizePaperDraft(
        { arxivId, title: ['SKILLC: Skills', 'GUI Agents'][i], authors: ['Hongxiang Lin'], published: '2026-05-27' },
        { site: 'test', url: 'https://arxiv.org/', at: 0 },
      );
      if (!result.ok) throw new Error(result.error);
      return result.paper;
    });
    const db = radarDb();
    await db.open();
    for (const each of made) await savePaper(db, each);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const { actions, said } = mount(() => ({ ok: true, data: {} }));
    await actions.copyBibtexOfAll([made[1], made[0]] as Paper[]);
    expect(said).toEqual(['Copied the BibTeX of 2 papers.']);
    expect([...(copied[0] ?? '').matchAll(/^@misc\{(\w+),$/gm)].map((match) => match[1])).toEqual(['lin2026gui', 'lin2026skillc']);
    expect((await db.saved.get('2604.27955'))?.citeKey).toBe('lin2026gui');
    await db.delete();
  });

  it('undoes the step a page remembered last', async () => {
    const { actions, said } = mount(() => ({ ok: true, data: { removed: true } }));
    await actions.remove(paper);
    actions.remember(async () => {
      said.push('dismissal undone');
    });
    await actions.undo();
    await actions.undo();
    expect(said).toEqual(['removed SKILLC', 'dismissal undone', 'Nothing to undo.']);
  });
});
