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
 * that lures the user's real click onto the control): that is clickjacking, which no handler check prevents. (A
 * `<label>` cannot hand clicks to this control: the page's labels do not reach into its shadow root.)
 *
 * Written for what a load costs, since every paper page pays it. Chrome compiles a page script's functions when they
 * first run, and in its trace that compiling, with the file's own parse, was most of what the script cost an abs
 * page. So the control is one function whose state is its local variables, not a class: a load compiles it alone, and
 * what a hand-over, a click or a late answer does is in inner functions compiled only when they first run. Locals,
 * unlike a class's property names, are shortened by the minifier: the file the page parses is smaller too.
 */

import { sendAnswered } from '../lib/messaging/client';
import { MAX_ENTRY_TEXT, MAX_ENTRY_TITLE } from '../lib/messaging/limits';
import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import { ACTED, PAGE_STATE, type PageStateEvent } from '../lib/messaging/shapes';
import { trackActivationKeys, usersClick } from './activation-keys';
import type { Mounted, PaperPage } from './mounted';
import { createFeedback, SAVE_LABEL, SAVE_TITLE, STYLE, showSaveState } from './save-control-view';
import { createVerdictLine, quietVerdict } from './verdict-line';

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

/** A mounted save control, and its elements (the shadow host placed in the page, and the Save button). */
export interface SaveControl extends Mounted {
  readonly host: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly handshake: PaperPageHandshake | undefined;
  deliver(state: PageStateEvent): void;
  activate(): void;
}

