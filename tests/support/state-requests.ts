/**
 * Counting the `page/state` requests page scripts send the background (a paper page asks only when nothing was handed
 * over), from an extension context: Chromium's service worker (`chrome`) or a Firefox extension page (`browser`).
 * Both functions are handed to the driver's `evaluate`, which runs their source there: they use nothing from outside.
 */

/** Starts counting. The listener answers nothing, so the background's answer is the one the page gets. */
export function startCountingStateRequests(): void {
  interface Api {
    runtime: { onMessage: { addListener(listener: (message: unknown) => void): void } };
  }
  const scope = globalThis as unknown as { browser?: Api; chrome?: Api; stateRequests: number };
  const api = scope.browser ?? scope.chrome;
  if (!api) throw new Error('Not an extension context.');
  scope.stateRequests = 0;
  api.runtime.onMessage.addListener((message) => {
    if ((message as { type?: unknown } | null)?.type === 'page/state') scope.stateRequests += 1;
  });
}

/** The requests counted since `startCountingStateRequests`. */
export function stateRequestsCounted(): number {
  return (globalThis as unknown as { stateRequests: number }).stateRequests;
}
