/**
 * A paper's tags by who gave them: the user's own, the topic classifier's sub-topics, or both. One label per tag,
 * whatever its case, spacing or hyphens ("credit assignment" typed by the user is the sub-topic "Credit Assignment"),
 * in the user's spelling; the user's tags first, as Zotero lists its manual tags before the automatic ones.
 */

export type TagKind = 'own' | 'topic' | 'both';

export interface PaperTag {
  label: string;
  kind: TagKind;
}

/** What makes two tags one: case, accents, spaces, hyphens and underscores do not. */
export function tagKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The tags to show for a paper: each once, marked with who gave it. Empty labels are left out. */
export function paperTags(own: readonly string[] = [], topic: readonly string[] = []): PaperTag[] {
  const topicKeys = new Set(topic.map(tagKey));
  const seen = new Set<string>();
  const tags: PaperTag[] = [];
  for (const [labels, mine] of [
    [own, true],
    [topic, false],
  ] as const) {
    for (const label of labels) {
      const key = tagKey(label);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      tags.push({ label: label.trim(), kind: mine ? (topicKeys.has(key) ? 'both' : 'own') : 'topic' });
    }
  }
  return tags;
}

/** Words a screen reader says before each kind of tag, and the tooltip that tells them apart. */
export const TAG_KIND_NAMES: Record<TagKind, { spoken: string; title: string }> = {
  own: { spoken: 'Your tag: ', title: 'Your tag' },
  topic: { spoken: 'Sub-topic: ', title: 'Sub-topic, from the topic classifier' },
  both: { spoken: 'Your tag and sub-topic: ', title: 'Your tag, and a sub-topic from the topic classifier' },
};
