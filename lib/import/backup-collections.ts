/** Which of a backup's collections an import writes, under which names and ids (lib/import/backup.ts). */
import { rebornCollectionId } from '../library/collection-id';
import type { Collection } from '../paper/schema';

/** The longest collection name the store takes (CollectionSchema). */
const NAME_MAX = 200;

/** `name`, or where it is taken `name (imported)`, `name (imported 2)`, …, cut so the mark always fits. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 1; ; n += 1) {
    const mark = n === 1 ? ' (imported)' : ` (imported ${n})`;
    const candidate = `${name.slice(0, NAME_MAX - mark.length)}${mark}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The backup's collections this store lacks, as they will be written: a different collection of the same name keeps
 * both, the imported one marked (names are unique in the store). One deleted here or in another browser (`deleted`,
 * from the storage.sync copy) comes back under the id worked out from its own, or goes into the collection here that
 * already has that id (imported before, or restored from the copy). `moved`: each such collection's id in the backup,
 * and its id here.
 */
export function importedCollections(
  local: readonly Collection[],
  incoming: readonly Collection[],
  deleted: ReadonlySet<string>,
): { collections: Collection[]; moved: Map<string, string> } {
  const ids = new Set(local.map((collection) => collection.id));
  const names = new Set(local.map((collection) => collection.name));
  const moved = new Map<string, string>();
  const collections: Collection[] = [];
  for (const collection of incoming) {
    if (ids.has(collection.id)) continue;
    // Brought back before (here, or restored from the copy), it goes to the same place, even once the deletion has aged
    // out of the copy.
    const reborn = rebornCollectionId(collection.id, collection.name, deleted);
    const id = deleted.has(collection.id) || ids.has(reborn) ? reborn : collection.id;
    if (id !== collection.id) moved.set(collection.id, id);
    if (ids.has(id)) continue;
    const name = freeName(collection.name, names);
    names.add(name);
    ids.add(id);
    collections.push({ ...collection, id, name });
  }
  return { collections, moved };
}
