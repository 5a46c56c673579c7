/**
 * The second opinion's settings (options.html, "Second opinion for uncertain papers"): which model re-reads the papers
 * the classifier is unsure about, if any. Off by default. The endpoint's key lives with the other settings in the
 * extension's `storage.local`: web pages can't read it, and no sync copy, backup or export includes it.
 */
import { completionsUrl } from '../judge/url';

export const JUDGE_MODES = ['none', 'builtin', 'endpoint'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

/** Judgements a month the endpoint may be asked for; the built-in model is free and has no cap. */
export const JUDGE_MONTHLY_CAPS = [50, 150, 300, 1000, 3000] as const;
export type JudgeMonthlyCap = (typeof JUDGE_MONTHLY_CAPS)[number];

export interface JudgeSettings {
  mode: JudgeMode;
  /** An OpenAI-compatible API's base URL, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Optional; sent only to `baseUrl`, only over https or to this machine. */
  apiKey: string;
  monthlyCap: JudgeMonthlyCap;
}

export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = Object.freeze({
  mode: 'none',
  baseUrl: '',
  model: '',
  apiKey: '',
  // Two months of the default band (about 110–140 a month over March–May 2026, newest first): an eight-week backfill
  // fits in one.
  monthlyCap: 300,
}) as JudgeSettings;

/** Field lengths no real URL, model name or key reaches; longer stored values are damage. */
const FIELD_MAX = 2000;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= FIELD_MAX ? value : undefined);

/** Reads stored judge settings field by field; anything malformed takes its default. */
export function parseJudgeSettings(value: unknown): JudgeSettings {
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  // Own fields only: a polluted Object.prototype must not turn the judge on or name its endpoint.
  const stored: Record<string, unknown> = Object.assign(Object.create(null), object);
  const mode = JUDGE_MODES.find((candidate) => candidate === stored.mode) ?? DEFAULT_JUDGE_SETTINGS.mode;
  const monthlyCap = JUDGE_MONTHLY_CAPS.find((cap) => cap === stored.monthlyCap) ?? DEFAULT_JUDGE_SETTINGS.monthlyCap;
  return {
    mode,
    baseUrl: text(stored.baseUrl) ?? '',
    model: text(stored.model) ?? '',
    apiKey: text(stored.apiKey) ?? '',
    monthlyCap,
  };
}

/** What a judgement is cached under: another model, or the same name on another server, judges afresh. */
export function judgeModelKey(settings: JudgeSettings): string | undefined {
  if (settings.mode === 'builtin') return 'builtin';
  if (settings.mode !== 'endpoint') return undefined;
  const url = completionsUrl(settings.baseUrl);
  const model = settings.model.trim();
  return url === undefined || model === '' ? undefined : `endpoint ${url} ${model}`;
}

/** Who gave the opinion, as the feed names it: "gpt-4o-mini at api.openai.com", "the browser's built-in model". */
export function judgeLabel(settings: JudgeSettings): string {
  if (settings.mode === 'builtin') return 'the browser’s built-in model';
  const url = completionsUrl(settings.baseUrl);
  const host = url === undefined ? settings.baseUrl : new URL(url).host;
  return `${settings.model.trim()} at ${host}`;
}

/**
 * The host permission the endpoint needs, as a match pattern: its scheme and host, any port and path (Chrome and
 * Firefox patterns both leave the port out). Undefined when the base URL is not usable.
 */
export function endpointPermission(baseUrl: string): string | undefined {
  const url = completionsUrl(baseUrl);
  if (url === undefined) return undefined;
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}