/** Places the save control on a paper page. */
export function mountSaveControl(page: PaperPage, options: SaveControlOptions): SaveControl {
  const { heading } = page;
  const host = document.createElement('agent-rl-radar-save');
  if (heading === null) host.className = 'floating';
  const root = host.attachShadow({ mode: 'open' }); // open: see "Accepted risk" above
  const style = document.createElement('style');
  style.textContent = STYLE;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'save';
  button.textContent = SAVE_LABEL;
  button.title = SAVE_TITLE;
  button.setAttribute('aria-pressed', 'false');
  trackActivationKeys(document);
  button.addEventListener('click', (event) => {
    if (usersClick(event, button)) void act(saved ? 'remove' : 'save');
  });
  root.append(style, button);
  if (heading) heading.after(host);
  else document.body.append(host);

  /** The id the background stores the paper under: the page's, or what the background said. */
  let paperId = page.paperId;
  let saved = false;
  let busy = false;
  let removed = false;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  let message: HTMLSpanElement | undefined;
  let undoButton: HTMLButtonElement | undefined;
  let verdictLine: HTMLParagraphElement | undefined;
  let escapeListened = false;
  /** Marks were turned off on options.html while the page was open. */
  let marksOff = false;
  const onEscape = (event: KeyboardEvent) => quietVerdict(event, verdictLine, root);
  // What the classifier reads of the page, cut to what the protocol takes; only where marks can show.
  const read = page.markSite ? page.entry : undefined;
  const title = read ? read.title.slice(0, MAX_ENTRY_TITLE) : '';
  const abstract = read ? read.abstract.slice(0, MAX_ENTRY_TEXT) : '';
  const handshake = options.handOver ? { site: page.markSite, title, abstract } : undefined;
  // The background answers within milliseconds: ask only if it has not answered in time. A page nobody answers asks
  // once it is idle.
  if (handshake) waiting = setTimeout(() => void ask(), DELIVERY_WAIT_MS);
  else whenIdle(() => void ask());

  /** The page's state from the background: its paper, whether it is saved, and the topic's verdict under the control. */
  function deliver(state: PageStateEvent): void {
    // The background reads the paper from the page's URL; a page that knew its id takes a state for that paper only.
    if (removed || (paperId !== undefined && state.paperId !== paperId)) return;
    paperId = state.paperId;
    clearTimeout(waiting);
    const verdict = state.verdicts[0];
    // This answer's verdict, or none: marks are off for these pages (turned off while the page sat in the back/forward
    // cache, say), or were turned off on options.html since this answer was made.
    verdictLine?.remove();
    verdictLine = undefined;
    if (verdict && !marksOff) {
      // Under the control: whether the paper is in the topic, with the main reason on hover and focus.
      verdictLine = createVerdictLine(verdict);
      root.append(verdictLine);
      if (!escapeListened) {
        escapeListened = true;
        document.addEventListener('keydown', onEscape);
      }
    }
    // The control shows "Save" until told otherwise: most papers a page shows are not saved, and then nothing changes.
    if (busy || state.saved === saved) return;
    saved = state.saved;
    render();
  }

  /** Shows the state; `text` goes to a live region, `showUndo` shows the Undo button beside it. */
  function render(text = '', showUndo = false): void {
    showSaveState(button, saved, busy);
    if (text !== '' || showUndo) addFeedback();
    if (message) message.textContent = text;
    if (!undoButton) return;
    // Undo hides once used or expired: its focus goes to the button beside it, not to the page's body.
    if (!showUndo && root.activeElement === undoButton) button.focus();
    undoButton.hidden = !showUndo;
  }

  function addFeedback(): void {
    if (message) return;
    const feedback = createFeedback((event) => {
      if (usersClick(event, event.currentTarget as EventTarget)) void act('undo');
    });
    root.append(feedback.message, feedback.undo);
    message = feedback.message;
    undoButton = feedback.undo;
  }

  /** Forwards what the user did to the background, and shows what it answers. */
  async function act(what: 'save' | 'remove' | 'undo'): Promise<void> {
    if (busy) return; // a second click while the first is on its way does nothing
    const next = what === 'undo' ? undefined : options.successor?.();
    if (next) {
      // The app showed another paper before our re-mount ran (where there is no Navigation API, the location watcher
      // polls the URL): acting now would save this control's paper under the new page's title. The control for the
      // page shown takes over; a "Save" click saves that paper, but a click on "Saved" removes nothing — it meant
      // the old paper, and whether the new one is saved is not known yet.
      if (what === 'save') next.control?.activate?.();
      return;
    }
    if ((what === 'remove' || what === 'undo') && !paperId) return;
    // The live region comes with the first click, not with the page: loading then costs nothing for it, and it is in
    // the page before the message it will announce (the answer comes after a round trip to the background).
    addFeedback();
    busy = true;
    render();
    const reply = await sendAnswered({ type: 'page/act', act: what, paperId }, ACTED);
    busy = false;
    if (reply.ok) {
      paperId = reply.data.paperId;
      saved = reply.data.saved;
    }
    render(reply.ok ? reply.data.said : reply.error.message, reply.ok && reply.data.undo);
    clearTimeout(undoTimer);
    if (reply.ok && reply.data.undo) undoTimer = setTimeout(() => render(), UNDO_MS);
  }

  /** Asks the background what the page was not handed: whether the paper is saved, and the topic's verdict. */
  async function ask(evenIfBusy = false): Promise<void> {
    if (removed || (busy && !evenIfBusy)) return;
    if (paperId === undefined && page.resolve) {
      // The URL names no paper: the background tells which one the page's metadata names, and whether it is saved.
      const paper = await page.resolve();
      if (paper && !busy) {
        paperId = paper.paperId;
        saved = paper.saved;
      }
      if (!busy && !removed) render();
      return;
    }
    // What the hand-over would have given: whether the paper is saved (the page's, or the one its URL names), and the
    // topic's verdict.
    const reply = await sendAnswered({ type: 'page/state', paperId, site: page.markSite, title, abstract }, PAGE_STATE);
    if (reply.ok) deliver({ type: 'page/state', ...reply.data });
  }

  /**
   * Marks turned off on options.html take the verdict away at once; turned on again, the page asks for it (during a
   * save too: the answer's saved state waits for the save's, as deliver() has it).
   */
  function marksChanged(site: string, on: boolean): void {
    if (site !== page.markSite) return;
    marksOff = !on;
    verdictLine?.remove();
    verdictLine = undefined;
    if (on) void ask(true);
  }

  /** Back from the back/forward cache: the saved state and the verdict are asked again, with the marks' switch. */
  function shownAgain(): void {
    marksOff = false;
    void ask(true);
  }

  return {
    host,
    button,
    handshake,
    deliver,
    marksChanged,
    shownAgain,
    activate: () => void act(saved ? 'remove' : 'save'),
    update(paperIds, isSaved) {
      if (!paperId || !paperIds.includes(paperId) || busy || saved === isSaved) return;
      saved = isSaved;
      render();
    },
    remove() {
      removed = true;
      clearTimeout(undoTimer);
      clearTimeout(waiting);
      document.removeEventListener('keydown', onEscape);
      host.remove();
    },
  };
}

/** Runs `work` when the page is idle (after its first frame), or within a second at the latest. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 50);
}
