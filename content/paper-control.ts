/**
 * The save control of a paper page. Only the button is placed at once, so it shows in the first frame. On the page the
 * background injected the script into (`handOver`), the background then hands over whether the paper is saved and the
 * topic's verdict, from what the script returned: no message, no listener, no extension API touched while the page
 * loads. Elsewhere (an app page the script re-mounts on after a navigation) the control asks when the page is idle.
 *
 * A class, not one closure holding every handler: loading compiles only what it runs (the constructor); what a click
 * or a late answer runs is compiled when it happens. In a CPU profile of abs-page loads the constructor's own time is
 * about half the closure's (0.5 against 0.95 ms a load, profiler included); in the trace the gain is within its noise.
 */

import { sendRequest } from '../lib/messaging/client';
import { MAX_ENTRY_TEXT, MAX_ENTRY_TITLE } from '../lib/messaging/limits';
import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import type { PageStateEvent, PageVerdict } from '../lib/messaging/shapes';
import type { Mounted, PaperPage } from './mounted';
import { createSaveButton, type SaveButton } from './save-button';

/** The page a URL shows: a fragment only scrolls within it (arXiv HTML's table of contents). */
const pageOf = (href: string) => href.split('#')[0];

/** How long a paper page waits for the background to hand its state over before asking itself. */
const DELIVERY_WAIT_MS = 3000;

/** How long Undo stays offered after a removal. */
const UNDO_MS = 10_000;

