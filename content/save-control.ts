/**
 * A paper page's save control. The page shows; the background decides. The control places its button under the
 * page's title, forwards what the user does to the background (`page/act`: save, remove, undo), and shows the state it
 * is given: the background's answer to an act, the state it hands over after injecting the script (page-boot.ts:
 * whether the paper is saved, and the topic's verdict), and saves made elsewhere. A page the background hands nothing
 * to (a script re-mounted after an in-app navigation, a page whose URL names no paper, or an answer that did not come
 * within 3 s) asks itself.
 *
 * The control is the user's, not the page's. The page's scripts share its DOM, so they can click it
 * (`element.click()`, a dispatched click or key): its buttons act only on trusted events, the input the user gave.
 * Keys need no handler of their own: Enter or Space on a focused button makes the browser fire a trusted click,
 * and a dispatched key event makes none.
 *
 * Accepted risk: the shadow root stays open, so tests and assistive tools reach the control by role like any
 * button. Through it the page can read the control's state — one bit, whether this paper is in the library — and
 * move or hide the control. It can't act through it. Nor can isTrusted tell a click the page steered (an overlay
 * that lures the user's real click onto the control): that is clickjacking, which no handler check prevents.
 *
 * Written for what a load costs, since every paper page pays it. Chrome compiles a page script's functions when they
 * first run, and in its trace that compiling was most of what the script cost an abs page: tens of microseconds for
 * each function a load runs, besides the file's own parse. So a load runs the constructor alone, which creates the
 * elements itself, the hand-over runs `deliver` alone, and what a click or a late answer does is in methods compiled
 * only when they first run (README, Benchmarks).
 */

import { sendAnswered } from '../lib/messaging/client';
import { MAX_ENTRY_TEXT, MAX_ENTRY_TITLE } from '../lib/messaging/limits';
import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import { ACTED, PAGE_STATE, type PageStateEvent, RESOLVED } from '../lib/messaging/shapes';
import type { Mounted, PaperPage } from './mounted';
import { createFeedback, SAVE_LABEL, SAVE_TITLE, STYLE, showSaveState, verdictWords } from './save-control-view';

/** How long a paper page waits for the background to hand its state over before asking itself. */
const DELIVERY_WAIT_MS = 3000;

/** How long Undo stays offered after a removal. */
const UNDO_MS = 10_000;

export interface SaveControlOptions {
  /**
   * The background injected this script and hands the page the state of the paper its URL names (`handshake` says
   * what it needs to); otherwise the control asks, once the page is idle.
   */
  handOver: boolean;
  /**
   * App pages that navigate in place: undefined while the page still shows the paper this control was mounted for;
   * once it shows another, mounts the control for that page (if it has one) and gives it, and a click goes there.
   */
  successor?(): { control: Mounted | undefined } | undefined;
}

export class SaveControl implements Mounted {
  /** What the background needs to hand the page its state (on a page it injected the script into). */
  readonly handshake: PaperPageHandshake | undefined;
  /** The element placed in the page (the shadow host). */
  readonly host: HTMLElement;
  readonly button: HTMLButtonElement;
  private readonly root: ShadowRoot;
  private readonly page: PaperPage;
  private readonly successor: SaveControlOptions['successor'];
  /** What the classifier reads of the page, cut to what the protocol takes; only where marks can show. */
  private readonly entry: { title: string; abstract: string } | undefined;
  /** The id the background stores the paper under: the page's, or what the background said. */
  private paperId: string | undefined;
  private saved = false;
  private busy = false;
  private removed = false;
  private waiting: ReturnType<typeof setTimeout> | undefined;
  private undoTimer: ReturnType<typeof setTimeout> | undefined;
  private message: HTMLSpanElement | undefined;
  private undoButton: HTMLButtonElement | undefined;
  private verdictLine: HTMLParagraphElement | undefined;

