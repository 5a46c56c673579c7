/**
 * A job that must never run twice at once but must not miss a request either: asked while it runs, it runs once more
 * when the current run ends (however many times it was asked meanwhile). Completing saved papers uses it: a run
 * that has already read the pending papers would not see one saved a moment later.
 */
export function runAgainWhenAsked(job: () => Promise<void>): () => void {
  let running = false;
  let askedAgain = false;
  const start = (): void => {
    if (running) {
      askedAgain = true;
      return;
    }
    running = true;
    askedAgain = false;
    void job()
      // A failed run must not stop the next one, but is not hidden either: the worker's console says why.
      .catch((error: unknown) => console.error('[job] run failed', error))
      .finally(() => {
        running = false;
        if (askedAgain) start();
      });
  };
  return start;
}