/** Runs `work` when the page is idle (after its first frame), or within a second at the latest. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 50);
}

export class PaperControl implements Mounted {
  /** What the background needs to hand the page its state (only on the page the background injected into). */
  readonly handshake: PaperPageHandshake | undefined;
  /** The id the background stores the paper under: from the URL when it says (arXiv, OpenReview), else from the save. */
  private paperId: string | undefined;
  private saved = false;
  private busy = false;
  private removed = false;
  private undoTimer: ReturnType<typeof setTimeout> | undefined;
  private waiting: ReturnType<typeof setTimeout> | undefined;
  private readonly control: SaveButton;

  /** `remount` re-detects from the current URL: the control calls it when the app has moved on under it. */
  constructor(
    private readonly page: PaperPage,
    private readonly url: URL,
    private readonly remount: () => Mounted | undefined,
    handOver: boolean,
  ) {
    this.paperId = page.paperId;
    const title = page.titleElement();
    this.control = createSaveButton(document, { onToggle: () => void this.toggle(), onUndo: () => void this.undo() }, title === null);
    if (title) title.after(this.control.host);
    else document.body.append(this.control.host);
    const { paperId } = this;
    const entry = handOver ? this.pageEntry() : undefined;
    this.handshake =
      handOver && paperId ? { paperId, site: page.markSite, title: entry?.title ?? '', abstract: entry?.abstract ?? '' } : undefined;
    // The background answers within milliseconds: ask only if it has not answered in time.
    const askLater = () => void this.refresh();
    if (this.handshake === undefined) whenIdle(askLater);
    else this.waiting = setTimeout(askLater, DELIVERY_WAIT_MS);
  }

  deliver(state: PageStateEvent): void {
    if (this.removed || state.paperId !== this.paperId) return;
    clearTimeout(this.waiting);
    if (!this.busy) this.saved = state.saved;
    this.showVerdict(state.verdicts[0]);
    if (!this.busy) this.render();
  }

  activate(): void {
    void this.toggle();
  }

  update(paperIds: string[], isSaved: boolean): void {
    if (!this.paperId || !paperIds.includes(this.paperId) || this.busy || this.saved === isSaved) return;
    this.saved = isSaved;
    this.render();
  }

  remove(): void {
    this.removed = true;
    clearTimeout(this.undoTimer);
    clearTimeout(this.waiting);
    this.control.host.remove();
  }

  private render(message?: string, showUndo = false): void {
    this.control.render(this.busy ? 'saving' : this.saved ? 'saved' : 'unsaved', message, showUndo);
  }

  /** What the classifier reads of the page, cut to what the protocol takes; only where marks can show. */
  private pageEntry(): { title: string; abstract: string } | undefined {
    const entry = this.paperId && this.page.markSite ? this.page.entry?.() : undefined;
    return entry && { title: entry.title.slice(0, MAX_ENTRY_TITLE), abstract: entry.abstract.slice(0, MAX_ENTRY_TEXT) };
  }

  private showVerdict(verdict: PageVerdict | undefined): void {
    if (verdict && !this.removed) this.control.showVerdict(verdict);
  }

  private async toggle(): Promise<void> {
    if (this.busy) return; // a second click while the first is on its way does nothing
    if (pageOf(location.href) !== pageOf(this.url.href)) {
      // The app showed another paper before our re-mount ran (where there is no Navigation API, the location watcher
      // polls the URL): acting now would save this control's paper under the new page's title. The control for the
      // page shown takes over; a "Save" click saves that paper, but a click on "Saved" removes nothing — it meant
      // the old paper, and whether the new one is saved is not known yet.
      const next = this.remount();
      if (!this.saved) next?.activate?.();
      return;
    }
    // The live region comes with the first click, not with the page: loading then costs nothing for it, and it is in
    // the page before the message it will announce (the answer comes after a round trip to the background).
    this.control.addFeedback();
    this.busy = true;
    this.render();
    let message: string;
    let showUndo = false;
    if (this.saved && this.paperId) {
      const reply = await sendRequest({ type: 'paper/unsave', paperId: this.paperId });
      if (reply.ok) this.saved = false;
      showUndo = reply.ok;
      message = reply.ok ? 'Removed from RL for LLM Agents.' : reply.error.message;
    } else {
      const reply = await this.page.save();
      if (reply.ok) {
        this.saved = true;
        this.paperId = reply.data.paperId;
      }
      message = reply.ok ? 'Saved to RL for LLM Agents.' : reply.error.message;
    }
    this.busy = false;
    this.render(message, showUndo);
    clearTimeout(this.undoTimer);
    if (showUndo) this.undoTimer = setTimeout(() => this.render('', false), UNDO_MS);
  }

  private async undo(): Promise<void> {
    const { paperId } = this;
    if (!paperId || this.busy) return;
    this.busy = true;
    this.render();
    const reply = await sendRequest({ type: 'paper/undo-unsave', paperId });
    this.busy = false;
    if (reply.ok && reply.data.restored) this.saved = true;
    this.render(reply.ok && reply.data.restored ? 'Saved again, with your notes and tags.' : 'Could not undo: the paper is gone.');
  }

  /** Asks the background what the page was not handed: whether the paper is saved, and the topic's verdict. */
  private async refresh(): Promise<void> {
    const { page, paperId } = this;
    if (this.removed || this.busy) return;
    const entry = this.pageEntry();
    if (paperId && page.markSite && entry) {
      // One message for both: whether it is saved, and the topic's verdict (none when the user turned it off).
      const reply = await sendRequest({ type: 'page/verdicts', site: page.markSite, entries: [{ id: paperId, ...entry }] });
      if (reply.ok && !this.busy) this.saved = reply.data.saved.includes(paperId);
      this.showVerdict(reply.ok ? reply.data.verdicts[0] : undefined);
    } else if (paperId) {
      const reply = await sendRequest({ type: 'paper/status', paperIds: [paperId] });
      if (reply.ok && !this.busy) this.saved = reply.data.saved.includes(paperId);
    } else {
      const draft = page.draft?.();
      const reply = draft ? await sendRequest({ type: 'paper/resolve', draft }) : undefined;
      if (reply?.ok && !this.busy) {
        this.paperId = reply.data.paperId;
        this.saved = reply.data.saved;
      }
    }
    if (!this.busy) this.render();
  }
}
