/**
 * Listing and search pages: a compact toggle on every entry, already-saved ones marked. Entries are read and
 * decorated in time-boxed slices that yield to the page between them, so a 2,000-entry listing never blocks it.
 * One delegated click listener serves every toggle.
 */

import { sendRequest } from '../lib/messaging/client';
import { MAX_ENTRY_TEXT, MAX_ENTRY_TITLE } from '../lib/messaging/limits';
import type { PageEntry } from '../lib/messaging/protocol';
import type { ListingEntry } from '../lib/sites/types';
import { MEASURE_DECORATE } from '../lib/timing/measure-names';
import { trackActivationKeys, usersClick } from './activation-keys';
import { fetchAbstractVerdicts } from './listing-abstracts';
import { createListingMarks } from './listing-marks';
import { clickLandedOn, installToggleStyles, renderToggle, TOGGLE_CLASS, toggleFactory } from './listing-toggle';
import { type MountListing, save } from './mounted';

/** Main-thread time one slice may take before it yields: well under the 50 ms of a long task. */
const SLICE_MS = 8;

/** What the classifier reads of an entry, cut to what the protocol takes (a page may show anything). */
function pageEntry(entry: ListingEntry, title: string): PageEntry {
  return {
    id: entry.paperId,
    title: title.slice(0, MAX_ENTRY_TITLE),
    // The authors ride along for the background; the classifier reads title and abstract.
    authors: entry.authors().slice(0, MAX_ENTRY_TEXT),
    abstract: entry.abstract()?.slice(0, MAX_ENTRY_TEXT),
  };
}

