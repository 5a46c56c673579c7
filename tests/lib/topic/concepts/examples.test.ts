import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../../../lib/topic/concepts';
import { detectConcepts, detectTagConcepts } from '../../../../lib/topic/features';

/**
 * The concept ids found in a snippet (read as an abstract sentence, the title left empty), where each is read: the
 * model's one pass, with the phrases that only name sub-topics from their own scan (as the tags read them).
 */
function conceptsIn(snippet: string): string[] {
  const input = { title: '', abstract: snippet };
  return detectTagConcepts(input, detectConcepts(input)).map((hit) => hit.concept);
}

/** Whether a phrase has a `|` outside every group: two phrases written as one entry. */
function hasTopLevelAlternation(phrase: string): boolean {
  let depth = 0;
  for (let index = 0; index < phrase.length; index += 1) {
    const char = phrase[index];
    if (char === '\\') index += 1;
    else if (char === '[') index = phrase.indexOf(']', index + 1);
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}

describe('CONCEPTS', () => {
  it('has unique ids, each concept with at least two examples that fire it and two that must not', () => {
    expect(new Set(CONCEPTS.map((concept) => concept.id)).size).toBe(CONCEPTS.length);
    const short = CONCEPTS.filter((concept) => concept.examples.fires.length < 2 || concept.examples.silent.length < 2);
    expect(short.map((concept) => concept.id)).toEqual([]);
  });

  it('declares one phrase per entry', () => {
    const joined = CONCEPTS.flatMap((concept) =>
      concept.phrases.filter(hasTopLevelAlternation).map((phrase) => `${concept.id}: ${phrase}`),
    );
    expect(joined).toEqual([]);
  });

  it.each(CONCEPTS.map((concept) => [concept.id, concept] as const))(
    '%s fires on its examples and not on its near misses',
    (id, concept) => {
      const missed = concept.examples.fires.filter((example) => !conceptsIn(example).includes(id));
      const wronglyFired = concept.examples.silent.filter((example) => conceptsIn(example).includes(id));
      expect({ missed, wronglyFired }).toEqual({ missed: [], wronglyFired: [] });
    },
  );
});