  constructor(page: PaperPage, options: SaveControlOptions) {
    this.page = page;
    this.successor = options.successor;
    this.paperId = page.paperId;
    const title = page.heading;
    const host = document.createElement('agent-rl-radar-save');
    if (title === null) host.className = 'floating';
    const root = host.attachShadow({ mode: 'open' }); // open: see "Accepted risk" above
    const style = document.createElement('style');
    style.textContent = STYLE;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'save';
    button.textContent = SAVE_LABEL;
    button.title = SAVE_TITLE;
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', (event) => {
      if (event.isTrusted) void this.act(this.saved ? 'remove' : 'save');
    });
    root.append(style, button);
    if (title) title.after(host);
    else document.body.append(host);
    this.host = host;
    this.root = root;
    this.button = button;

    const read = page.markSite ? page.entry : undefined;
    this.entry = read && { title: read.title.slice(0, MAX_ENTRY_TITLE), abstract: read.abstract.slice(0, MAX_ENTRY_TEXT) };
    const { entry } = this;
    this.handshake = options.handOver ? { site: page.markSite, title: entry?.title ?? '', abstract: entry?.abstract ?? '' } : undefined;
    // The background answers within milliseconds: ask only if it has not answered in time. A page nobody answers asks
    // once it is idle.
    if (this.handshake) this.waiting = setTimeout(() => void this.ask(), DELIVERY_WAIT_MS);
    else whenIdle(() => void this.ask());
  }

  /** The page's state from the background: its paper, whether it is saved, and the topic's verdict under the control. */
  deliver(state: PageStateEvent): void {
    // The background reads the paper from the page's URL; a page that knew its id takes a state for that paper only.
    if (this.removed || (this.paperId !== undefined && state.paperId !== this.paperId)) return;
    this.paperId = state.paperId;
    clearTimeout(this.waiting);
    const verdict = state.verdicts[0];
    if (verdict) {
      // Under the control: whether the paper is in the topic, with the main reason on hover and focus.
      const words = verdictWords(verdict);
      const line = document.createElement('p');
      line.className = 'verdict';
      const text = document.createElement('span');
      text.tabIndex = 0;
      text.textContent = words.line;
      // Inside the shadow root, so an id is safe from the page's own ids.
      text.setAttribute('aria-describedby', 'verdict-why');
      const why = document.createElement('span');
      why.className = 'why';
      why.id = 'verdict-why';
      why.setAttribute('role', 'tooltip');
      why.textContent = words.why;
      line.append(text, why);
      this.verdictLine?.remove();
      this.root.append(line);
      this.verdictLine = line;
    }
    // The control shows "Save" until told otherwise: most papers a page shows are not saved, and then nothing changes.
    if (this.busy || state.saved === this.saved) return;
    this.saved = state.saved;
    this.render();
  }

  activate(): void {
    void this.act(this.saved ? 'remove' : 'save');
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
    this.host.remove();
  }

  /** Shows the state; `text` goes to a live region, `showUndo` shows the Undo button beside it. */
  private render(text = '', showUndo = false): void {
    showSaveState(this.button, this.saved, this.busy);
    if (text !== '' || showUndo) this.addFeedback();
    if (this.message) this.message.textContent = text;
    if (this.undoButton) this.undoButton.hidden = !showUndo;
  }

  private addFeedback(): void {
    if (this.message) return;
    const { message, undo } = createFeedback((event) => {
      if (event.isTrusted) void this.act('undo');
    });
    this.root.append(message, undo);
    this.message = message;
    this.undoButton = undo;
  }

  /** Forwards what the user did to the background, and shows what it answers. */
  private async act(act: 'save' | 'remove' | 'undo'): Promise<void> {
    if (this.busy) return; // a second click while the first is on its way does nothing
    const next = act === 'undo' ? undefined : this.successor?.();
    if (next) {
      // The app showed another paper before our re-mount ran (where there is no Navigation API, the location watcher
      // polls the URL): acting now would save this control's paper under the new page's title. The control for the
      // page shown takes over; a "Save" click saves that paper, but a click on "Saved" removes nothing — it meant
      // the old paper, and whether the new one is saved is not known yet.
      if (act === 'save') next.control?.activate?.();
      return;
    }
    if ((act === 'remove' || act === 'undo') && !this.paperId) return;
    // The live region comes with the first click, not with the page: loading then costs nothing for it, and it is in
    // the page before the message it will announce (the answer comes after a round trip to the background).
    this.addFeedback();
    this.busy = true;
    this.render();
    const reply = await sendAnswered({ type: 'page/act', act, paperId: this.paperId }, ACTED);
    this.busy = false;
    if (reply.ok) {
      this.paperId = reply.data.paperId;
      this.saved = reply.data.saved;
    }
    this.render(reply.ok ? reply.data.said : reply.error.message, reply.ok && reply.data.undo);
    clearTimeout(this.undoTimer);
    if (reply.ok && reply.data.undo) this.undoTimer = setTimeout(() => this.render(), UNDO_MS);
  }

  /** Asks the background what the page was not handed: whether the paper is saved, and the topic's verdict. */
  private async ask(): Promise<void> {
    const { page, entry } = this;
    if (this.removed || this.busy) return;
    if (this.paperId === undefined && page.draft) {
      // The URL names no paper: the background tells which one the page's metadata names, and whether it is saved.
      const draft = page.draft();
      const reply = draft ? await sendAnswered({ type: 'paper/resolve', draft }, RESOLVED) : undefined;
      if (reply?.ok && !this.busy) {
        this.paperId = reply.data.paperId;
        this.saved = reply.data.saved;
      }
      if (!this.busy && !this.removed) this.render();
      return;
    }
    // What the hand-over would have given: whether the paper is saved (the page's, or the one its URL names), and the
    // topic's verdict.
    const reply = await sendAnswered(
      { type: 'page/state', paperId: this.paperId, site: page.markSite, title: entry?.title ?? '', abstract: entry?.abstract ?? '' },
      PAGE_STATE,
    );
    if (reply.ok) this.deliver({ type: 'page/state', ...reply.data });
  }
}

/** Runs `work` when the page is idle (after its first frame), or within a second at the latest. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 50);
}
