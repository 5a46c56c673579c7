/**
 * The security list (tests/security/README.md) names a test for every hostile input: each must exist, so the list
 * cannot claim a protection that no test shows, and the count it states must be the rows it has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIST = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

/** Table rows: `| attack | what must happen | \`file\` › title |`. */
const ROWS = [...LIST.matchAll(/^\| (.+?) \| (.+?) \| `([^`]+)` › (.+?) \|$/gm)].map(([, attack, must, file, title]) => ({
  attack: attack as string,
  must: must as string,
  file: file as string,
  title: title as string,
}));

describe('the security list', () => {
  it('has at least 60 hostile inputs, and says how many', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
    expect(LIST).toContain(`**${ROWS.length} rows**`);
  });

  it.each(ROWS.map((row) => [row.file, row.title]))('%s has a test titled “%s”', (file, title) => {
    expect(existsSync(`${ROOT}${file}`), file).toBe(true);
    expect(readFileSync(`${ROOT}${file}`, 'utf8')).toContain(title);
  });
});
