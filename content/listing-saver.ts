/**
 * Listing and search pages: a compact toggle on every entry, already-saved ones marked. Entries are read and
 * decorated in time-boxed slices that yield to the page between them, so a 2,000-entry listing never blocks it.
 * One delegated click listener serves every toggle.
 */

import { sendRequest } from '../lib/messaging/client';
import type { ListingEntry } from '../lib/sites/types';
import { MEASURE_DECORATE } from '../lib/timing/measure-names';
import { installToggleStyles, renderToggle, TOGGLE_CLASS, toggleFactory } from './listing-toggle';
import { type MountListing, save } from './page-saver';

/** Main-thread time one slice may take before it yields: well under the 50 ms of a long task. */
const SLICE_MS = 8;

/** Decorates a listing in slices that yield to the page between them. */
export const mountListing: MountListing = (detector, url, signal) => {
  const pending = (detector.entries?.(document, url) ?? [])[Symbol.iterator]();
  const entriesById = new Map<string, ListingEntry>();
  const buttonsById = new Map<string, HTMLButtonElement[]>();
  // Which paper a toggle is for, without writing it into the page as an attribute: one DOM write less per entry.
  const paperOf = new WeakMap<Element, string>();
  const busy = new Set<string>();
  const savedIds = new Set<string>();
  const style = installToggleStyles(document);
  const createToggle = toggleFactory(document);

  function setSaved(paperIds: Iterable<string>, saved: boolean) {
    for (const id of paperIds) {
      if (saved) savedIds.add(id);
      else savedIds.delete(id);
      if (busy.has(id)) continue;
      for (const button of buttonsById.get(id) ?? []) renderToggle(button, saved);
    }
  }

  async function markSaved(paperIds: string[]) {
    const reply = await sendRequest({ type: 'paper/status', paperIds });
    if (reply.ok && !signal.aborted) setSaved(reply.data.saved, true);
  }

  async function toggle(paperId: string) {
    const entry = entriesById.get(paperId);
    if (!entry || busy.has(paperId)) return;
    busy.add(paperId);
    const target = !savedIds.has(paperId);
    for (const button of buttonsById.get(paperId) ?? []) renderToggle(button, !target, true);
    const reply = target ? await save(entry.draft(), detector.id, url.href) : await sendRequest({ type: 'paper/unsave', paperId });
    busy.delete(paperId);
    // The background's broadcast may have arrived first; set the state the click asked for either way.
    setSaved([paperId], reply.ok ? target : !target);
  }

  document.addEventListener(
    'click',
    (event) => {
      // The toggles are plain buttons in the page's DOM, where any of its scripts can click them: only the user's
      // own clicks (a real Enter or Space on a toggle included) act. The page can read each toggle's aria-pressed,
      // a bit per entry of whether it is saved: the accepted risk, as for the paper page's control.
      if (!event.isTrusted) return;
      const button = (event.target as Element | null)?.closest?.(`button.${TOGGLE_CLASS}`);
      const paperId = button ? paperOf.get(button) : undefined;
      if (paperId) void toggle(paperId);
    },
    { signal },
  );

  let first = true;
  const unasked: string[] = [];

  function decorateSlice() {
    if (signal.aborted) return;
    const start = performance.now();
    const sliceIds: string[] = [];
    let next = pending.next();
    for (; !next.done; next = pending.next()) {
      const entry = next.value;
      const button = createToggle(entry.title(), savedIds.has(entry.paperId));
      paperOf.set(button, entry.paperId);
      entry.anchor.append(button);
      entriesById.set(entry.paperId, entry);
      const same = buttonsById.get(entry.paperId);
      if (same) same.push(button);
      else buttonsById.set(entry.paperId, [button]);
      sliceIds.push(entry.paperId);
      // The clock is read every few entries: reading it costs about as much as decorating one.
      if (sliceIds.length % 8 === 0 && performance.now() - start >= SLICE_MS) break;
    }
    // Each message to the background costs the page about a millisecond, so two in all: the first slice (the top of
    // the page, what the reader sees) at once, every other entry when the last slice is done.
    unasked.push(...sliceIds);
    if (first || next.done) {
      first = false;
      if (unasked.length > 0) void markSaved(unasked.splice(0));
    }
    performance.measure(MEASURE_DECORATE, { start, end: performance.now() });
    if (!next.done) setTimeout(decorateSlice, 0);
  }

  setTimeout(decorateSlice, 0);
  return {
    update: setSaved,
    remove() {
      for (const buttons of buttonsById.values()) for (const button of buttons) button.remove();
      style.remove();
    },
  };
};
