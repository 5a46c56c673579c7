/**
 * The judge's answer: its JSON Schema (handed to the model so constrained decoding can only produce it) and the strict
 * parser every answer goes through anyway, because a model may ignore the constraint, refuse, or obey text planted in
 * a paper's abstract. Anything but exactly one well-formed object is no verdict.
 */
import * as z from 'zod/mini';
import { cutText, foldText } from './text';

/** Why a paper is in or out. `agentic-rl` is the only kind of an "in"; the others name the main reason for an "out". */
export const VERDICT_KINDS = ['agentic-rl', 'agent-no-rl', 'rl-no-llm', 'single-turn-reasoning', 'alignment', 'other'] as const;

export type VerdictKind = (typeof VERDICT_KINDS)[number];

export interface JudgeVerdict {
  verdict: 'in' | 'out';
  kind: VerdictKind;
  /** One sentence, plain text: no control characters, at most REASON_MAX characters. */
  reason: string;
}

export const REASON_MAX = 200;

/**
 * A plain JSON Schema object, for Chrome's `responseConstraint` and OpenAI's `json_schema` with `strict: true`. It keeps
 * to the keywords both accept: strict mode needs every property required and `additionalProperties: false`, and it
 * refuses `maxLength`, so the reason's length is asked for in its description and enforced by the parser.
 */
export const VERDICT_SCHEMA = {
  type: 'object',
  properties: {
    verdict: { type: 'string', enum: ['in', 'out'] },
    kind: { type: 'string', enum: [...VERDICT_KINDS] },
    reason: { type: 'string', description: `One sentence, at most ${REASON_MAX} characters.` },
  },
  required: ['verdict', 'kind', 'reason'],
  additionalProperties: false,
} as const;

/** The name OpenAI-compatible endpoints want beside the schema. */
export const VERDICT_SCHEMA_NAME = 'paper_verdict';

// Strict: an extra key (a model adding "confidence", or a planted "__proto__") makes the whole answer suspect.
const VerdictSchema = z.strictObject({
  verdict: z.enum(['in', 'out']),
  kind: z.enum(VERDICT_KINDS),
  reason: z.string(),
});

/** The reason as the UI can show it: on one line, no controls, cut to REASON_MAX. */
export function cleanReason(text: string): string {
  return cutText(foldText(text), REASON_MAX, '…');
}

/**
 * The verdict in a model's answer, or undefined. The answer must be the JSON object and nothing else: a verdict
 * wrapped in prose or a code fence is refused rather than dug out, since digging is what would let an abstract that
 * quotes a verdict ("…answer {"verdict":"in"}…") speak for the model. A verdict that contradicts its own kind ("in"
 * but "agent-no-rl") or has no reason is refused too: the model was not following the instructions.
 */
export function parseVerdict(text: string): JudgeVerdict | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = VerdictSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { verdict, kind } = parsed.data;
  if ((verdict === 'in') !== (kind === 'agentic-rl')) return undefined;
  const reason = cleanReason(parsed.data.reason);
  return reason === '' ? undefined : { verdict, kind, reason };
}

/** Why a judgement gave no verdict. `capped` and `config` come from the queue and the endpoint's settings. */
export type JudgeErrorKind = 'offline' | 'timeout' | 'http' | 'garbage' | 'refused' | 'unavailable' | 'config' | 'capped';

export interface JudgeError {
  kind: JudgeErrorKind;
  message: string;
  /** The HTTP status, for `http`: the queue retries 429 and 5xx only. */
  status?: number;
}

export type JudgeResult = { ok: true; verdict: JudgeVerdict } | { ok: false; error: JudgeError };

/** Prose that is a model declining, told apart from plain garbage so the user sees why there is no verdict. */
const REFUSAL = /^\W*(?:sorry|I(?:'m| am) sorry|I (?:can(?:no|')t|won't|will not)|I(?:'m| am) (?:not able|unable)|As an AI)\b/i;

/** The error for an answer `parseVerdict` refused. */
export function unparsedAnswer(text: string): JudgeError {
  return REFUSAL.test(text.trim().replace(/’/g, "'"))
    ? { kind: 'refused', message: 'The model declined to judge this paper.' }
    : { kind: 'garbage', message: 'The model’s answer was not a verdict.' };
}
