// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://arxiv.org/list/cs.LG/new" }
/**
 * The listing script as it ships (runListingPage): one toggle per entry however often the background injects it (a tab
 * can report "complete" more than once), and saves made elsewhere reach the toggles through the handle it leaves.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runListingPage } from '../../content/listing-page';
import { PAGE_HANDLE_KEY, type PageHandle } from '../../lib/messaging/page-handle';
import { ARXIV_LISTING_PAGE_SITES } from '../../lib/sites';
import { listingPage } from '../fixtures/pages/arxiv-listing';
import { generatedPapers } from '../fixtures/papers/generated';

const papers = generatedPapers(4);
const toggles = () => [...document.querySelectorAll<HTMLButtonElement>('button.agent-rl-radar-toggle')];
const handle = () => (globalThis as Record<symbol, PageHandle | undefined>)[Symbol.for(PAGE_HANDLE_KEY)];

beforeEach(() => {
  fakeBrowser.reset();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_HANDLE_KEY)];
  document.documentElement.innerHTML = listingPage(papers).replace(/^<!DOCTYPE html>\s*<html lang="en">|<\/html>\s*$|<link [^>]*>/g, '');
  const reply = async () => ({ ok: true, data: { saved: [], marks: true, verdicts: [], titleOnly: [] } });
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
});
afterEach(() => vi.restoreAllMocks());

describe('the listing script', () => {
  it('puts one toggle on each entry when injected twice, and shows a save made elsewhere', async () => {
    runListingPage(ARXIV_LISTING_PAGE_SITES);
    runListingPage(ARXIV_LISTING_PAGE_SITES);
    await vi.waitFor(() => expect(toggles()).toHaveLength(4));
    const id = papers[2]?.id as string;
    handle()?.update({ type: 'saved/changed', paperIds: [id], saved: true });
    const pressed = toggles().map((toggle) => toggle.getAttribute('aria-pressed'));
    expect(pressed).toEqual(['false', 'false', 'true', 'false']);
  });

  it("ignores a page's own pageshow event: only the browser's, after the back/forward cache, asks about every entry again", async () => {
    runListingPage(ARXIV_LISTING_PAGE_SITES);
    await vi.waitFor(() => expect(toggles()).toHaveLength(4));
    const send = vi.mocked(fakeBrowser.runtime.sendMessage);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    const asked = send.mock.calls.length;
    // What a page script can send: an untrusted event claiming the page came from the cache. A request it caused would
    // be sent at once, within the dispatch.
    const forged = new Event('pageshow');
    Object.defineProperty(forged, 'persisted', { value: true });
    for (let i = 0; i < 50; i++) window.dispatchEvent(forged);
    expect(send.mock.calls.length).toBe(asked);
  });
});
