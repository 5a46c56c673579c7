/** The default collection and merging sightings of one paper; apart from paper.ts so read-only pages load no zod. */
import { knownDateParts } from './iso-date';
import type { Collection, Paper } from './schema';
import { fromArxivApi, isArxivLink, sourceTrust } from './trust';

/** The collection every save lands in unless another is named. */
export const DEFAULT_COLLECTION: Collection = { id: 'rl-for-llm-agents', name: 'RL for LLM Agents', createdAt: 0 };

const LINKS = new Set<keyof Paper>(['absUrl', 'pdfUrl']);

/** Fields a less trusted sighting may not even fill: what identifies the paper and where it leads (exports cite them). */
const NEVER_FILLED_BY_LESS_TRUSTED = new Set<keyof Paper>(['doi', 'absUrl', 'pdfUrl']);

const hasValue = (value: unknown) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Combines what is stored with what a new sighting adds: nothing known is lost, the latest version is kept, and the
 * first source stays (it is where the user met the paper). A sighting at least as trusted as what is stored
 * (paper-trust.ts) brings its newer non-empty values; a less trusted one only fills fields still empty, never the DOI
 * or the links. An arXiv paper's links stay on arXiv, whoever names other ones.
 */
export function mergePaper(stored: Paper, incoming: Paper): Paper {
  const merged: Paper = { ...stored };
  const storedTrust = stored.trust ?? sourceTrust(stored.source);
  const incomingTrust = incoming.trust ?? sourceTrust(incoming.source);
  // An older version's page (a citation's `v1`) tells that version's text: it never replaces a newer one's. (The API's
  // record is the latest version's, whatever number it gives.)
  const olderVersion =
    !fromArxivApi(incoming.source) && incoming.version !== undefined && stored.version !== undefined && incoming.version < stored.version;
  const fillOnly = incomingTrust < storedTrust || olderVersion;
  const arxivPaper = !stored.id.includes(':');
  for (const [key, value] of Object.entries(incoming) as [keyof Paper, Paper[keyof Paper]][]) {
    if (key === 'source' || key === 'id' || key === 'pending' || key === 'trust' || key === 'alsoKnownAs' || !hasValue(value)) continue;
    if (key === 'publishedPrecision' || (key === 'published' && saysLess(incoming, merged))) continue;
    if (fillOnly && (hasValue(merged[key]) || NEVER_FILLED_BY_LESS_TRUSTED.has(key))) continue;
    if (arxivPaper && LINKS.has(key) && !isArxivLink(value as string) && isArxivLink(merged[key] as string | undefined)) continue;
    (merged as Record<string, unknown>)[key] = value;
    if (key === 'published') withPrecisionOf(merged, incoming);
  }
  merged.trust = Math.max(storedTrust, incomingTrust);
  // The copies merged into it stay merged, whoever saw the paper since (a backup's import brings its own).
  const alsoKnownAs = knownAs(stored, incoming.alsoKnownAs ?? []);
  if (alsoKnownAs) merged.alsoKnownAs = alsoKnownAs;
  // A placeholder title never replaces a real one: an arXiv id's, or a site key's (an OpenReview PDF whose forum could
  // not be read).
  if ((incoming.pending && incoming.title === `arXiv:${incoming.id}`) || incoming.title === incoming.id) merged.title = stored.title;
  // Still pending only while no sighting has brought the full record.
  if (stored.pending && incoming.pending) merged.pending = true;
  else delete merged.pending;
  if (stored.version !== undefined && (incoming.version === undefined || incoming.version < stored.version)) {
    merged.version = stored.version;
  }
  return merged;
}

/** Whether `incoming`'s date only repeats less of `stored`'s (a file's "2023" for a page's 15 July 2023). */
function saysLess(incoming: Paper, stored: Paper): boolean {
  const parts = knownDateParts(incoming.publishedPrecision);
  const known = (paper: Paper) => paper.published?.split('-').slice(0, parts).join('-');
  return parts < knownDateParts(stored.publishedPrecision) && stored.published !== undefined && known(incoming) === known(stored);
}

/** A date's precision goes with the date: an arXiv day replaces a file's "2023" whole, and none is left behind. */
function withPrecisionOf(merged: Paper, source: Paper): void {
  if (source.publishedPrecision === undefined) delete merged.publishedPrecision;
  else merged.publishedPrecision = source.publishedPrecision;
}

/** Two notes become one that keeps both; the same note stays once (a backup's import, a draft a closed page left). */
export function mergeNotes(local: string, incoming: string): string {
  if (incoming.trim() === '' || local.includes(incoming)) return local;
  if (local.trim() === '' || incoming.includes(local)) return incoming;
  return `${local}\n\n${incoming}`;
}

/** Fields that belong to one address of a paper, which a twin's merge never brings over (lib/paper/same-paper.ts). */
const OWN_TO_EACH_ADDRESS = new Set<keyof Paper>([
  'id',
  'source',
  'trust',
  'pending',
  'version',
  'withdrawn',
  'authorCount',
  'alsoKnownAs',
]);

/** How many merged copies' ids a paper keeps (the schema's limit): the latest ones. */
const MAX_KNOWN_AS = 50;

/** The ids a paper is also known by, with `more` added (never its own id), or undefined for none. */
export function knownAs(paper: Paper, more: readonly string[]): string[] | undefined {
  const ids = [...new Set([...(paper.alsoKnownAs ?? []), ...more])].filter((id) => id !== paper.id).slice(-MAX_KNOWN_AS);
  return ids.length > 0 ? ids : undefined;
}

/**
 * The paper a merge of twins keeps: `keep` as it is, with the fields it lacks filled from `drop` (the DOI and venue
 * of a proceedings copy, say, on the arXiv preprint). Nothing `keep` holds is replaced.
 */
export function fillFromTwin(keep: Paper, drop: Paper): Paper {
  const merged: Paper = { ...keep };
  for (const [key, value] of Object.entries(drop) as [keyof Paper, Paper[keyof Paper]][]) {
    if (OWN_TO_EACH_ADDRESS.has(key) || key === 'publishedPrecision' || !hasValue(value) || hasValue(merged[key])) continue;
    (merged as Record<string, unknown>)[key] = value;
    if (key === 'published') withPrecisionOf(merged, drop);
  }
  // The count of authors goes with the list it counts.
  if (merged.authors !== keep.authors && drop.authorCount !== undefined) merged.authorCount = drop.authorCount;
  return merged;
}
