/**
 * Listing and search pages: a compact toggle on every entry, already-saved ones marked. Entries are decorated in
 * batches that yield to the page between them, so a 2,000-entry listing never blocks it; one delegated click
 * listener serves them all.
 */
import { sendRequest } from '../lib/messaging-client';
import type { ListingEntry } from '../lib/sites/types';
import { createToggle, installToggleStyles, renderToggle, TOGGLE_CLASS } from './listing-toggle';
import { MEASURE_DECORATE, type MountListing, save } from './page-saver';

/** Entries decorated per task: small enough that no task comes near 50 ms. */
const BATCH = 250;

async function savedOf(paperIds: string[]): Promise<Set<string>> {
  const reply = await sendRequest({ type: 'paper/status', paperIds });
  return new Set(reply.ok ? reply.data.saved : []);
}

/** Decorates a listing in batches that yield to the page between them. */
export const mountListing: MountListing = (detector, url, signal) => {
  const entries = detector.entries?.(document, url) ?? [];
  const byId = new Map<string, ListingEntry>(entries.map((entry) => [entry.paperId, entry]));
  const buttons: HTMLButtonElement[] = [];
  const busy = new Set<string>();
  const savedIds = new Set<string>();
  const style = installToggleStyles(document);

  function setSaved(paperIds: string[], saved: boolean) {
    for (const id of paperIds) {
      if (saved) savedIds.add(id);
      else savedIds.delete(id);
    }
    const changed = new Set(paperIds);
    for (const button of buttons) {
      const id = button.dataset.paperId ?? '';
      if (changed.has(id) && !busy.has(id)) renderToggle(button, saved);
    }
  }

  async function toggle(paperId: string) {
    const entry = byId.get(paperId);
    if (!entry || busy.has(paperId)) return;
    busy.add(paperId);
    const target = !savedIds.has(paperId);
    for (const button of buttons) if (button.dataset.paperId === paperId) renderToggle(button, !target, true);
    const reply = target ? await save(entry.draft(), detector.id, url.href) : await sendRequest({ type: 'paper/unsave', paperId });
    busy.delete(paperId);
    // The background's broadcast may have arrived first; set the state the click asked for either way.
    setSaved([paperId], reply.ok ? target : !target);
  }

  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.(`button.${TOGGLE_CLASS}`);
      if (button instanceof HTMLButtonElement && button.dataset.paperId) void toggle(button.dataset.paperId);
    },
    { signal },
  );

  function decorate(from: number) {
    if (signal.aborted) return;
    const start = performance.now();
    for (const entry of entries.slice(from, from + BATCH)) {
      const button = createToggle(document, entry.paperId, entry.title());
      renderToggle(button, savedIds.has(entry.paperId));
      entry.anchor.append(button);
      buttons.push(button);
    }
    performance.measure(MEASURE_DECORATE, { start, end: performance.now() });
    if (from + BATCH < entries.length) setTimeout(() => decorate(from + BATCH), 0);
  }

  setTimeout(() => decorate(0), 0);
  void savedOf(entries.map((entry) => entry.paperId)).then((ids) => setSaved([...ids], true));
  return {
    update: setSaved,
    remove() {
      for (const button of buttons) button.remove();
      style.remove();
    },
  };
};
