import { afterEach, describe, expect, it, vi } from 'vitest';
import { exclusive } from '../../../lib/schedule/exclusive';

afterEach(() => vi.unstubAllGlobals());

describe('exclusive', () => {
  it('runs the work under the named Web Lock, shared by the extension’s contexts, and gives back its result', async () => {
    const held: string[] = [];
    const request = vi.fn(async (name: string, work: () => Promise<unknown>) => {
      held.push(name);
      return work();
    });
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await exclusive('settings', async () => 42)).toBe(42);
    expect(held).toEqual(['agent-rl-radar.settings']);
  });

  it('one after another: the second read-change-write waits for the first', async () => {
    // A lock manager that runs one holder at a time, as browsers do for one name.
    let tail = Promise.resolve<unknown>(undefined);
    vi.stubGlobal('navigator', {
      locks: {
        request: (_name: string, work: () => Promise<unknown>) => {
          const run = tail.then(work);
          tail = run.catch(() => undefined);
          return run;
        },
      },
    });
    let stored = 0;
    const increment = () =>
      exclusive('counter', async () => {
        const read = stored;
        await new Promise((resolve) => setTimeout(resolve, 5));
        stored = read + 1;
      });
    await Promise.all([increment(), increment()]);
    expect(stored).toBe(2);
  });

  it('runs the work as it is where there are no Web Locks (Node)', async () => {
    vi.stubGlobal('navigator', {});
    expect(await exclusive('settings', async () => 'ran')).toBe('ran');
  });
});
