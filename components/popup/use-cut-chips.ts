import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

export interface CutChips {
  /** Chips cut off, wholly or partly, at the row's start and at its end. */
  before: number;
  after: number;
}

const NONE: CutChips = { before: 0, after: 0 };

/** The row's buttons not wholly inside its visible box, on each side. */
function measure(row: HTMLElement): CutChips {
  const box = row.getBoundingClientRect();
  let before = 0;
  let after = 0;
  for (const chip of row.querySelectorAll('button')) {
    const rect = chip.getBoundingClientRect();
    // A pixel of slack: sub-pixel widths put a whole chip's edge a fraction past the box's.
    if (rect.left < box.left - 1) before++;
    else if (rect.right > box.right + 1) after++;
  }
  return before === 0 && after === 0 ? NONE : { before, after };
}

/**
 * How many chips of a row that scrolls sideways are out of sight on each side, kept current as the row scrolls, is
 * resized (a narrower window) or gets other chips (`chips`, their labels and counts).
 */
export function useCutChips(row: RefObject<HTMLElement | null>, chips: string): CutChips {
  const [cut, setCut] = useState<CutChips>(NONE);
  useLayoutEffect(() => {
    const box = row.current;
    if (!box) return;
    const update = () => {
      const next = measure(box);
      setCut((last) => (last.before === next.before && last.after === next.after ? last : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [row, chips]);
  return cut;
}
