/**
 * The layout holds: modules import one another in one direction, the store sits at the bottom, and the code a web
 * page or the popup's first paint loads carries neither zod nor Dexie (before, only the bundle budgets guarded that).
 */
import { describe, expect, it } from 'vitest';
import { type FileImports, importCycles, importGraph, packagesReached } from './imports';

const graph = importGraph();

/** What lib/db.ts (the store) and everything it imports may not reach: the features built on the store. */
const FEATURES = ['lib/feed/', 'lib/topic/', 'lib/export/', 'lib/import/', 'lib/first-rows', 'lib/library', 'lib/sync-copy'];

/** Files a file reaches through static imports, itself included. */
function reached(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of graph.get(start)?.static ?? []) reached(next, seen);
  return seen;
}

describe('the import graph', () => {
  it('reads the whole project', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('lib/db.ts')?.packages).toContain('dexie');
  });

  it('has no two files that import each other, directly or in a circle (type imports included)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const node = (file: string, imports: string[], types: string[] = []): [string, FileImports] => [
      file,
      { file, static: imports, types, lazy: [], packages: [] },
    ];
    const tangled = new Map([node('a.ts', ['b.ts']), node('b.ts', ['c.ts']), node('c.ts', [], ['a.ts']), node('d.ts', ['a.ts'])]);
    expect(importCycles(tangled)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});

describe('the layers', () => {
  it('keeps the store at the bottom: lib/db.ts reaches no feature', () => {
    const features = [...reached('lib/db.ts')].filter((file) => FEATURES.some((feature) => file.startsWith(feature)));
    expect(features).toEqual([]);
  });

  it.each([...graph.keys()].filter((file) => /^entrypoints\/[a-z-]+-page\.ts$|^entrypoints\/content-boot\.ts$/.test(file)))(
    'loads neither zod nor Dexie into web pages: %s',
    (script) => {
      const packages = [...packagesReached(graph, script)];
      expect(packages.filter((name) => /^(zod|dexie)(\/|$)/.test(name))).toEqual([]);
    },
  );

  it('paints the popup’s first rows without Dexie, zod or webextension-polyfill (they load after the first paint)', () => {
    const packages = [...packagesReached(graph, 'entrypoints/popup/main.tsx')];
    expect(packages.filter((name) => /^(zod|dexie|webextension-polyfill|wxt\/browser)(\/|$)/.test(name))).toEqual([]);
  });
});
