/**
 * Sending requests from content scripts and pages. No zod here (content scripts must stay small): replies come
 * from our own background, and `isReply` checks their shape by hand before anything trusts them.
 */
import { browser } from 'wxt/browser';
import type { Reply, RequestOf, RequestType, SavedChangedEvent } from './protocol';

/** True for a well-formed reply envelope. */
export function isReply(value: unknown): value is Reply {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as { ok?: unknown; data?: unknown; error?: { message?: unknown } };
  if (reply.ok === true) return typeof reply.data === 'object' && reply.data !== null;
  return reply.ok === false && typeof reply.error?.message === 'string';
}

/** True for the background's saved-state broadcast. */
export function isSavedChangedEvent(value: unknown): value is SavedChangedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<SavedChangedEvent>;
  return event.type === 'saved/changed' && Array.isArray(event.paperIds) && typeof event.saved === 'boolean';
}

/** Sends a request to the background; a missing or malformed reply becomes an error reply. */
export async function sendRequest<T extends RequestType>(request: RequestOf<T>): Promise<Reply<T>> {
  try {
    const reply: unknown = await browser.runtime.sendMessage(request);
    if (isReply(reply)) return reply as Reply<T>;
    return { ok: false, error: { code: 'failed', message: 'The extension gave no answer. Reload the page and try again.' } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'failed', message: `The extension could not be reached (${message}).` } };
  }
}
