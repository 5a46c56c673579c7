/**
 * The topic marks on a listing: beside each entry in the topic a mark naming its strongest sub-topics, a fainter one
 * beside near misses, the reasons on hover and focus; above the list a summary ("7 of 412 in RL for LLM Agents"), a
 * toggle that shows only those entries, and J/K to move between marked entries. Only marked entries get new elements:
 * on a 2,000-entry listing that is a few dozen.
 *
 * The page's scripts can read the marks (the classifier's verdict on public papers, nothing of the user's) but not act
 * through them: the toggle and the keys answer only the user's own input (`isTrusted`).
 */
import type { PageVerdict } from '../lib/messaging/shapes';
import type { ListingEntry } from '../lib/sites/types';
import { MARKS_SHOWN, MEASURE_MARKS } from '../lib/timing/measure-names';
import { trackActivationKeys, usersClick } from './activation-keys';
import { clickLandedOn } from './listing-toggle';
import { focusNextMark } from './mark-moves';
import { HIDDEN_CLASS, installMarkStyles, MARK_CLASS, SUMMARY_CLASS, WHY_CLASS } from './mark-styles';
import { isTyping } from './typing';

const TOPIC = 'RL for LLM Agents';

export function markText(verdict: PageVerdict): string {
  const head = verdict.mark === 'in' ? TOPIC : 'Near miss';
  return verdict.tags.length > 0 ? `${head} · ${verdict.tags.join(', ')}` : head;
}

export function whyText(verdict: PageVerdict): string {
  const lead = verdict.mark === 'in' ? `In ${TOPIC}` : `Near ${TOPIC}, under its threshold`;
  return `${lead}. Why: ${verdict.reasons.join('; ')}.`;
}

export interface ListingMarks {
  /** Shows (or replaces) the marks of these entries' verdicts, and takes away those of the `unmarked` entries. */
  apply(verdicts: readonly PageVerdict[], unmarked?: readonly string[]): void;
  /** Every entry has been judged: the summary shows, with the page's count. */
  showSummary(total: number): void;
  /** A line of progress beside the summary ("Reading abstracts…"), or '' for none. */
  setStatus(text: string): void;
  /** Takes every mark, the summary and their keys away; what arrives later for them is dropped. */
  remove(): void;
  /** Aborted once these marks are removed (turned off) or the listing goes: work for them stops then. */
  readonly signal: AbortSignal;
}

/**
 * Marks for the entries of a listing (`entries`: every entry decorated so far, by paper id). `onSave` is S on a mark
 * J/K moved to: the entry's save toggle, pressed without leaving the keyboard.
 */
