/**
 * The verdict line under a paper page's save control (save-control.ts): whether the paper is in the topic, with the
 * main reason on hover and focus, and Esc to dismiss that reason (WCAG 1.4.13).
 */
import type { PageVerdict } from '../lib/messaging/shapes';
import { verdictWords } from './save-control-view';

/** The line: its words focusable, the reason a tooltip beside them (shown by the control's stylesheet). */
export function createVerdictLine(verdict: PageVerdict): HTMLParagraphElement {
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
  return line;
}

/**
 * Esc dismisses the line's reason while it shows, on focus or on hover: the pointer need not move, nor focus. It stays
 * hidden until the line has neither. (The listeners that bring it back come with the Esc: none more on every paper
 * page's load.)
 */
export function quietVerdict(event: KeyboardEvent, line: HTMLElement | undefined, root: ShadowRoot): void {
  if (event.key !== 'Escape' || !event.isTrusted || !line || line.classList.contains('quiet')) return;
  const [text, why] = line.children as unknown as [HTMLElement, HTMLElement];
  const focused = () => root.activeElement === text;
  if (!focused() && !text.matches(':hover') && !why.matches(':hover')) return;
  line.classList.add('quiet');
  const back = new AbortController();
  const wake = () => {
    if (focused() || line.matches(':hover')) return;
    line.classList.remove('quiet');
    back.abort();
  };
  text.addEventListener('blur', wake, { signal: back.signal });
  line.addEventListener('mouseleave', wake, { signal: back.signal });
}
