// @vitest-environment happy-dom
/** The feed's status line: refreshing, offline or failed with what the list shows, and a retry. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedStatus } from '../../../components/common/FeedStatus';
import type { FeedState } from '../../../lib/feed/state';

const NOW = Date.UTC(2026, 4, 28, 12);
let root: HTMLElement | undefined;

function statusText(state: FeedState, stored: number): string {
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(<FeedStatus state={state} stored={stored} now={NOW} onRetry={() => undefined} />, root as HTMLElement));
  return root.textContent ?? '';
}

afterEach(() => {
  if (root) act(() => render(null, root as HTMLElement));
  root?.remove();
});

describe('the feed’s status line', () => {
  it('says "no papers fetched yet" only when none were', () => {
    expect(statusText({ lastAttemptAt: NOW, lastError: 'offline', offline: true }, 0)).toBe('Offline — no papers fetched yet. Retry');
  });

  it('after a first sync cut off part-way, does not deny the papers the list shows', () => {
    // The first pages were stored, then the connection went: no sync ever finished, yet 25 papers are listed.
    const text = statusText({ lastAttemptAt: NOW - 60_000, lastError: 'offline', offline: true }, 25);
    expect(text).not.toContain('no papers fetched yet');
    expect(text).toBe('Offline — showing the papers fetched before it stopped. Retry');
  });

  it('after a fetch that found nothing, says arXiv was checked, not that the feed was updated', () => {
    expect(statusText({ lastSuccessAt: NOW - 3 * 3_600_000 }, 0)).toBe('Checked arXiv 3 h ago');
    expect(statusText({ lastSuccessAt: NOW - 3 * 3_600_000 }, 25)).toBe('Updated 3 h ago');
  });

  it('offline with a last good feed says how old it is', () => {
    expect(statusText({ lastSuccessAt: NOW - 3 * 3_600_000, lastError: 'offline', offline: true }, 25)).toBe(
      'Offline — showing papers from 3 h ago. Retry',
    );
  });
});
