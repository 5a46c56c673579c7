import { describe, expect, it } from 'vitest';
import { CONTRAST_CONCEPTS } from '../../../../lib/topic/concepts/contrast';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('CONTRAST_CONCEPTS (RL that is not the paper’s method)', () => {
  itIsAWellFormedFamily(CONTRAST_CONCEPTS);

  it.each([
    ['Unlike RL-based methods, we use prompting.', ['rl-contrast'], ['reinforcement-learning']],
    ['RLHF aligns chat models with human preferences.', ['rlhf'], []],
    ['We apply on-policy distillation.', ['on-policy-distillation'], ['on-policy']],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
