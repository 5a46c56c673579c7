/**
 * What every message answers with, and what the background announces, declared once as field kinds. Both the types
 * (`ResponseMap`, `SavedChangedEvent`) and the checks of what arrives are derived from this table, so a reply is
 * checked against the same declaration the handler is typed by. No zod here: content scripts check replies with it.
 * The requests are in protocol.ts, keyed by the same message types.
 */

/** The kinds a field of a reply or an event may have. */
type Kind = 'string' | 'number' | 'boolean' | 'string[]' | 'verdicts';

/**
 * The topic's verdict on one paper, as a page shows it (lib/feed/page-verdict.ts makes them): in the topic, a near
 * miss, or out; its one or two strongest sub-topics; short reasons for hover and focus. Only the shipped classifier's
 * verdict, never the user's own ranking: a page must not learn from it what the user saved or dismissed.
 */
export interface PageVerdict {
  id: string;
  mark: 'in' | 'near' | 'out';
  tags: string[];
  reasons: string[];
  /** Judged on the title alone (the page showed no abstract and none was known): the abstract may change it. */
  titleOnly: boolean;
}

export type Shape = Readonly<Record<string, Kind>>;

type KindType<K extends Kind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'string[]'
        ? string[]
        : PageVerdict[];

/** The object a shape describes. */
export type ShapeType<S extends Shape> = { -readonly [F in keyof S]: KindType<S[F]> };

/*
 * What the paper pages' own requests answer with, each declared on its own: the control's script then carries
 * these and not the whole table, which every abs page would otherwise build while it loads (save-control.ts).
 */
export const SAVED = { paperId: 'string', created: 'boolean' } as const satisfies Shape;
/** The control's next state after an act: its paper, whether it is saved, what to say, and whether to offer Undo. */
export const ACTED = { paperId: 'string', saved: 'boolean', said: 'string', undo: 'boolean' } as const satisfies Shape;
export const RESOLVED = { paperId: 'string', saved: 'boolean' } as const satisfies Shape;
/** The paper the asking page names (or its URL does), whether it is saved, and the topic's verdict (none where marks are off). */
export const PAGE_STATE = { paperId: 'string', saved: 'boolean', verdicts: 'verdicts' } as const satisfies Shape;

/** What each request answers with. */
export const RESPONSES = {
  'paper/save': SAVED,
  'page/act': ACTED,
  'paper/unsave': { paperId: 'string', removed: 'boolean' },
  /** The paper put back: the asked one, or the one a merged copy's id removed (lib/store/saved-state.ts). */
  'paper/undo-unsave': { paperId: 'string', restored: 'boolean' },
  /** Whether both papers were saved, and so are one now. */
  'library/merge': { keepId: 'string', merged: 'boolean' },
  'paper/status': { saved: 'string[]' },
  'paper/resolve': RESOLVED,
  'paper/save-url': { paperId: 'string', created: 'boolean' },
  'tab/save': { paperId: 'string', created: 'boolean', title: 'string' },
  'feed/refresh': { started: 'boolean' },
  'judge/run': {},
  'library/saved': {},
  'feed/opened': {},
  'paper/complete-pending': {},
  /**
   * The saved ones among the entries; whether the page carries marks (`false` when the user turned them off there); the
   * verdicts of the entries that get a mark (in the topic, or near misses), and which entries were judged on their
   * titles alone. The rest get nothing: a 2,000-entry listing would otherwise be sent 2,000 verdicts it never shows.
   */
  'page/verdicts': { saved: 'string[]', marks: 'boolean', verdicts: 'verdicts', titleOnly: 'string[]' },
  /**
   * The saved arXiv papers checked against the arXiv API now: how many were checked and how many had changed; `error`
   * says why the check stopped ('' when it did not), and then nothing of the unfinished batch changed.
   */
  'library/check-updates': { checked: 'number', updated: 'number', error: 'string' },
  'page/state': PAGE_STATE,
  /**
   * Verdicts re-made with the abstracts fetched from the arXiv API (those it knew): of the entries that now get a mark,
   * and the ids of those that now get none; `error` says why arXiv gave none ('' when it did): the page asks no more;
   * `marks` false when the user turned marks off for the site meanwhile: the page takes its marks away.
   */
  'page/abstracts': { verdicts: 'verdicts', unmarked: 'string[]', error: 'string', marks: 'boolean' },
} as const satisfies Record<string, Shape>;

/**
 * What the background hands the page scripts (through scripting.executeScript into the script's own world, so a page
 * needs no message listener): papers saved or un-saved anywhere; once a paper page's script has run, whether its
 * paper is saved and the topic's verdict on it (none when marks are off there); and marks turned on or off for a kind
 * of page (`site`, a MarkSite) on options.html, so open pages follow at once.
 */
export const EVENTS = {
  'saved/changed': { paperIds: 'string[]', saved: 'boolean' },
  'page/state': PAGE_STATE,
  'marks/changed': { site: 'string', on: 'boolean' },
} as const satisfies Record<string, Shape>;

/** Every message type of the protocol. */
export type MessageType = keyof typeof RESPONSES;

export type ResponseMap = { [T in MessageType]: ShapeType<(typeof RESPONSES)[T]> };

export type SavedChangedEvent = { type: 'saved/changed' } & ShapeType<(typeof EVENTS)['saved/changed']>;

export type PageStateEvent = { type: 'page/state' } & ShapeType<(typeof EVENTS)['page/state']>;

export type MarksChangedEvent = { type: 'marks/changed' } & ShapeType<(typeof EVENTS)['marks/changed']>;

const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isPageVerdict(value: unknown): value is PageVerdict {
  if (typeof value !== 'object' || value === null) return false;
  const verdict = value as Record<string, unknown>;
  return (
    typeof verdict.id === 'string' &&
    (verdict.mark === 'in' || verdict.mark === 'near' || verdict.mark === 'out') &&
    isStrings(verdict.tags) &&
    isStrings(verdict.reasons) &&
    typeof verdict.titleOnly === 'boolean'
  );
}

function isKind(value: unknown, kind: Kind): boolean {
  if (kind === 'string') return typeof value === 'string';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (kind === 'verdicts') return Array.isArray(value) && value.every(isPageVerdict);
  if (kind === 'boolean') return typeof value === 'boolean';
  return isStrings(value);
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

/** Whether `value` is the event `type`: that type, with every field of its shape. */
function isEvent<T extends keyof typeof EVENTS>(type: T, value: unknown): boolean {
  return hasShape(value, EVENTS[type]) && (value as { type?: unknown }).type === type;
}

/** Whether `value` is the background's saved-state announcement. */
export const isSavedChangedEvent = (value: unknown): value is SavedChangedEvent => isEvent('saved/changed', value);

/** Whether `value` says marks were turned on or off for a kind of page. */
export const isMarksChangedEvent = (value: unknown): value is MarksChangedEvent => isEvent('marks/changed', value);

/**
 * Whether `value` is a paper page's state, handed over after its script ran. Written out rather than read off the
 * table: it runs as an abs page shows its verdict, and every function a page script calls then is compiled then — the
 * table's walk is eight of them (README, Benchmarks). A test holds it to `EVENTS['page/state']`.
 */
export function isPageStateEvent(value: unknown): value is PageStateEvent {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    state.type === 'page/state' &&
    typeof state.paperId === 'string' &&
    typeof state.saved === 'boolean' &&
    Array.isArray(state.verdicts) &&
    state.verdicts.every(isPageVerdict)
  );
}