/** Decorates a listing in slices that yield to the page between them. */
/** The entries asked about that the answer neither marks nor left to their abstracts: out of the topic now. */
function judgedOut(ids: readonly string[], answer: { verdicts: readonly { id: string }[]; titleOnly: readonly string[] }): string[] {
  const kept = new Set([...answer.verdicts.map((verdict) => verdict.id), ...answer.titleOnly]);
  return ids.filter((id) => !kept.has(id));
}

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

  const markSite = detector.markSite;
  const newMarks = () =>
    createListingMarks(document, detector.listTop?.(document) ?? null, entriesById, signal, (paperId) => void toggle(paperId));
  // Replaced when the user turns the marks off and on again while the page is open (marksChanged).
  let marks = markSite ? newMarks() : undefined;
  const asked: Promise<readonly string[]>[] = [];
  /** Every entry asked about so far, as it was asked: marks turned on again ask for these again, reading no page. */
  const askedEntries: PageEntry[] = [];
  let allDecorated = false;

  /**
   * Asks which entries are saved and, where the site has marks, the topic's verdicts; returns the title-only ones.
   * `again` (the page is back from the back/forward cache): entries not saved now show so too, and marks turned off or
   * on meanwhile go or come.
   */
  async function ask(pageEntries: PageEntry[], again = false): Promise<readonly string[]> {
    const ids = pageEntries.map((entry) => entry.id);
    const notSaved = (saved: readonly string[]) => {
      if (!again) return [];
      const now = new Set(saved);
      return ids.filter((id) => !now.has(id));
    };
    if (!markSite || (!marks && !again)) {
      const reply = await sendRequest({ type: 'paper/status', paperIds: ids });
      if (!reply.ok || signal.aborted) return [];
      setSaved(reply.data.saved, true);
      setSaved(notSaved(reply.data.saved), false);
      return [];
    }
    const shown = marks;
    const reply = await sendRequest({ type: 'page/verdicts', site: markSite, entries: pageEntries });
    if (!reply.ok || signal.aborted) return [];
    setSaved(reply.data.saved, true);
    setSaved(notSaved(reply.data.saved), false);
    if (again && reply.data.marks !== (shown !== undefined)) {
      marksChanged(markSite, reply.data.marks);
      return [];
    }
    // The user may have turned marks off for this site (here, or on options.html since). The count waits for the whole
    // page.
    if (!reply.data.marks || !shown || shown.signal.aborted) return [];
    // Back from the cache, an entry judged out now loses its mark (the feed judged it meanwhile, the second opinion
    // too); one judged on its title alone waits for its abstract, which the pass after this reads again.
    shown.apply(reply.data.verdicts, again ? judgedOut(ids, reply.data) : []);
    if (allDecorated) shown.showSummary(entriesById.size);
    return reply.data.titleOnly;
  }

  /** Every entry has been asked about: listings without abstracts get their marks again from the abstracts. */
  async function afterLastAnswer() {
    // The marks asked for: turned off and on again meanwhile, the new ones have a reading of their own.
    const shown = marks;
    const titleOnly = [...new Set((await Promise.all(asked)).flat())];
    if (!markSite || !shown || shown !== marks || titleOnly.length === 0 || shown.signal.aborted) return;
    await fetchAbstractVerdicts(markSite, titleOnly, shown.signal, {
      apply: shown.apply,
      progress: (done, all) => shown.setStatus(done < all ? `Reading abstracts from arXiv… ${done} of ${all}` : ''),
      stopped: (reason) => shown.setStatus(`No more abstracts now: ${reason} The rest go by their titles.`),
      marksOff: () => shown.remove(),
    });
  }

  /**
   * Marks turned off on options.html go at once, and so does their reading of abstracts; turned on again, the entries
   * asked about so far are asked again (those still to come are asked as they are decorated).
   */
  function marksChanged(site: string, on: boolean) {
    if (site !== markSite || signal.aborted) return;
    marks?.remove();
    marks = undefined;
    if (!on) return;
    marks = newMarks();
    asked.length = 0;
    if (askedEntries.length > 0) asked.push(ask([...askedEntries]));
    if (allDecorated) void afterLastAnswer();
  }

  /**
   * Back from the back/forward cache, where nothing reached the page (and requests under way when it froze were
   * dropped): every entry asked about again; abstracts still missing are read again.
   */
  async function shownAgain() {
    if (signal.aborted || askedEntries.length === 0) return;
    const titleOnly = await ask([...askedEntries], true);
    if (titleOnly.length === 0) return;
    // This answer covers every entry asked about so far; those still to come are added when asked.
    asked.splice(0, asked.length, Promise.resolve(titleOnly));
    if (allDecorated) void afterLastAnswer();
  }

  /** The summary's line says why the last toggle flipped back; the next that works clears it. */
  let failed = false;
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
    // A toggle that only flips back says nothing: why it did goes on the summary's line (a tab left open across an
    // update of the extension is told to reload).
    if (!reply.ok) marks?.setStatus(`${target ? 'Not saved' : 'Not removed'}: ${reply.error.message}`);
    else if (failed) marks?.setStatus('');
    failed = !reply.ok;
  }

  trackActivationKeys(document);
  document.addEventListener(
    'click',
    (event) => {
      // The toggles are plain buttons in the page's DOM, where any of its scripts can click them: only the user's
      // own clicks (a real Enter or Space on a toggle included) act. The page can read each toggle's aria-pressed,
      // a bit per entry of whether it is saved: the accepted risk, as for the paper page's control.
      if (!event.isTrusted) return;
      const button = (event.target as Element | null)?.closest?.(`button.${TOGGLE_CLASS}`);
      const paperId = button && usersClick(event, button) && clickLandedOn(button, event) ? paperOf.get(button) : undefined;
      if (paperId) void toggle(paperId);
    },
    { signal },
  );

  let first = true;
  const unasked: PageEntry[] = [];

  function decorateSlice() {
    if (signal.aborted) return;
    const start = performance.now();
    let next = pending.next();
    for (; !next.done; next = pending.next()) {
      const entry = next.value;
      const title = entry.title();
      const button = createToggle(title, savedIds.has(entry.paperId));
      paperOf.set(button, entry.paperId);
      entry.anchor.append(button);
      entriesById.set(entry.paperId, entry);
      const same = buttonsById.get(entry.paperId);
      if (same) same.push(button);
      else buttonsById.set(entry.paperId, [button]);
      unasked.push(markSite ? pageEntry(entry, title) : { id: entry.paperId, title: '' });
      // The clock is read every few entries: reading it costs about as much as decorating one.
      if (unasked.length % 8 === 0 && performance.now() - start >= SLICE_MS) break;
    }
    // Each message to the background costs the page about a millisecond, so two in all: the first slice (the top of
    // the page, what the reader sees) at once, every other entry when the last slice is done.
    if (next.done) allDecorated = true;
    if (first || next.done) {
      first = false;
      if (unasked.length > 0) {
        const batch = unasked.splice(0);
        askedEntries.push(...batch);
        asked.push(ask(batch));
      }
      if (next.done) void afterLastAnswer();
    }
    performance.measure(MEASURE_DECORATE, { start, end: performance.now() });
    if (!next.done) setTimeout(decorateSlice, 0);
  }

  setTimeout(decorateSlice, 0);
  return {
    update: setSaved,
    marksChanged,
    shownAgain: () => void shownAgain(),
    remove() {
      for (const buttons of buttonsById.values()) for (const button of buttons) button.remove();
      style.remove();
      marks?.remove();
    },
  };
};
