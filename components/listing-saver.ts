/**
 * Listing and search pages: a compact toggle on every entry, already-saved ones marked. Entries are decorated in
 * batches that yield to the page between them, so a 2,000-entry listing never blocks it.
 */
import { sendRequest } from '../lib/messaging-client';
import type { ListingEntry } from '../lib/sites/types';
import { createListingToggle, type ListingToggle } from './listing-toggle';
import { type MountListing, save } from './page-saver';

/** Entries decorated per task: small enough that no task comes near 50 ms. */
const BATCH = 150;

async function savedOf(paperIds: string[]): Promise<Set<string>> {
  const reply = await sendRequest({ type: 'paper/status', paperIds });
  return new Set(reply.ok ? reply.data.saved : []);
}

/** Decorates a listing in batches that yield to the page between them. */
export const mountListing: MountListing = (detector, url, signal) => {
  const entries = detector.entries?.(document, url) ?? [];
  const toggles = new Map<string, { toggle: ListingToggle; saved: boolean; busy: boolean }[]>();
  let savedIds = new Set<string>();

  async function toggleEntry(entry: ListingEntry, state: { toggle: ListingToggle; saved: boolean; busy: boolean }) {
    if (state.busy) return;
    state.busy = true;
    const target = !state.saved;
    state.toggle.render(state.saved, true);
    const reply = target ? await save(entry.draft(), detector.id, url.href) : await sendRequest({ type: 'paper/unsave', paperId: entry.paperId });
    state.busy = false;
    // The background's broadcast may have arrived first; set the state the click asked for either way.
    if (reply.ok) setSaved([entry.paperId], target);
    else state.toggle.render(state.saved);
  }

  function setSaved(paperIds: string[], saved: boolean) {
    for (const id of paperIds) {
      if (saved) savedIds.add(id);
      else savedIds.delete(id);
      for (const state of toggles.get(id) ?? []) {
        state.saved = saved;
        if (!state.busy) state.toggle.render(saved);
      }
    }
  }

  function decorate(from: number) {
    if (signal.aborted) return;
    for (const entry of entries.slice(from, from + BATCH)) {
      const state = { toggle: undefined as unknown as ListingToggle, saved: savedIds.has(entry.paperId), busy: false };
      state.toggle = createListingToggle(document, entry.title, () => void toggleEntry(entry, state));
      state.toggle.render(state.saved);
      entry.anchor.append(state.toggle.host);
      const list = toggles.get(entry.paperId) ?? [];
      list.push(state);
      toggles.set(entry.paperId, list);
    }
    if (from + BATCH < entries.length) setTimeout(() => decorate(from + BATCH), 0);
  }

  decorate(0);
  void savedOf(entries.map((entry) => entry.paperId)).then((ids) => {
    savedIds = ids;
    setSaved([...ids], true);
  });
  return {
    update: setSaved,
    remove() {
      for (const states of toggles.values()) for (const state of states) state.toggle.host.remove();
    },
  };
};
