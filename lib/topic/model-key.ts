/**
 * The shipped classifier's name, from its weights and word ratios: the feed's stored rows scored under another name
 * (before an update of the extension) are scored again (lib/feed/rescore.ts).
 */
import { textHash } from '../judge/text';
import { TOPIC_MODEL } from './model';
import { WORDING_TABLE } from './wording-table';

export const SHIPPED_MODEL_KEY = `${textHash(JSON.stringify(TOPIC_MODEL))}-${textHash(WORDING_TABLE)}`;
