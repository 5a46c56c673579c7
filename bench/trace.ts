/**
 * Main-thread time a content script costs, read from Chrome's own trace (the method DESIGN.md describes): a CDP
 * Tracing session with devtools.timeline and v8.execute, summing the outermost script events whose URL is the
 * extension's content scripts, and the functions the background injects into the page (the hand-over of a paper
 * page's state, saved-state updates).
 */
import type { Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; scriptName?: string; frame?: string } };
}

/** The page scripts the background injects (lib/sites/matches.ts). */
const CONTENT_SCRIPT_FILE = /^chrome-extension:\/\/[a-p]{32}\/[a-z-]+-page\.js/;

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.run', 'v8.callFunction', 'TimerFire', 'EventDispatch']);

export interface ScriptCost {
  /** Everything below: the extension's page scripts and the functions it injects, ms. */
  scriptMs: number;
  /** The page scripts' first evaluation (compiling and running the file: on a paper page, detect + mount), ms. */
  loadMs: number;
}

/**
 * A function the extension injected. Chrome evaluates it as a script of its own, with no URL but the frame it runs in;
 * the page's own scripts carry the page's URL, and Playwright's evaluations (its waits and reads) carry no frame.
 * Ours is the only extension in the bench's browsers that injects functions (the floor's script is in its manifest).
 */
const injectedFunction = (event: TraceEvent) =>
  event.name === 'EvaluateScript' && event.ph === 'X' && event.args?.data?.url === '' && event.args.data.frame !== undefined;

/** Runs `load` under tracing and returns what the extension's scripts cost on the page's main thread. */
export async function traceExtensionCost(page: Page, load: () => Promise<void>): Promise<ScriptCost> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();

  const ours = (event: TraceEvent) => {
    const url = event.args?.data?.url ?? event.args?.data?.scriptName ?? '';
    // Content scripts only: the service worker runs elsewhere and is not the page's cost.
    return (
      url.startsWith('chrome-extension://') &&
      CONTENT_SCRIPT_FILE.test(url) &&
      SCRIPT_EVENTS.has(event.name) &&
      event.ph === 'X' &&
      event.dur !== undefined
    );
  };
  const scripts = events.filter((event) => ours(event) || injectedFunction(event)).sort((a, b) => a.ts - b.ts);
  let scriptUs = 0;
  const coveredUntil = new Map<number, number>();
  for (const event of scripts) {
    const end = event.ts + (event.dur ?? 0);
    const until = coveredUntil.get(event.tid) ?? 0;
    if (event.ts >= until) {
      scriptUs += event.dur ?? 0;
      coveredUntil.set(event.tid, end);
    } else if (end > until) {
      scriptUs += end - until;
      coveredUntil.set(event.tid, end);
    }
  }
  const total = (picked: TraceEvent[]) => picked.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return {
    scriptMs: scriptUs / 1000,
    loadMs: total(scripts.filter((event) => event.name === 'EvaluateScript' && ours(event))),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
