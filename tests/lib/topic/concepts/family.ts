/** Shared checks for the concept family files (lib/topic/concepts/<family>.ts): each file's test calls them. */
import { expect, it } from 'vitest';
import { CONCEPT_BY_ID, type ConceptData } from '../../../../lib/topic/concepts';
import { detectConcepts } from '../../../../lib/topic/features';
import { parse, toSource } from '../../../../lib/topic/pattern-syntax';

/** The concept ids the classifier finds in a snippet, read as an abstract sentence. */
export function conceptsIn(snippet: string): string[] {
  return detectConcepts({ title: '', abstract: snippet }).map((hit) => hit.concept);
}

/**
 * A family's concepts are in the registry, each phrase in the syntax the scanner reads and never matching nothing,
 * and only the families the model weighs say how much a hit shows a family.
 */
export function itIsAWellFormedFamily(family: readonly ConceptData[]): void {
  it('registers every concept, with phrases the scanner reads', () => {
    expect(family.length).toBeGreaterThan(0);
    for (const concept of family) {
      expect(CONCEPT_BY_ID.get(concept.id)?.phrases, concept.id).toBe(concept.phrases);
      expect(concept.label.trim(), concept.id).not.toBe('');
      for (const phrase of concept.phrases) {
        const whole = new RegExp(`^(?:${toSource(parse(phrase), false)})$`);
        expect(whole.test(''), `${concept.id}: ${phrase} matches nothing at all`).toBe(false);
      }
    }
  });

  it('gives a presence only to signals of the topic’s own families, each above zero', () => {
    for (const concept of family) {
      const shares = Object.values(concept.presence);
      if (concept.group === 'negative' || concept.group === 'subtopic' || concept.group === 'cue') expect(shares, concept.id).toEqual([]);
      for (const share of shares) expect(share, concept.id).toBeGreaterThan(0);
    }
  });
}
