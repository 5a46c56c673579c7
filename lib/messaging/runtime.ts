/**
 * The extension's messaging as the browser itself provides it: Firefox gives every extension context `browser`,
 * Chrome `chrome`, both with promise-based messaging. Page scripts use it instead of webextension-polyfill, whose
 * start-up alone costs more than a page can spare (the boot script already does without it), and so does the client
 * the extension's pages share with them.
 */

/** The part of `runtime` the page scripts and the client use. */
export interface ExtensionRuntime {
  /** Gone once the extension was updated or removed: an orphaned page script can no longer reach the background. */
  id?: string;
  sendMessage(message: unknown): Promise<unknown>;
}

/** This context's runtime, or undefined outside an extension (a page the script was orphaned in, a test). */
export function extensionRuntime(): ExtensionRuntime | undefined {
  const scope = globalThis as { browser?: { runtime?: ExtensionRuntime }; chrome?: { runtime?: ExtensionRuntime } };
  return scope.browser?.runtime ?? scope.chrome?.runtime;
}
