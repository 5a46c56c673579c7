import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DETECTORS, detectorFor } from '../../../lib/sites';

const GENERIC = 'citation-meta';
/** Files in lib/sites/ that are shared helpers, not detectors. */
const HELPERS = new Set([
  'index',
  'types',
  'meta',
  'citation',
  'arxiv-hosts',
  'arxiv-page-heading',
  'id-from-url',
  'url-id',
  'matches',
  'page-scripts',
  'page-metadata-result',
  'site-keys',
  'site-paper',
  'head-meta',
  'paper-page-fetch',
]);

describe('the site registry', () => {
  it('has unique ids, and registers every detector file in lib/sites/', () => {
    const ids = DETECTORS.map((detector) => detector.id);
    expect(new Set(ids).size).toBe(ids.length);
    const files = readdirSync('lib/sites')
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => !HELPERS.has(name));
    expect([...ids].sort()).toEqual(files.sort());
  });

  it('lists specific detectors first and the generic one last', () => {
    expect(DETECTORS.at(-1)?.id).toBe(GENERIC);
  });

  it.each(DETECTORS.flatMap((detector) => detector.examples.map((example) => [detector.id, example] as const)))(
    '%s: %s matches its own detector and no other specific one',
    (id, example) => {
      const url = new URL(example);
      expect(detectorFor(url)?.id).toBe(id);
      const specific = DETECTORS.filter((detector) => detector.id !== GENERIC && detector.matches(url)).map((detector) => detector.id);
      expect(specific).toEqual(id === GENERIC ? [] : [id]);
    },
  );

  it('leaves pages that are not papers to the generic detector', () => {
    for (const href of [
      'https://arxiv.org/',
      'https://arxiv.org/pdf/2604.27955',
      'https://openreview.net/group?id=ICLR.cc',
      'https://huggingface.co/papers',
    ]) {
      expect(detectorFor(new URL(href))?.id).toBe(GENERIC);
    }
  });
});
