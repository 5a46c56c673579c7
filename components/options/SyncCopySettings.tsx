import { useEffect, useRef, useState } from 'preact/hooks';
import { sendRequest } from '../../lib/messaging/client';
import type { RadarDb } from '../../lib/store/db';
import { onSyncCopyEnabledChanged, restoreSyncCopy, setSyncCopyEnabled, syncCopyEnabled, writeSyncCopy } from '../../lib/sync-copy/sync';

interface SyncCopySettingsProps {
  db: RadarDb;
  say(message: string): void;
  fail(error: unknown): void;
}

/** The copy of the saved list in the browser account: turning it on or off, and restoring from it. */
export function SyncCopySettings({ db, say, fail }: SyncCopySettingsProps) {
  const [on, setOn] = useState<boolean | undefined>(undefined);
  // The first read failed: the box is not left disabled for good, but shown as unknown until the user sets it.
  const [unread, setUnread] = useState(false);
  const [restoring, setRestoring] = useState(false);
  // Read by the click itself: a second click before the page re-renders must see the first.
  const inFlight = useRef(false);
  // Counts the switch's choices, so only the latest one speaks.
  const choices = useRef(0);
  useEffect(() => {
    void syncCopyEnabled().then(setOn, (error: unknown) => {
      setUnread(true);
      fail(
        `Whether the copy is on can’t be read: ${error instanceof Error ? error.message : String(error)}. Check or clear the box to set it.`,
      );
    });
    // Turned on or off in another window: this one shows it too.
    return onSyncCopyEnabledChanged(setOn);
  }, []);

  function choose(next: boolean) {
    // Turned on and off again at once, the first choice's copy ends last: its "copied" must not be said over "off".
    const mine = ++choices.current;
    setOn(next);
    void setSyncCopyEnabled(next).then(
      () =>
        Promise.resolve(next ? writeSyncCopy(db) : undefined).then(() => {
          if (mine === choices.current)
            say(next ? 'Saved. Your saved list is copied to your browser account.' : 'Saved. The copy is no longer updated.');
        }, fail),
      (error: unknown) => {
        // Not stored: the box shows the setting as it still is (unless another choice came after it).
        if (mine === choices.current) setOn(!next);
        fail(error);
      },
    );
  }

  function restore() {
    // One restore at a time: a second click would count the first one's papers as already here.
    if (inFlight.current) return;
    inFlight.current = true;
    setRestoring(true);
    restoreSyncCopy(db)
      .then((outcome) => {
        if (!outcome) return fail('Your browser account holds no copy of a saved list.');
        const left =
          outcome.omitted === 0
            ? ''
            : ` ${outcome.omitted} older paper${outcome.omitted === 1 ? '' : 's'} did not fit in the copy (the browser account holds a few thousand ids): import a JSON backup for them.`;
        // The copy holds ids alone: arXiv's API completes arXiv papers; a paper known by a DOI or a site's key keeps its
        // id for a title until it is saved again from its page.
        const others = outcome.restoredIds.filter((id) => id.includes(':')).length;
        const bare =
          others === 0
            ? ''
            : ` ${others} of them ${others === 1 ? 'is' : 'are'} not on arXiv and ${others === 1 ? 'shows' : 'show'} only ${others === 1 ? 'its' : 'their'} id until saved again from ${others === 1 ? 'its' : 'their'} page.`;
        say(
          `Restored ${outcome.restored} of ${outcome.inCopy} papers from your browser account; their details come from the arXiv API.${bare}${left}`,
        );
        void sendRequest({ type: 'paper/complete-pending' });
        // Written here, past the background: open pages and the toolbar button learn of them.
        void sendRequest({ type: 'library/saved', paperIds: outcome.restoredIds });
      }, fail)
      .finally(() => {
        inFlight.current = false;
        setRestoring(false);
      });
  }

  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={on === true}
          disabled={on === undefined && !unread}
          indeterminate={on === undefined && unread}
          aria-describedby="sync-copy-hint"
          onChange={(event) => choose((event.currentTarget as HTMLInputElement).checked)}
        />
        Copy the saved list to my browser account (ids and collections)
      </label>
      <p class="hint" id="sync-copy-hint">
        Another browser signed in to the same account can then restore your saved list; each browser merges its own list into the copy.
        Notes, tags and the papers' details stay on this machine.
      </p>
      <button type="button" onClick={restore} aria-disabled={restoring} aria-busy={restoring}>
        Restore from my browser account
      </button>
    </>
  );
}
