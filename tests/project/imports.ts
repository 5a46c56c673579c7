/** The project's import graph, read from its source files, for the structure tests. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Folders of hand-written source, relative to the root. */
export const SOURCE_FOLDERS = ['components', 'content', 'entrypoints', 'lib', 'scripts', 'bench'];

/** One file's imports: project files it imports statically, for types only, lazily (`import()`), and packages. */
export interface FileImports {
  file: string;
  static: string[];
  /** `import type` / `export type`: gone from the build, but still a dependency between the two modules. */
  types: string[];
  lazy: string[];
  packages: string[];
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project file a relative specifier names (`./x` → `x.ts`, `x.tsx` or `x/index.ts`). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return undefined;
}

/** A file's imports, as written (comments are not read: imports sit at the top of a line). */
export function readImports(file: string): FileImports {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const result: FileImports = { file, static: [], types: [], lazy: [], packages: [] };
  const add = (specifier: string, kind: 'static' | 'types' | 'lazy') => {
    if (specifier.startsWith('.')) {
      const target = resolveRelative(join(ROOT, file), specifier);
      if (target) result[kind].push(target);
    } else if (kind === 'static') result.packages.push(specifier);
  };
  for (const [, typeOnly, specifier] of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm)) {
    if (specifier) add(specifier, typeOnly ? 'types' : 'static');
  }
  for (const [, specifier] of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) if (specifier) add(specifier, 'static');
  for (const [, specifier] of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) if (specifier) add(specifier, 'lazy');
  return result;
}

/** Every source file's imports, by file. */
export function importGraph(): Map<string, FileImports> {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).map((path) => relative(ROOT, path));
  return new Map(files.map((file) => [file, readImports(file)]));
}

/**
 * Groups of files that import one another, directly or in a circle, counting type-only imports too (a cycle of types
 * still ties two modules together) but not lazy ones (Tarjan's strongly connected components).
 */
export function importCycles(graph: Map<string, FileImports>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    const imports = graph.get(file);
    for (const next of [...(imports?.static ?? []), ...(imports?.types ?? [])]) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || imports?.static.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** Every package a file reaches through its static imports (the code that loads with it). */
export function packagesReached(graph: Map<string, FileImports>, start: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = graph.get(file);
    for (const name of imports?.packages ?? []) packages.add(name);
    for (const next of imports?.static ?? []) walk(next);
  };
  walk(start);
  return packages;
}
