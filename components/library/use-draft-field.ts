/**
 * A note or tags field of the library's detail pane, saved as the user types: after a pause, when the field loses
 * focus, when the pane shows another paper or closes, and when the page is hidden or closed; each keystroke kept in
 * localStorage until then (lib/library/drafts.ts), so nothing typed is lost.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { type DraftField, fieldPatch, forgetDraft, keepDraft } from '../../lib/library/drafts';
import { updateSaved } from '../../lib/library/queries';
import type { RadarDb } from '../../lib/store/db';

/** The pause after the last keystroke before the store is written. */
export const DRAFT_PAUSE_MS = 600;

export interface DraftFieldControl {
  /** Each keystroke. */
  input(value: string): void;
  /** The field's final value (its change event): written now. */
  commit(value: string): Promise<void>;
  /**
   * The stored value changed from elsewhere (a tag renamed across the library): the field shows it, unless the user is
   * typing in it or has something not yet written, which wins as it always did. True when the field took it.
   */
  follow(field: HTMLInputElement | HTMLTextAreaElement | null, value: string): boolean;
}

export function useDraftField(
  db: RadarDb,
  paperId: string,
  field: DraftField,
  stored: string,
  fail: (error: unknown) => void,
): DraftFieldControl {
  // One per paper and field: a write scheduled for one paper never carries another's text.
  const draft = useMemo(() => {
    let base = stored;
    let pending: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = async () => {
      clearTimeout(timer);
      const value = pending;
      if (value === undefined) return;
      pending = undefined;
      await updateSaved(db, paperId, fieldPatch(field, value));
      base = value;
      forgetDraft(localStorage, paperId, field, value);
    };
    return {
      flush,
      input(value: string) {
        pending = value;
        keepDraft(localStorage, { paperId, field, base, value });
        clearTimeout(timer);
        timer = setTimeout(() => void flush().catch(fail), DRAFT_PAUSE_MS);
      },
      commit(value: string) {
        pending = value;
        return flush();
      },
      follow(input: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
        if (!input || pending !== undefined || input.ownerDocument.activeElement === input || input.value === value) return false;
        input.value = value;
        base = value;
        return true;
      },
    };
    // `stored` is read once, as the paper is shown: later values are this field's own writes, or `follow`'s.
  }, [db, paperId, field]);

  useEffect(() => {
    const write = () => void draft.flush().catch(fail);
    const hidden = () => {
      if (document.visibilityState === 'hidden') write();
    };
    addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', hidden);
      write();
    };
  }, [draft]);

  return draft;
}
