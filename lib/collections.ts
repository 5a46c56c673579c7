/** The default collection and merging sightings of one paper; apart from paper.ts so read-only pages load no zod. */
import type { Collection, Paper } from './paper';

/** The collection every save lands in unless another is named. */
export const DEFAULT_COLLECTION: Collection = { id: 'rl-for-llm-agents', name: 'RL for LLM Agents', createdAt: 0 };

/**
 * Combines what is stored with what a new sighting adds: newer non-empty values win, nothing known is lost,
 * the latest version is kept, and the first source stays (it is where the user met the paper).
 */
export function mergePaper(stored: Paper, incoming: Paper): Paper {
  const merged: Paper = { ...stored };
  for (const [key, value] of Object.entries(incoming) as [keyof Paper, Paper[keyof Paper]][]) {
    if (key === 'source' || key === 'id' || key === 'pending' || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (value === '') continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  // A placeholder title never replaces a real one.
  if (incoming.pending && incoming.title === `arXiv:${incoming.id}`) merged.title = stored.title;
  // Still pending only while no sighting has brought the full record.
  if (stored.pending && incoming.pending) merged.pending = true;
  else delete merged.pending;
  if (stored.version !== undefined && (incoming.version === undefined || incoming.version < stored.version)) {
    merged.version = stored.version;
  }
  return merged;
}
