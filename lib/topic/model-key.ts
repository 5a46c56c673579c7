/**
 * The shipped classifier's name: the feed's stored rows scored under another name (before an update of the
 * extension) are scored again (lib/feed/rescore.ts). It covers what the classifier reads as data — the weights, the
 * word ratios, the concepts' phrases and the sub-topic tags — and `CLASSIFIER_REVISION` the rest.
 */
import { textHash } from '../judge/text';
import { CONCEPTS } from './concepts';
import { TOPIC_MODEL } from './model';
import { FALLBACK_TAG, TAGS } from './taxonomy';
import { WORDING_TABLE } from './wording-table';

/** Bump when the code changes what `classify` returns (features.ts, the evidence's words) without the data changing. */
const CLASSIFIER_REVISION = 1;

let key: string | undefined;

/** Worked out at the first feed run, not at each wake of the worker (it hashes ~80 KB). */
export function shippedModelKey(): string {
  key ??= [
    CLASSIFIER_REVISION,
    textHash(JSON.stringify(TOPIC_MODEL)),
    textHash(WORDING_TABLE),
    textHash(JSON.stringify([CONCEPTS, TAGS, FALLBACK_TAG])),
  ].join('-');
  return key;
}
