import { describe, expect, it } from 'vitest';
import { NEGATIVE_TASK_CONCEPTS } from '../../../../lib/topic/concepts/negative-tasks';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('NEGATIVE_TASK_CONCEPTS (tasks that point away from the topic)', () => {
  itIsAWellFormedFamily(NEGATIVE_TASK_CONCEPTS);

  it.each([
    ['We align the model to be harmless.', ['alignment'], []],
    ['Code generation on HumanEval.', ['code-generation'], ['coding-agent']],
    ['Image segmentation and object detection.', ['vision-task'], []],
    ['Sequential recommendation for users.', ['recommendation'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
