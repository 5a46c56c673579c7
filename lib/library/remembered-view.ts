/**
 * The library's view as the user left it — the sort, the collection and the read filter — kept in the page's
 * localStorage, so the library opens as it was closed. What is stored is read field by field: a missing or damaged
 * field falls back to its default. Not the search, the tag or the one-off filters (Updated, Saved twice): those answer
 * a moment's question. A collection deleted since is left by the page itself (Library.tsx goes back to all papers).
 */
import * as z from 'zod/mini';

export const VIEW_KEY = 'agent-rl-radar:library-view';

const ViewSchema = z.object({
  sort: z.catch(z.enum(['saved', 'published', 'title']), 'saved'),
  collection: z.catch(z.string().check(z.minLength(1), z.maxLength(200)), 'all'),
  read: z.catch(z.enum(['all', 'unread', 'read']), 'all'),
});
export type RememberedView = z.infer<typeof ViewSchema>;

const DEFAULT_VIEW: RememberedView = { sort: 'saved', collection: 'all', read: 'all' };

/** The view stored in `storage`, or the default one (nothing stored, unreadable storage, a damaged value). */
export function readView(storage: Pick<Storage, 'getItem'>): RememberedView {
  try {
    const stored = storage.getItem(VIEW_KEY);
    if (stored === null) return DEFAULT_VIEW;
    const parsed = ViewSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_VIEW;
  } catch {
    return DEFAULT_VIEW;
  }
}

/** Keeps the view; a storage that refuses (full, or blocked) leaves the last one, and the page works on. */
export function writeView(storage: Pick<Storage, 'setItem'>, { sort, collection, read }: RememberedView): void {
  try {
    storage.setItem(VIEW_KEY, JSON.stringify({ sort, collection, read }));
  } catch {
    // Nothing to do: the view is a convenience.
  }
}
