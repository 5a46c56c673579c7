/**
 * What every message answers with, and what the background announces, declared once as field kinds. Both the types
 * (`ResponseMap`, `SavedChangedEvent`) and the checks of what arrives are derived from this table, so a reply is
 * checked against the same declaration the handler is typed by. No zod here: content scripts check replies with it.
 * The requests are in protocol.ts, keyed by the same message types.
 */

/** The kinds a field of a reply or an event may have. */
type Kind = 'string' | 'boolean' | 'string[]' | 'string|null';

type Shape = Readonly<Record<string, Kind>>;

type KindType<K extends Kind> = K extends 'string'
  ? string
  : K extends 'boolean'
    ? boolean
    : K extends 'string[]'
      ? string[]
      : string | null;

/** The object a shape describes. */
export type ShapeType<S extends Shape> = { -readonly [F in keyof S]: KindType<S[F]> };

/** What each request answers with. */
export const RESPONSES = {
  'paper/save': { paperId: 'string', created: 'boolean' },
  'paper/unsave': { paperId: 'string', removed: 'boolean' },
  'paper/undo-unsave': { paperId: 'string', restored: 'boolean' },
  'paper/status': { saved: 'string[]' },
  'paper/resolve': { paperId: 'string', saved: 'boolean' },
  'paper/save-url': { paperId: 'string', created: 'boolean' },
  'tab/save': { paperId: 'string', created: 'boolean', title: 'string' },
  'feed/refresh': { started: 'boolean' },
  'feed/opened': {},
  'paper/complete-pending': {},
  /** The script injected, or null when the sender's page is not one we decorate. */
  'page/boot': { script: 'string|null' },
} as const satisfies Record<string, Shape>;

/** What the background sends to content scripts: papers saved or un-saved anywhere. */
export const EVENTS = {
  'saved/changed': { paperIds: 'string[]', saved: 'boolean' },
} as const satisfies Record<string, Shape>;

/** Every message type of the protocol. */
export type MessageType = keyof typeof RESPONSES;

export type ResponseMap = { [T in MessageType]: ShapeType<(typeof RESPONSES)[T]> };

export type SavedChangedEvent = { type: 'saved/changed' } & ShapeType<(typeof EVENTS)['saved/changed']>;

function isKind(value: unknown, kind: Kind): boolean {
  if (kind === 'string') return typeof value === 'string';
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'string|null') return value === null || typeof value === 'string';
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Whether `value` is an object with every field of the shape, each of its kind. */
export function hasShape<S extends Shape>(value: unknown, shape: S): value is ShapeType<S> {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(shape).every(([field, kind]) => isKind(fields[field], kind));
}

/** Whether `data` is what a `type` request answers with. */
export function isResponse<T extends MessageType>(type: T, data: unknown): data is ResponseMap[T] {
  return Object.hasOwn(RESPONSES, type) && hasShape(data, RESPONSES[type]);
}

/** Whether `value` is the background's saved-state announcement. */
export function isSavedChangedEvent(value: unknown): value is SavedChangedEvent {
  return hasShape(value, EVENTS['saved/changed']) && (value as { type?: unknown }).type === 'saved/changed';
}
