/** J and K on a listing: the focus from one topic mark to the next. */
import { MARK_CLASS } from './mark-styles';

/** Focuses the next (or previous) visible mark after the focused one, or after the top of the viewport. */
export function focusNextMark(doc: Document, step: 1 | -1): void {
  const marks = [...doc.querySelectorAll<HTMLElement>(`.${MARK_CLASS}`)].filter((mark) => mark.getClientRects().length > 0);
  if (marks.length === 0) return;
  const current = marks.indexOf(doc.activeElement as HTMLElement);
  let index: number;
  if (current >= 0) index = current + step;
  else if (step === 1) index = marks.findIndex((mark) => mark.getBoundingClientRect().top >= 0);
  else index = marks.findLastIndex((mark) => mark.getBoundingClientRect().top < 0);
  const target = marks[Math.max(0, Math.min(marks.length - 1, index < 0 ? (step === 1 ? marks.length - 1 : 0) : index))];
  target?.focus({ preventScroll: true });
  target?.scrollIntoView({ block: 'center' });
}
