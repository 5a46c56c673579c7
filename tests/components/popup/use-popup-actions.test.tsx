// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupServices } from '../../../components/popup/popup-services';
import { usePopupActions } from '../../../components/popup/use-popup-actions';
import { normalizePaperDraft } from '../../../lib/paper/normalize';

const made = normalizePaperDraft({ arxivId: '2605.28143', title: 'SKILLC' }, { site: 'test', url: 'https://arxiv.org/', at: 0 });
if (!made.ok) throw new Error(made.error);
const paper = made.paper;

let root: HTMLElement;
let actions: ReturnType<typeof usePopupActions> | undefined;
const said: string[] = [];

function mount(services: Partial<PopupServices>) {
  function Harness() {
    actions = usePopupActions({
      loadServices: async () => services as PopupServices,
      savedSet: new Set(),
      say: (message) => said.push(message),
    });
    return null;
  }
  act(() => render(<Harness />, root));
  if (!actions) throw new Error('not mounted');
  return actions;
}

beforeEach(() => {
  root = document.createElement('div');
  said.length = 0;
});
afterEach(() => act(() => render(null, root)));

describe('marking a feed paper not relevant (X)', () => {
  it('says it is done, and offers undo, once it is stored; undo puts back what was said before (a save’s "relevant")', async () => {
    const undoDismiss = vi.fn(async (_paperId: string, _before: unknown) => undefined);
    const before = { paperId: '2605.28143', verdict: 'relevant', at: 1, text: 'SKILLC' };
    const popup = mount({ dismiss: async () => before, undoDismiss } as unknown as Partial<PopupServices>);
    await popup.dismiss(paper, { stays: false, list: 'the near misses' });
    expect(said).toEqual(['Marked not relevant: SKILLC. Press U to undo.']);
    await popup.undo();
    expect(undoDismiss).toHaveBeenCalledWith('2605.28143', before);
    // Back where the X was pressed: a near miss goes back to the near misses, not to the feed.
    expect(said.at(-1)).toBe('Undone: SKILLC is back in the near misses.');
  });

  it('on a saved paper, says it stays in the feed, and its undo does not say it came back', async () => {
    const popup = mount({ dismiss: async () => undefined, undoDismiss: async () => undefined } as unknown as Partial<PopupServices>);
    await popup.dismiss(paper, { stays: true, list: 'the feed' });
    expect(said).toEqual(['Marked not relevant: SKILLC. It stays in the feed while it is saved. Press U to undo.']);
    await popup.undo();
    expect(said.at(-1)).toBe('Undone: SKILLC is no longer marked not relevant.');
  });

  it('says in words when the store refuses it, and leaves nothing to undo', async () => {
    const undoDismiss = vi.fn(async (_paperId: string) => undefined);
    const popup = mount({
      dismiss: async () => {
        throw new Error('QuotaExceededError');
      },
      undoDismiss,
    } as unknown as Partial<PopupServices>);
    await popup.dismiss(paper, { stays: false, list: 'the feed' });
    expect(said).toEqual(['Could not mark SKILLC not relevant: QuotaExceededError']);
    await popup.undo();
    expect(undoDismiss).not.toHaveBeenCalled();
  });
});

describe('S S in the popup', () => {
  it('takes back the save the first S made, though the lists still show the paper unsaved', async () => {
    const sent: string[] = [];
    const send = async (request: { type: string }) => {
      sent.push(request.type);
      return { ok: true, data: { removed: true } };
    };
    const popup = mount({ send } as unknown as Partial<PopupServices>);
    await popup.toggleSave(paper);
    await popup.toggleSave(paper);
    expect(sent).toEqual(['paper/save', 'paper/unsave']);
    expect(said).toEqual(['Saved to RL for LLM Agents: SKILLC', 'Removed from RL for LLM Agents: SKILLC']);
  });

  it('once the lists are read again after the answer, what they show decides: a copy saved as another paper is saved again, not removed', async () => {
    const sent: string[] = [];
    const services = {
      send: async (request: { type: string }) => {
        sent.push(request.type);
        return { ok: true, data: { removed: true } };
      },
    } as unknown as PopupServices;
    let latest: ReturnType<typeof usePopupActions> | undefined;
    function Lists({ saved }: { saved: ReadonlySet<string> }) {
      latest = usePopupActions({ loadServices: async () => services, savedSet: saved, say: (message) => said.push(message) });
      return null;
    }
    act(() => render(<Lists saved={new Set()} />, root));
    await latest?.toggleSave(paper);
    // The lists read again: the background saved the paper as the one its copy was merged into.
    act(() => render(<Lists saved={new Set(['openreview:kept'])} />, root));
    expect(latest?.isSaved(paper.id)).toBe(false);
    await latest?.toggleSave(paper);
    expect(sent).toEqual(['paper/save', 'paper/save']);
  });

  it('U pressed before the save has answered undoes that save, not the step before it', async () => {
    const sent: string[] = [];
    let answer: () => void = () => undefined;
    const send = async (request: { type: string }) => {
      sent.push(request.type);
      if (request.type === 'paper/save') await new Promise<void>((resolve) => (answer = resolve));
      return { ok: true, data: { removed: true } };
    };
    const popup = mount({ send } as unknown as Partial<PopupServices>);
    const saving = popup.toggleSave(paper);
    const undoing = popup.undo();
    await vi.waitFor(() => expect(sent).toEqual(['paper/save']));
    answer();
    await Promise.all([saving, undoing]);
    expect(sent).toEqual(['paper/save', 'paper/unsave']);
    expect(said).toEqual(['Saved to RL for LLM Agents: SKILLC', 'Undone: SKILLC is no longer saved.']);
  });
});
