/**
 * Papers for benchmarks at any count, with real titles, authors and abstracts: every paper of the project's labelled
 * data (data/topic/: the dev set, the months' labelled pools and their background samples, about 4,000 papers), then
 * the same papers again under further ids of the same month, so a 10,000-paper library reads like a real one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../scripts/topic/dataset';
import type { FixturePaper } from '../tests/fixtures/papers/generated';

function readPapers(path: string): FixturePaper[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const row = JSON.parse(line) as Partial<FixturePaper> & { id: string; title: string; abstract: string };
      return { id: row.id, title: row.title, abstract: row.abstract, authors: row.authors ?? [], categories: row.categories ?? ['cs.LG'] };
    });
}

/** The real papers of data/topic/, background samples first (they are what most of a real month looks like). */
function realPapers(): FixturePaper[] {
  const monthFiles = (folder: string) =>
    readdirSync(join(DATA_DIR, folder))
      .sort()
      .map((file) => join(DATA_DIR, folder, file));
  return [...monthFiles('background'), ...monthFiles('months'), join(DATA_DIR, 'dev.jsonl')].flatMap(readPapers);
}

export function benchPapers(count: number): FixturePaper[] {
  const real = realPapers();
  return Array.from({ length: count }, (_, i) => {
    const row = real[i % real.length] as FixturePaper;
    return i < real.length ? row : { ...row, id: `2605.${String(20_000 + i).padStart(5, '0')}` };
  });
}
