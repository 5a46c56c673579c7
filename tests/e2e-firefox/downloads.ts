/**
 * Files Firefox downloaded into the test's folder (firefox.ts points its downloads there). While a download runs,
 * Firefox keeps an empty placeholder under the final name beside a `.part` file: a file counts once no `.part` is left
 * and it has content (no export the tests make is empty).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Downloaded {
  name: string;
  text: string;
}

/** The finished downloads whose names end with `suffix`, oldest name first; poll it until the one expected is there. */
export function downloadedFiles(folder: string, suffix: string): Downloaded[] {
  const names = readdirSync(folder);
  if (names.some((name) => name.endsWith('.part'))) return [];
  return names
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }))
    .filter((file) => file.text.length > 0);
}
