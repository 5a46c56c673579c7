/**
 * What the arXiv client accepts of an answer. The API's answers are a few hundred KB at most (2,000 entries are about
 * 3 MB); anything far larger, or an answer that points elsewhere, is not arXiv answering and is refused unread.
 */

/** The largest answer read: ten times the largest real page, far under what would strain the worker. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** The longest `Retry-After` obeyed: a server asking for a day's silence would otherwise stop the feed for a day. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

/**
 * Whether the answer is a redirect. Requests are sent with `redirect: 'manual'`, so a redirect comes back unfollowed:
 * opaque in browsers, a 3xx status elsewhere. arXiv's API does not redirect, so none is followed, to another host
 * or any.
 */
export function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

/** The answer's text up to `maxBytes`, and whether there was more (the rest is then cancelled, not read). */
async function readUpTo(response: Response, maxBytes: number): Promise<{ text: string; cut: boolean }> {
  if (response.body === null) return { text: '', cut: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), cut: false };
    // A chunk may be the whole answer: only what fits under the cap is decoded.
    const part = value.subarray(0, maxBytes - size);
    size += part.byteLength;
    text += decoder.decode(part, { stream: true });
    if (part.byteLength < value.byteLength) {
      await reader.cancel();
      return { text, cut: true };
    }
  }
}

/** The answer's text, or undefined once it passes `maxBytes` (it is then cancelled, not read to the end). */
export async function readCappedText(response: Response, maxBytes = MAX_ANSWER_BYTES): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  const { text, cut } = await readUpTo(response, maxBytes);
  return cut ? undefined : text;
}

/** How much of an arXiv HTML page is read for its author block: it sits near the top, and a page can be 20 MB. */
export const PAGE_HEAD_BYTES = 1024 * 1024;

/** The first `maxBytes` of the answer's text; the rest is cancelled unread. */
export async function readHeadText(response: Response, maxBytes = PAGE_HEAD_BYTES): Promise<string> {
  return (await readUpTo(response, maxBytes)).text;
}

/** `Retry-After` as seconds or an HTTP date, in ms, at most MAX_RETRY_AFTER_MS; undefined without one. */
export function retryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, seconds * 1000));
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - now)) : undefined;
}
