import { describe, expect, it } from 'vitest';
import { tagSuggestions } from '../../../lib/library/tag-suggestions';

describe('tagSuggestions', () => {
  const library = [['to-read', 'credit assignment'], ['To read ', 'memory'], ['to-read', 'memory'], ['survey']];

  it('offers the library’s tags, most used first, each once whatever its case or spacing', () => {
    expect(tagSuggestions(library, [])).toEqual(['to-read', 'memory', 'credit assignment', 'survey']);
  });

  it('leaves out the tags the paper has, in any spelling, and keeps to the limit', () => {
    expect(tagSuggestions(library, ['TO READ', 'Memory'])).toEqual(['credit assignment', 'survey']);
    expect(tagSuggestions(library, [], 2)).toEqual(['to-read', 'memory']);
    expect(tagSuggestions([['  '], []], [])).toEqual([]);
    // A paper with a tag in two spellings counts once for it.
    expect(tagSuggestions([['survey', 'Survey'], ['memory'], ['memory']], [])).toEqual(['memory', 'survey']);
  });
});
