import { describe, expect, it } from 'vitest';
import { WEB_CODE_SETTING_CONCEPTS } from '../../../../lib/topic/concepts/setting-web-code';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('WEB_CODE_SETTING_CONCEPTS (web, GUI, code and text-game settings)', () => {
  itIsAWellFormedFamily(WEB_CODE_SETTING_CONCEPTS);

  it.each([
    ['A GUI agent operates mobile apps.', ['web-gui'], []],
    ['A coding agent fixes GitHub issues on SWE-bench.', ['coding-agent'], ['code-generation']],
    ['Text-based games like TextWorld.', ['text-game'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
