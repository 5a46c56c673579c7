import { describe, expect, it } from 'vitest';
import { runAgainWhenAsked } from '../../../lib/schedule/run-again';

/** A job whose runs end only when the test says so, recording how many started and how many ran at once. */
function controlledJob() {
  const finishers: (() => void)[] = [];
  let running = 0;
  let most = 0;
  let started = 0;
  const job = () =>
    new Promise<void>((resolve) => {
      started += 1;
      running += 1;
      most = Math.max(most, running);
      finishers.push(() => {
        running -= 1;
        resolve();
      });
    });
  const finishOne = async () => {
    finishers.shift()?.();
    // Lets the runner's `finally` start the next run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { job, finishOne, started: () => started, most: () => most };
}

describe('runAgainWhenAsked', () => {
  it('runs once more after the current run when asked during it, never two at once', async () => {
    const { job, finishOne, started, most } = controlledJob();
    const ask = runAgainWhenAsked(job);
    ask();
    ask();
    ask();
    expect(started()).toBe(1);
    await finishOne();
    // The requests made during the first run are served by exactly one more run.
    expect(started()).toBe(2);
    await finishOne();
    expect(started()).toBe(2);
    expect(most()).toBe(1);
  });

  it('runs at once when idle, and keeps going after a run that failed', async () => {
    let runs = 0;
    const ask = runAgainWhenAsked(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
    });
    ask();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    ask();
    expect(runs).toBe(2);
  });
});
