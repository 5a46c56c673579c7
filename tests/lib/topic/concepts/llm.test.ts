import { describe, expect, it } from 'vitest';
import { LLM_CONCEPTS } from '../../../../lib/topic/concepts/llm';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('LLM_CONCEPTS (language models)', () => {
  itIsAWellFormedFamily(LLM_CONCEPTS);

  it.each([
    ['A language agent acts.', ['llm-agent'], []],
    ['We fine-tune Qwen2.5-7B and Llama 3.', ['model-family'], []],
    ['Large language models are trained on text.', ['llm'], []],
    ['Vision-language models see screenshots.', ['vlm'], []],
    ['Prior work used supervised fine-tuning.', ['llm-training'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
