/**
 * Sending requests from content scripts and pages. No zod here (content scripts must stay small): a reply is checked
 * against the answer its message declares (shapes.ts) before anything trusts it.
 */
import type { Reply, Request, RequestType } from './protocol';
import { extensionRuntime } from './runtime';
import { hasShape, isResponse, type RESPONSES } from './shapes';

/** True for a reply envelope: `{ok: true, data}` with an object, or `{ok: false, error}` with words. */
export function isReply(value: unknown): value is Reply {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as { ok?: unknown; data?: unknown; error?: { message?: unknown } };
  if (reply.ok === true) return typeof reply.data === 'object' && reply.data !== null;
  return reply.ok === false && typeof reply.error?.message === 'string';
}

/** True for a reply to a `type` request: an error, or data of the shape that message answers with. */
export function isReplyTo<T extends RequestType>(type: T, value: unknown): value is Reply<T> {
  return isReply(value) && (!value.ok || isResponse(type, value.data));
}

/** Sends a request to the background; a missing or malformed reply becomes an error reply. */
export function sendRequest<R extends Request>(request: R): Promise<Reply<R['type']>> {
  return sendChecked(request, (value): value is Reply<R['type']> => isReplyTo(request.type, value));
}

/**
 * Sends a request whose answer must have `answer`'s shape (the one RESPONSES gives its type): for the page scripts,
 * which carry the shapes of their own requests only, not the whole table (shapes.ts).
 */
export function sendAnswered<R extends Request>(request: R, answer: (typeof RESPONSES)[R['type']]): Promise<Reply<R['type']>> {
  return sendChecked(request, (value): value is Reply<R['type']> => isReply(value) && (!value.ok || hasShape(value.data, answer)));
}

async function sendChecked<R extends Request>(
  request: R,
  isAnswer: (value: unknown) => value is Reply<R['type']>,
): Promise<Reply<R['type']>> {
  try {
    const runtime = extensionRuntime();
    if (!runtime) throw new Error('no extension runtime here');
    const reply: unknown = await runtime.sendMessage(request);
    if (isAnswer(reply)) return reply;
    return { ok: false, error: { code: 'failed', message: 'The extension gave no answer. Reload the page and try again.' } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'failed', message: `The extension could not be reached (${message}).` } };
  }
}
