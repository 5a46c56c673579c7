/**
 * The popup in real Chromium with the built extension and a full store (5,000 feed papers, 2,000 saved):
 * `popup.firstPaintMs` is navigation start → the frame that shows the first rows (the popup's User Timing mark), in a
 * tab opened over a bare DevTools pipe so the harness adds nothing (./cdp-pipe.ts);
 * `popup.keystrokeP95Ms` is J pressed → the new selection in the DOM at 10,000 rows (the main-thread cost of a key;
 * `popup.keystrokeFrameP95Ms` adds the wait for the next frame). `popup.emptyPagePaintMs` is the same measure for an
 * empty extension page: what this machine needs before any page of ours can paint at all.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FIRST_ROWS_MARK } from '../lib/timing/measure-names';
import type { SeedRecords } from '../tests/e2e/seed-store';
import { savedRecords, seedPapers, seedStore, storedFirstRows } from '../tests/e2e/seed-store';
import { EXTENSION_DIR, launchWithExtension } from '../tests/support/launch-extension';
import { launchOverPipe, type PipeBrowser } from './cdp-pipe';
import { benchPapers } from './papers';
import { median } from './trace';

function library(feedCount: number, savedCount: number): SeedRecords {
  const seed = seedPapers(benchPapers(feedCount));
  return { ...seed, saved: savedRecords(seed.papers.slice(0, savedCount)) };
}

async function popupPage(extensionPage: Page, records: SeedRecords): Promise<void> {
  // In slices: one evaluate of 10,000 papers is a very large message.
  for (let start = 0; start < records.papers.length; start += 1000) {
    await seedStore(extensionPage, {
      papers: records.papers.slice(start, start + 1000),
      feed: records.feed?.slice(start, start + 1000),
      saved: records.saved?.filter((record) => records.papers.slice(start, start + 1000).some((paper) => paper.id === record.paperId)),
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chrome's largest popup, the size the popup is measured at. */
const POPUP = { width: 800, height: 600 };

/**
 * Opens an extension page afresh in a new tab, as a click on the toolbar button opens the popup, leaves it alone while
 * it loads, then attaches and reads when its first content showed (a User Timing mark, ms since navigation start).
 */
async function firstPaint(browser: PipeBrowser, url: string, mark: string): Promise<number> {
  const { targetId } = await browser.send('Target.createTarget', { url });
  await sleep(1000);
  const sessionId = await browser.attach(targetId as string);
  const read = `performance.getEntriesByName(${JSON.stringify(mark)})[0]?.startTime ?? null`;
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
      const startTime = await browser.evaluate<number | null>(sessionId, read);
      if (startTime !== null) return startTime;
    }
    throw new Error(`${url} never set the mark ${mark}`);
  } finally {
    await browser.send('Target.closeTarget', { targetId });
    // The next page opens on an idle browser, not beside this one's teardown.
    await sleep(500);
  }
}

/**
 * Sizes the browser window so that a tab's page is exactly the largest popup (a headless window keeps room for its
 * toolbars). The pages are opened as tabs of this window: a new window for each page cost ~300 ms more here, most of
 * it creating the window, which would swamp what the page itself costs.
 */
async function fitWindowToPopup(browser: PipeBrowser): Promise<void> {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
  const sessionId = await browser.attach(targetId as string);
  const pageSize = () => browser.evaluate<[number, number]>(sessionId, '[innerWidth, innerHeight]');
  const [width, height] = await pageSize();
  const { windowId, bounds } = (await browser.send('Browser.getWindowForTarget', { targetId })) as {
    windowId: number;
    bounds: { width: number; height: number };
  };
  await browser.send('Browser.setWindowBounds', {
    windowId,
    bounds: { width: bounds.width + POPUP.width - width, height: bounds.height + POPUP.height - height },
  });
  const fitted = await pageSize();
  await browser.send('Target.closeTarget', { targetId });
  if (fitted[0] !== POPUP.width || fitted[1] !== POPUP.height) {
    throw new Error(`the page is ${fitted.join('×')}, not the popup's ${POPUP.width}×${POPUP.height}`);
  }
}

async function extensionIdOf(browser: PipeBrowser): Promise<string> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    const { targetInfos } = (await browser.send('Target.getTargets')) as { targetInfos: { url: string }[] };
    const worker = targetInfos.find((target) => target.url.startsWith('chrome-extension://'));
    if (worker) return new URL(worker.url).host;
  }
  throw new Error('the extension did not start');
}

const EMPTY_PAGE_MARK = 'bench:empty-page';

/**
 * The built extension plus an empty page (one line of text from a one-line module): how long any extension page
 * takes to paint on this machine, the floor under `popup.firstPaintMs`. Only the benchmark's copy has it.
 */
