import { textHash } from '../judge/text';

/** An id's readable part, from a collection's name. */
function readable(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'collection'
  );
}

/**
 * A new collection's id: readable from its name, with a random part, so it is no collection ever made before, here or
 * in another browser. A deleted collection's id lives on in the storage.sync copy as a deletion for 90 days (every
 * paper's place in it is dropped): a collection made again under the same name must not be taken for it.
 */
export function newCollectionId(name: string, taken: ReadonlySet<string>): string {
  let id: string;
  do {
    id = `${readable(name)}-${crypto.randomUUID().slice(0, 8)}`;
  } while (taken.has(id));
  return id;
}

/**
 * The id a deleted collection comes back under when a backup brings it back (lib/import/backup.ts): not its own, which
 * the storage.sync copy keeps out as deleted, but one worked out from it, the same in every browser and on every
 * import of the backup, so it comes back once however often and wherever it is imported; and, deleted in its turn,
 * the next one along.
 */
export function rebornCollectionId(id: string, name: string, deleted: ReadonlySet<string>): string {
  let next = id;
  do {
    next = `${readable(name)}-${textHash(next)}`;
  } while (deleted.has(next));
  return next;
}
