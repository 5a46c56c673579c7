/**
 * A read, change and write that must not interleave with another's: the extension's pages (options, library) and its
 * service worker each run their own JavaScript, so a queue inside one of them does not order them. The Web Locks API
 * is shared by all of an origin's contexts, the extension's included, in Chrome and Firefox. Where it is missing (the
 * unit tests' environment), `work` runs as it is.
 */
export function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // request() resolves with what `work` resolves with; its typing wraps the promise once more.
  return locks ? (locks.request(`agent-rl-radar.${name}`, work) as Promise<unknown> as Promise<T>) : work();
}