function extensionWithEmptyPage(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'radar-bench-ext-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  writeFileSync(
    join(dir, 'bench-empty.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Empty</title><script type="module" src="/bench-empty.js"></script></head><body><p id="line"></p></body></html>',
  );
  writeFileSync(
    join(dir, 'bench-empty.js'),
    `document.getElementById('line').textContent = 'Empty page';\nrequestAnimationFrame(() => performance.mark('${EMPTY_PAGE_MARK}'));\n`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Times J presses in the page, from keydown (a capturing listener, before any handler) to the new selection in the
 * DOM (`selected`: all the main-thread work the key costs) and to the next animation frame (`frame`: that plus the
 * wait for the display's next refresh, up to 16.7 ms at 60 Hz).
 */
async function keystrokes(page: Page, presses: number): Promise<{ selected: number[]; frame: number[] }> {
  await page.evaluate(() => {
    const state = globalThis as unknown as { selected: number[]; frame: number[]; keyStart?: number };
    state.selected = [];
    state.frame = [];
    window.addEventListener(
      'keydown',
      () => {
        state.keyStart = performance.now();
      },
      true,
    );
    const list = document.querySelector('[role="listbox"]') as HTMLElement;
    new MutationObserver(() => {
      const start = state.keyStart;
      if (start === undefined) return;
      state.keyStart = undefined;
      state.selected.push(performance.now() - start);
      requestAnimationFrame(() => state.frame.push(performance.now() - start));
    }).observe(list, { attributes: true, attributeFilter: ['aria-activedescendant'] });
    list.focus();
  });
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('j');
    await page.waitForFunction((count) => (globalThis as unknown as { frame: number[] }).frame.length >= count, i + 1);
  }
  return page.evaluate(() => {
    const state = globalThis as unknown as { selected: number[]; frame: number[] };
    return { selected: state.selected, frame: state.frame };
  });
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
}

/**
 * The store is filled through Playwright in one launch; the popup and the empty page are then opened, interleaved so
 * both see the same machine, in a second launch of the same profile that nothing instruments.
 */
async function firstPaintBenchmarks(): Promise<Record<string, number>> {
  const extension = extensionWithEmptyPage();
  const profile = mkdtempSync(join(tmpdir(), 'radar-bench-profile-'));
  try {
    const seeded = await launchWithExtension(extension.dir, profile);
    try {
      const page = await seeded.context.newPage();
      const worker = seeded.context.serviceWorkers()[0] ?? (await seeded.context.waitForEvent('serviceworker'));
      await page.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
      await popupPage(page, library(5000, 2000));
      // The store was written around Dexie: one popup that reads it whole writes the first-rows snapshot, as any
      // popup does.
      await page.reload();
      await page.getByRole('tab', { name: /^Feed \d/ }).waitFor({ timeout: 60_000 });
      for (const deadline = Date.now() + 30_000; (await storedFirstRows(page)) === undefined; ) {
        if (Date.now() > deadline) throw new Error('the popup wrote no first-rows snapshot');
        await page.waitForTimeout(100);
      }
    } finally {
      await seeded.close();
    }

    const browser = launchOverPipe(extension.dir, profile);
    try {
      const extensionId = await extensionIdOf(browser);
      await fitWindowToPopup(browser);
      const paints: number[] = [];
      const emptyPaints: number[] = [];
      for (let i = 0; i < 21; i++) {
        paints.push(await firstPaint(browser, `chrome-extension://${extensionId}/popup.html`, FIRST_ROWS_MARK));
        emptyPaints.push(await firstPaint(browser, `chrome-extension://${extensionId}/bench-empty.html`, EMPTY_PAGE_MARK));
      }
      // The first open of each starts the extension's renderer and reads from a cold disk cache.
      return {
        'popup.firstPaintMs': Math.round(median(paints.slice(1)) * 10) / 10,
        'popup.emptyPagePaintMs': Math.round(median(emptyPaints.slice(1)) * 10) / 10,
      };
    } finally {
      await browser.close();
    }
  } finally {
    extension.remove();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function keystrokeBenchmarks(): Promise<Record<string, number>> {
  const { context, close } = await launchWithExtension();
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const page = await context.newPage();
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
    await popupPage(page, library(10_000, 0));
    await page.reload();
    // Measured once the whole list is in (the tab shows its count), not while it is still being read.
    await page.getByRole('tab', { name: /^Feed \d/ }).waitFor({ timeout: 60_000 });
    const times = await keystrokes(page, 60);
    return {
      'popup.keystrokeP95Ms': Math.round(p95(times.selected.slice(5)) * 10) / 10,
      'popup.keystrokeFrameP95Ms': Math.round(p95(times.frame.slice(5)) * 10) / 10,
    };
  } finally {
    await close();
  }
}

export async function popupBenchmarks(): Promise<Record<string, number>> {
  return { ...(await firstPaintBenchmarks()), ...(await keystrokeBenchmarks()) };
}
