/**
 * A new collection's id: readable from its name, with a random part, so it is no collection ever made before, here or
 * in another browser. A deleted collection's id lives on in the storage.sync copy as a deletion for 90 days (every
 * paper's place in it is dropped): a collection made again under the same name, or brought back by a backup's import
 * (lib/import/backup.ts), must not be taken for it.
 */
export function newCollectionId(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'collection';
  let id: string;
  do {
    id = `${base}-${crypto.randomUUID().slice(0, 8)}`;
  } while (taken.has(id));
  return id;
}
