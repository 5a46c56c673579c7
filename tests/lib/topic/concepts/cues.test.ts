import { describe, expect, it } from 'vitest';
import { CUE_CONCEPTS } from '../../../../lib/topic/concepts/cues';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('CUE_CONCEPTS (whose work a sentence describes)', () => {
  itIsAWellFormedFamily(CUE_CONCEPTS);

  it.each([
    ['We propose a new method.', ['own-work'], ['prior-work']],
    ['Prior work used supervised fine-tuning.', ['prior-work'], ['own-work']],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