export function createListingMarks(
  doc: Document,
  listTop: Element | null,
  entries: ReadonlyMap<string, ListingEntry>,
  signal: AbortSignal,
  onSave?: (paperId: string) => void,
): ListingMarks {
  const style = installMarkStyles(doc);
  trackActivationKeys(doc);
  // Until the listing goes, or these marks do (turned off): their keys go with them.
  const own = new AbortController();
  signal.addEventListener('abort', () => own.abort(), { once: true, signal: own.signal });
  /** The verdicts of the marked entries: an entry judged and not here is out of the topic. */
  const verdicts = new Map<string, PageVerdict>();
  const marksById = new Map<string, HTMLElement[]>();
  const rowsById = new Map<string, Element[]>();
  let onlyInTopic = false;
  let summary: HTMLElement | undefined;
  let count: HTMLElement | undefined;
  let status: HTMLElement | undefined;
  let total = 0;
  let nextId = 0;

  /** Hides the entry's rows while only the topic's entries show; the rows hidden once are kept to show them again. */
  function hideRows(paperId: string) {
    const hide = onlyInTopic && verdicts.get(paperId)?.mark !== 'in';
    let rows = rowsById.get(paperId);
    if (!rows) {
      if (!hide) return;
      rows = entries.get(paperId)?.rows() ?? [];
      rowsById.set(paperId, rows);
    }
    for (const row of rows) row.classList.toggle(HIDDEN_CLASS, hide);
  }

  function unmark(paperId: string) {
    for (const element of marksById.get(paperId) ?? []) element.remove();
    marksById.delete(paperId);
  }

  function render(verdict: PageVerdict, entry: ListingEntry) {
    if (verdict.mark === 'out') return unmark(verdict.id);
    const [shown, shownWhy] = marksById.get(verdict.id) ?? [];
    if (shown && shownWhy) {
      // Judged again (its abstract arrived): the mark changes in place, so one the user moved to keeps focus.
      shown.dataset.mark = verdict.mark;
      shown.textContent = markText(verdict);
      shownWhy.textContent = whyText(verdict);
      return;
    }
    const mark = doc.createElement('span');
    mark.className = MARK_CLASS;
    mark.dataset.mark = verdict.mark;
    mark.tabIndex = 0;
    mark.textContent = markText(verdict);
    const why = doc.createElement('span');
    why.className = WHY_CLASS;
    why.id = `agent-rl-radar-why-${nextId++}`;
    why.setAttribute('role', 'tooltip');
    why.textContent = whyText(verdict);
    mark.setAttribute('aria-describedby', why.id);
    entry.anchor.append(mark, why);
    marksById.set(verdict.id, [mark, why]);
  }

  function updateCount() {
    if (!count) return;
    let inTopic = 0;
    for (const verdict of verdicts.values()) if (verdict.mark === 'in') inTopic++;
    count.textContent = `${inTopic} of ${total} in ${TOPIC}`;
  }

  function toggleOnly(button: HTMLButtonElement) {
    onlyInTopic = !onlyInTopic;
    button.setAttribute('aria-pressed', String(onlyInTopic));
    for (const paperId of entries.keys()) hideRows(paperId);
  }

  function buildSummary() {
    summary = doc.createElement('div');
    summary.className = SUMMARY_CLASS;
    summary.setAttribute('role', 'region');
    summary.setAttribute('aria-label', `${TOPIC} on this page`);
    count = doc.createElement('strong');
    count.setAttribute('role', 'status');
    const only = doc.createElement('button');
    only.type = 'button';
    only.textContent = 'Show only these';
    only.setAttribute('aria-pressed', 'false');
    only.addEventListener('click', (event) => {
      // The user's own click: not a key the page sent here by moving the focus, nor one on a label it wrapped round it.
      if (usersClick(event, only) && clickLandedOn(only, event)) toggleOnly(only);
    });
    const hint = doc.createElement('span');
    hint.append(doc.createElement('kbd'), ' / ', doc.createElement('kbd'), ' next / previous marked paper');
    const [next, previous] = hint.querySelectorAll('kbd');
    if (next) next.textContent = 'J';
    if (previous) previous.textContent = 'K';
    status = doc.createElement('span');
    status.className = 'status';
    summary.append(count, only, hint, status);
    if (listTop) listTop.before(summary);
    else doc.body.prepend(summary);
  }

  /**
   * Esc hides the reason that shows, the focused mark's or the one under the pointer (WCAG 1.4.13: content on hover or
   * focus can be dismissed without moving either), until the mark has neither focus nor the pointer (nor its reason).
   */
  function quietReason() {
    const shown = [
      doc.activeElement,
      doc.querySelector(`.${MARK_CLASS}:hover`),
      doc.querySelector(`.${WHY_CLASS}:hover`)?.previousElementSibling,
    ];
    // Both, when J/K focused one mark while the pointer rests on another.
    for (const mark of new Set(shown)) if (mark instanceof HTMLElement && mark.classList.contains(MARK_CLASS)) quiet(mark);
  }

  function quiet(mark: HTMLElement) {
    if (mark.dataset.quiet !== undefined) return;
    const why = mark.nextElementSibling as HTMLElement | null;
    mark.dataset.quiet = '';
    const back = new AbortController();
    const wake = () => {
      if (doc.activeElement === mark || mark.matches(':hover') || why?.matches(':hover')) return;
      delete mark.dataset.quiet;
      back.abort();
    };
    mark.addEventListener('blur', wake, { signal: back.signal });
    mark.addEventListener('mouseleave', wake, { signal: back.signal });
    why?.addEventListener('mouseleave', wake, { signal: back.signal });
  }

  doc.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted || event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') {
        quietReason();
        return;
      }
      // J, K and S as the popup reads them: by Shift alone (Caps Lock makes them "J" and "K"); Shift+J stays the page's.
      const key = event.shiftKey ? '' : event.key.toLowerCase();
      if (key === 's' && onSave) {
        // The key must have gone to the mark itself (the page's own listener, which runs first, can move the focus
        // onto one as the user types S elsewhere), and once per press: a held S would save, then un-save.
        const target = event.composedPath()[0];
        const focused = [...marksById].find(([, elements]) => elements[0] === target)?.[0];
        if (focused === undefined || event.repeat || isTyping(event)) return;
        event.preventDefault();
        onSave(focused);
        return;
      }
      if ((key !== 'j' && key !== 'k') || marksById.size === 0 || isTyping(event)) return;
      event.preventDefault();
      focusNextMark(doc, key === 'j' ? 1 : -1);
    },
    { signal: own.signal },
  );

  return {
    signal: own.signal,
    apply(list, unmarked = []) {
      // An answer that was on its way when the marks were turned off brings none back.
      if (own.signal.aborted) return;
      const start = performance.now();
      for (const verdict of list) {
        const entry = entries.get(verdict.id);
        if (!entry) continue;
        verdicts.set(verdict.id, verdict);
        render(verdict, entry);
        if (onlyInTopic) hideRows(verdict.id);
      }
      for (const paperId of unmarked) {
        if (!verdicts.delete(paperId)) continue;
        unmark(paperId);
        if (onlyInTopic) hideRows(paperId);
      }
      updateCount();
      performance.measure(MEASURE_MARKS, { start, end: performance.now() });
    },
    showSummary(entryCount) {
      if (own.signal.aborted) return;
      total = entryCount;
      if (!summary) {
        buildSummary();
        performance.mark(MARKS_SHOWN);
      }
      updateCount();
    },
    setStatus(text) {
      if (status) status.textContent = text;
    },
    remove() {
      own.abort();
      for (const elements of marksById.values()) for (const element of elements) element.remove();
      for (const rows of rowsById.values()) for (const row of rows) row.classList.remove(HIDDEN_CLASS);
      summary?.remove();
      style.remove();
    },
  };
}
