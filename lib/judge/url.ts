/**
 * Where an OpenAI-compatible endpoint's completions live, from the base URL the user typed. Apart from the client, so
 * the settings and the options page can check a URL without loading the client.
 */

const COMPLETIONS = '/chat/completions';
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Whether a URL's hostname is this machine: the only place a key may travel over plain http. */
export const isLoopback = (hostname: string): boolean => LOOPBACK.test(hostname);

/**
 * The completions URL for a base URL, or undefined when it is not a usable http(s) URL. Trailing slashes and a base
 * that already ends in `/chat/completions` both work; a query (Azure's `api-version`) is kept. URLs with credentials
 * are refused: fetch would throw on them, and a password does not belong in a settings field shown in clear.
 */
export function completionsUrl(baseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith(COMPLETIONS) ? path : path + COMPLETIONS;
  url.hash = '';
  return url.href;
}
