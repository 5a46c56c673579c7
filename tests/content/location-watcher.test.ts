// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://www.semanticscholar.org/paper/A/0123456789abcdef0123456789abcdef01234567" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLocation } from '../../content/location-watcher';

afterEach(() => vi.useRealTimers());

describe('watchLocation', () => {
  it('calls back when the app shows another page, not when it jumps within one (#citing-papers)', async () => {
    vi.useFakeTimers();
    const changes: string[] = [];
    watchLocation(() => changes.push(location.pathname + location.hash));
    history.pushState(null, '', `${location.pathname}#citing-papers`);
    await vi.advanceTimersByTimeAsync(2500);
    expect(changes).toEqual([]);
    history.pushState(null, '', '/paper/B/fedcba9876543210fedcba9876543210fedcba98');
    await vi.advanceTimersByTimeAsync(1500);
    expect(changes).toEqual(['/paper/B/fedcba9876543210fedcba9876543210fedcba98']);
  });
});
