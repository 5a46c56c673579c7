/**
 * The project stands alone: a fresh clone with nothing beside it must build, test and train. Nothing in the code, the
 * tests, the scripts, the benchmarks or the configuration may refer to a folder outside the project — neither by a
 * relative path that climbs out of it, nor by an absolute path on the developer's machine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Folders whose every text file is checked (fixtures included: a fixture builder could read from outside too). */
const FOLDERS = ['.ci', 'bench', 'components', 'content', 'data', 'entrypoints', 'lib', 'scripts', 'tests'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.output', '.wxt', 'screenshots']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|sh|txt)$|^run$/;

function files(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : files(path);
    return TEXT.test(name) ? [path] : [];
  });
}

/** The root's own files: package.json, the configs, the README. */
function rootFiles(): string[] {
  return readdirSync(ROOT)
    .filter((name) => TEXT.test(name) && name !== 'package-lock.json' && statSync(join(ROOT, name)).isFile())
    .map((name) => join(ROOT, name));
}

const outside = (path: string) => relative(ROOT, path).startsWith(`..${sep}`) || relative(ROOT, path) === '..';

/** Every way a file could name a place outside the project, with what it found. */
function outsideReferences(path: string, text: string): string[] {
  const found: string[] = [];
  // A relative path literal that, read from the file's own folder (imports, new URL(…, import.meta.url)), climbs out.
  for (const [, literal] of text.matchAll(/['"`]((?:\.\.\/)+[^'"`\s]*)['"`]/g)) {
    if (literal !== undefined && outside(resolve(dirname(path), literal))) found.push(literal);
  }
  // A path read from the working directory (the project root when npm runs anything) that climbs out: '../x' or
  // resolve('..', …). Import specifiers are left to the check above (they resolve from their file, and
  // a folder of ours may share the name); any other "../" before a folder named like the sibling data folder is caught, even
  // in a comment.
  const outsideImports = text.replace(/^\s*(?:import|export)\b[^;]*?\bfrom\s+['"][^'"]*['"]/gm, '');
  for (const [match] of outsideImports.matchAll(/\b(?:resolve|join)\(\s*['"]\.\.['"]/g)) found.push(match);
  for (const [match] of outsideImports.matchAll(/(?:\.\.\/)+shared\b/g)) found.push(match);
  // An absolute path on a developer's or CI's machine.
  for (const [match] of text.matchAll(/['"`](?:\/work|\/home|\/root|\/tmp)\/[^'"`]*['"`]/g)) found.push(match);
  return found;
}

describe('the project', () => {
  const checked = [...FOLDERS.flatMap((folder) => files(join(ROOT, folder))), ...rootFiles()].filter(
    (path) => path !== fileURLToPath(import.meta.url),
  );

  it('checks every source, test, script, bench and config file', () => {
    const names = checked.map((path) => relative(ROOT, path));
    for (const expected of [
      'package.json',
      'wxt.config.ts',
      '.ci/run',
      'scripts/topic/train.ts',
      'bench/run.ts',
      'lib/topic/classifier.ts',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('refers to no folder outside itself', () => {
    const offenders = checked.flatMap((path) =>
      outsideReferences(path, readFileSync(path, 'utf8')).map((reference) => `${relative(ROOT, path)}: ${reference}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('outsideReferences', () => {
  // Spelled in pieces, so this file does not itself name the folder beside the project.
  const SIBLING = ['sha', 'red'].join('');
  const file = join(ROOT, 'tests', 'lib', 'example.test.ts');
  it.each([
    [`readFileSync('../${SIBLING}/data/x.jsonl')`, true],
    [`new URL('../../../../${SIBLING}/seed/page.txt', import.meta.url)`, true],
    ["resolve('..', 'data', file)", true],
    ["const DIR = '/work/shared/fixtures';", true],
    ["import { x } from '../../lib/x';", false],
    ["import { x } from '../../../lib/x';", true],
    // A folder of ours named like the sibling data folder, imported from a sibling folder: inside the project.
    [`import { DetailPane } from '../${SIBLING}/DetailPane';`, false],
    ["new URL('../../fixtures/arxiv-api', import.meta.url)", false],
    ["readFileSync('tests/fixtures/page.html')", false],
  ])('%s → outside: %s', (line, expected) => {
    expect(outsideReferences(file, line).length > 0).toBe(expected);
  });
});
