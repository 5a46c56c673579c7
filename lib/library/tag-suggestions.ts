/**
 * The tags to offer beside a paper's tag field: the user's own tags across the library, most used first, without those
 * the paper has (in any case or spacing: lib/paper/tag-kinds.ts). Picking one from here rather than typing it keeps
 * "to-read", "toread" and "To read " from becoming three tags.
 */
import { tagKey } from '../paper/tag-kinds';

export function tagSuggestions(library: readonly (readonly string[])[], onPaper: readonly string[], limit = 8): string[] {
  const has = new Set(onPaper.map(tagKey));
  const counts = new Map<string, { tag: string; count: number }>();
  for (const tags of library) {
    // A paper counts once for a tag, in whichever spellings it has it.
    const onThisPaper = new Set<string>();
    for (const tag of tags.map((each) => each.trim())) {
      const key = tagKey(tag);
      if (key === '' || has.has(key) || onThisPaper.has(key)) continue;
      onThisPaper.add(key);
      const seen = counts.get(key);
      if (seen) seen.count += 1;
      else counts.set(key, { tag, count: 1 });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, limit)
    .map(({ tag }) => tag);
}
