/**
 * Reading crafted reference files (bench/crafted-references.ts, about 1 MB each): `import.bibtexCrafted1MBMs` is the
 * slowest file's median time, in Node. A reader that goes quadratic on any of them shows here first.
 */
import { readReferences } from '../lib/import/references';
import { CRAFTED_REFERENCES } from './crafted-references';
import { median } from './trace';

export function importBenchmarks(): Record<string, number> {
  let slowest = 0;
  for (const { name, text } of CRAFTED_REFERENCES) {
    const times: number[] = [];
    // The first run warms the JIT up and is not counted.
    for (let run = 0; run < 6; run++) {
      const start = performance.now();
      readReferences(text);
      times.push(performance.now() - start);
    }
    const ms = median(times.slice(1));
    if (process.argv.includes('--verbose')) console.error(`${name}: ${ms.toFixed(1)} ms`);
    slowest = Math.max(slowest, ms);
  }
  return { 'import.bibtexCrafted1MBMs': Math.round(slowest) };
}
