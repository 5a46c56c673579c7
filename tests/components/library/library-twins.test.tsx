// @vitest-environment happy-dom
/** The library's merge of a paper saved twice, as the page drives it: one merge per click, however fast the clicks. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRequest } from '../../../lib/messaging/client';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { PaperDraft } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { mountLibrary } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn() }));

const root = document.createElement('div');
let db: RadarDb | undefined;
afterEach(async () => {
  act(() => render(null, root));
  await db?.delete();
  vi.mocked(sendRequest).mockReset();
});

function saved(draft: PaperDraft, site: string) {
  const result = normalizePaperDraft(draft, { site, url: 'https://example.org/', at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const TITLE = 'Turn-Level Credit Assignment for Multi-Turn LLM Agents';
const AUTHORS = ['Ada Lovelace', 'Emile Noether'];

describe('merging a paper saved twice', () => {
  it('sends one merge for two quick clicks, and says it merged, not that the copy was gone', async () => {
    db = new RadarDb(`library-twins-${Math.random()}`);
    await db.open();
    await savePaper(db, saved({ arxivId: '2604.11111', title: TITLE, authors: AUTHORS }, 'arxiv-abs'), { now: 1 });
    await savePaper(db, saved({ siteKey: 'openreview:AbCdE12345', title: TITLE, authors: AUTHORS }, 'openreview'), { now: 2 });
    let answer: (() => void) | undefined;
    vi.mocked(sendRequest).mockImplementation(
      (request) =>
        new Promise((resolve) => {
          const keepId = request.type === 'library/merge' ? request.keepId : '';
          answer = () => resolve({ ok: true, data: { keepId, merged: true } } as never);
        }),
    );
    await mountLibrary(db, root);
    const merge = await vi.waitFor(() => {
      const button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Merge into one');
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    act(() => merge.click());
    act(() => merge.click());
    expect(vi.mocked(sendRequest).mock.calls.map(([request]) => request)).toEqual([
      { type: 'library/merge', keepId: '2604.11111', dropId: 'openreview:AbCdE12345' },
    ]);
    await act(async () => answer?.());
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('Merged into one paper'));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('');
  });
});
