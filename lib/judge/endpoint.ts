/**
 * The judge on an OpenAI-compatible endpoint the user configured (OpenAI, OpenRouter, a local Ollama or vLLM…):
 * one chat completion per paper, constrained to the verdict's schema. The endpoint is trusted with the paper's text
 * and the key, nothing more: its answer is read to a fixed size, parsed strictly, and every failure becomes an error
 * kind the queue can decide on (retry, or give up), never an exception.
 */
import * as z from 'zod/mini';
import { isRedirect, readCappedText } from '../arxiv/answer-limits';
import { buildMessages, type JudgePaper } from './prompt';
import { completionsUrl, isLoopback } from './url';
import { type JudgeError, type JudgeResult, parseVerdict, unparsedAnswer, VERDICT_SCHEMA, VERDICT_SCHEMA_NAME } from './verdict';

export interface EndpointConfig {
  /** e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export interface EndpointDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The whole exchange, answer read included; local models on a CPU can be slow. */
  timeoutMs?: number;
}

/** A verdict is under 1 KB; 100 KB leaves room for verbose envelopes and refuses a runaway or hostile answer. */
export const ANSWER_MAX_BYTES = 100 * 1024;
export const ENDPOINT_TIMEOUT_MS = 60_000;

/** What is wrong with the settings, in words for options.html, or undefined: the form refuses what a run would. */
export function endpointProblem(config: EndpointConfig): string | undefined {
  const checked = checkConfig(config);
  return 'problem' in checked ? checked.problem : undefined;
}

/** The URL and key to use, or what is wrong with the settings (the request is not sent then). */
function checkConfig(config: EndpointConfig): { url: string; key: string } | { problem: string } {
  const url = completionsUrl(config.baseUrl);
  if (url === undefined) return { problem: 'The endpoint must be an http:// or https:// URL without a user name or password.' };
  if (config.model.trim() === '') return { problem: 'No model is set for the endpoint.' };
  const key = config.apiKey?.trim() ?? '';
  // A header with a newline or non-ASCII would make fetch throw, which would read as "offline".
  if (key !== '' && !/^[\x21-\x7E]+$/.test(key)) return { problem: 'The API key has characters no key has.' };
  // Plain http would show the key to everyone on the way; only this machine is trusted with it unencrypted.
  const { protocol, hostname } = new URL(url);
  if (key !== '' && protocol === 'http:' && !isLoopback(hostname))
    return { problem: 'An API key is only sent over https (or to localhost).' };
  return { url, key };
}

const fail = (kind: JudgeError['kind'], message: string, status?: number): JudgeResult => ({
  ok: false,
  error: status === undefined ? { kind, message } : { kind, message, status },
});

// Only the fields used; anything else in the envelope (usage, reasoning text, provider extras) is ignored.
const Envelope = z.object({
  choices: z.array(
    z.object({
      message: z.optional(z.object({ content: z.nullish(z.string()), refusal: z.nullish(z.string()) })),
      finish_reason: z.nullish(z.string()),
    }),
  ),
});

/** The verdict in a completion's body, or why there is none. */
export function readCompletion(body: string): JudgeResult {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return fail('garbage', 'The endpoint’s answer was not JSON.');
  }
  const parsed = Envelope.safeParse(value);
  const choice = parsed.success ? parsed.data.choices[0] : undefined;
  if (choice === undefined) return fail('garbage', 'The endpoint’s answer had no message.');
  // OpenAI's structured outputs report a refusal beside the content; filtered output is a refusal too.
  if ((choice.message?.refusal ?? '') !== '' || choice.finish_reason === 'content_filter') {
    return fail('refused', 'The model declined to judge this paper.');
  }
  const content = choice.message?.content ?? '';
  const verdict = parseVerdict(content);
  return verdict === undefined ? { ok: false, error: unparsedAnswer(content) } : { ok: true, verdict };
}

/**
 * What an HTTP error means for the user: what to fix where the status says it. Without a key, a 403 is the server
 * refusing the extension itself: a local Ollama answers every request from an origin it was not told to allow so.
 */
function httpMessage(status: number, keyGiven: boolean): string {
  if (status === 403 && !keyGiven) {
    return 'The endpoint refused requests from the extension (HTTP 403). A local Ollama allows them once started with OLLAMA_ORIGINS=chrome-extension://*,moz-extension://*';
  }
  if (status === 401 || status === 403) return `The endpoint refused the API key (HTTP ${status}): check the key.`;
  if (status === 404) return 'The endpoint has no such address or model (HTTP 404): check the base URL and the model name.';
  return `The endpoint answered HTTP ${status}.`;
}

/** One paper judged by the endpoint. Never throws. */
export async function judgeWithEndpoint(config: EndpointConfig, paper: JudgePaper, deps: EndpointDeps): Promise<JudgeResult> {
  const checked = checkConfig(config);
  if ('problem' in checked) return fail('config', checked.problem);
  const { url, key } = checked;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (key !== '') headers.Authorization = `Bearer ${key}`;
  const body = JSON.stringify({
    model: config.model.trim(),
    messages: buildMessages(paper),
    temperature: 0,
    response_format: { type: 'json_schema', json_schema: { name: VERDICT_SCHEMA_NAME, schema: VERDICT_SCHEMA, strict: true } },
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? ENDPOINT_TIMEOUT_MS);
  let reached = false;
  try {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: controller.signal,
      // A redirect could take the paper and the key somewhere the user never named: none is followed.
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    if (isRedirect(response)) return fail('http', 'The endpoint redirected; set its final URL.', response.status);
    if (!response.ok) {
      await response.body?.cancel();
      return fail('http', httpMessage(response.status, key !== ''), response.status);
    }
    // The request reached the model from here on: a failure now is counted against the cap (a timeout, not offline).
    reached = true;
    const text = await readCappedText(response, ANSWER_MAX_BYTES);
    if (text === undefined) return fail('garbage', 'The endpoint’s answer was too large.');
    return readCompletion(text);
  } catch {
    if (controller.signal.aborted) return fail('timeout', 'The endpoint did not answer in time.');
    return reached ? fail('timeout', 'The endpoint’s answer broke off.') : fail('offline', 'The endpoint could not be reached.');
  } finally {
    clearTimeout(timer);
  }
}
