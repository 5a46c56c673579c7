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

/** An API's runtime if it is one: something that can send. */
function runtimeOf(api: { runtime?: unknown } | undefined): ExtensionRuntime | undefined {
  const runtime = api?.runtime as Partial<ExtensionRuntime> | undefined;
  return typeof runtime?.sendMessage === 'function' ? (runtime as ExtensionRuntime) : undefined;
}

/**
 * This context's runtime, or undefined outside an extension (a page the script was orphaned in, a test). Checked, not
 * trusted: Chrome's page scripts have no `browser`, and a page's `<form id="browser"><input name="runtime">` is then
 * what that name finds (named access reaches the isolated world), which made every control fail.
 */
export function extensionRuntime(): ExtensionRuntime | undefined {
  const scope = globalThis as { browser?: { runtime?: unknown }; chrome?: { runtime?: unknown } };
  return runtimeOf(scope.browser) ?? runtimeOf(scope.chrome);
}
