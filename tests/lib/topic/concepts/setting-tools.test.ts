import { describe, expect, it } from 'vitest';
import { TOOL_SETTING_CONCEPTS } from '../../../../lib/topic/concepts/setting-tools';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('TOOL_SETTING_CONCEPTS (tools, search and multi-turn settings)', () => {
  itIsAWellFormedFamily(TOOL_SETTING_CONCEPTS);

  it.each([
    ['Multi-turn interaction with users.', ['multi-turn'], ['single-turn']],
    ['The model calls tools through function calling.', ['tools', 'tool-use'], []],
    ['Search agents query the web.', ['search-agent'], []],
    ['Retrieval-augmented generation.', ['retrieval'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
