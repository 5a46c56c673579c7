/**
 * The judge on Chrome's built-in model (the Prompt API: `LanguageModel`, Gemini Nano), free and on the machine.
 * `LanguageModel` is passed in, so tests fake it and browsers without it get 'unsupported' rather than a crash. Each
 * paper gets a fresh session, destroyed after it: one paper's text can never steer how the next one is judged.
 */
import { buildMessages, type JudgePaper } from './prompt';
import { type JudgeResult, parseVerdict, unparsedAnswer, VERDICT_SCHEMA } from './verdict';

export type BuiltinAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

/** English in, English out: the prompt is English, and Chrome wants the languages declared up front. */
const LANGUAGES = {
  expectedInputs: [{ type: 'text', languages: ['en'] }],
  expectedOutputs: [{ type: 'text', languages: ['en'] }],
} as const;

type LanguageOptions = typeof LANGUAGES;

export interface LanguageModelSessionLike {
  prompt(input: string, options: { responseConstraint: object; signal: AbortSignal }): Promise<string>;
  destroy(): void;
}

/** The part of Chrome's `LanguageModel` used here; declared, so the project needs no global types for it. */
export interface LanguageModelLike {
  availability(options: LanguageOptions): Promise<string>;
  create(
    options: LanguageOptions &
      ({ initialPrompts: { role: 'system'; content: string }[]; signal: AbortSignal } | { monitor(target: EventTarget): void }),
  ): Promise<LanguageModelSessionLike>;
}

export interface BuiltinDeps {
  LanguageModel?: LanguageModelLike;
  /** Creating the session and answering; the first prompt after a browser start also loads the model. */
  timeoutMs?: number;
}

export const BUILTIN_TIMEOUT_MS = 60_000;

const STATES: readonly string[] = ['unavailable', 'downloadable', 'downloading', 'available'] satisfies BuiltinAvailability[];

/** The browser's `LanguageModel`, where it has one. */
export function globalLanguageModel(): LanguageModelLike | undefined {
  return (globalThis as { LanguageModel?: LanguageModelLike }).LanguageModel;
}

/** Whether the built-in model can judge now; 'unsupported' when the browser has no Prompt API at all. */
export async function builtinAvailability(deps: BuiltinDeps): Promise<BuiltinAvailability | 'unsupported'> {
  if (deps.LanguageModel === undefined) return 'unsupported';
  try {
    const state = await deps.LanguageModel.availability(LANGUAGES);
    // A state a later Chrome may add is not one we know how to use.
    return STATES.includes(state) ? (state as BuiltinAvailability) : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

const NOT_READY: Record<Exclude<BuiltinAvailability, 'available'> | 'unsupported', string> = {
  unsupported: 'This browser has no built-in language model.',
  unavailable: 'The built-in language model can’t run on this device.',
  downloadable: 'The built-in language model is not downloaded yet.',
  downloading: 'The built-in language model is still downloading.',
};

/** What `session.prompt` throws for one input it can't take (Chrome's Prompt API), not for the model as a whole. */
const PAPER_ERRORS: ReadonlySet<string> = new Set(['QuotaExceededError', 'NotSupportedError']);

/**
 * One paper judged by the built-in model. Never throws. It only judges when the model is 'available': creating a
 * session while it is 'downloadable' would start a download of gigabytes, which only the user's own click (on the
 * options page) should do.
 */
export async function judgeWithBuiltin(paper: JudgePaper, deps: BuiltinDeps): Promise<JudgeResult> {
  const state = await builtinAvailability(deps);
  const model = deps.LanguageModel;
  if (state !== 'available') return { ok: false, error: { kind: 'unavailable', message: NOT_READY[state] } };
  if (model === undefined) return { ok: false, error: { kind: 'unavailable', message: NOT_READY.unsupported } };
  const [system, user] = buildMessages(paper);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? BUILTIN_TIMEOUT_MS);
  let session: LanguageModelSessionLike | undefined;
  let answer: string;
  try {
    session = await model.create({
      ...LANGUAGES,
      initialPrompts: [{ role: 'system', content: system.content }],
      signal: controller.signal,
    });
    answer = await session.prompt(user.content, { responseConstraint: VERDICT_SCHEMA, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, error: { kind: 'timeout', message: 'The built-in model did not answer in time.' } };
    const name = error instanceof Error ? error.name : 'Error';
    // The prompt refused for this paper alone (input over the model's window, an untested language): the paper's
    // trouble, so a run goes on past it and remembers it, rather than stopping at it on every run.
    if (session !== undefined && PAPER_ERRORS.has(name))
      return { ok: false, error: { kind: 'refused', message: `The built-in model could not take this paper (${name}).` } };
    return { ok: false, error: { kind: 'unavailable', message: `The built-in language model failed (${name}).` } };
  } finally {
    clearTimeout(timer);
    session?.destroy();
  }
  const verdict = parseVerdict(answer);
  return verdict === undefined ? { ok: false, error: unparsedAnswer(answer) } : { ok: true, verdict };
}

/**
 * Starts (or joins) the download of the built-in model; only on the user's click on options.html, since Chrome wants a
 * user activation for it and it costs gigabytes. `onProgress` gets the share downloaded, 0 to 1. Resolves whether the
 * model is ready.
 */
export async function downloadBuiltin(deps: BuiltinDeps, onProgress: (share: number) => void): Promise<boolean> {
  const model = deps.LanguageModel;
  if (model === undefined) return false;
  try {
    const session = await model.create({
      ...LANGUAGES,
      monitor(target) {
        target.addEventListener('downloadprogress', (event) => {
          const loaded = (event as Event & { loaded?: unknown }).loaded;
          if (typeof loaded === 'number' && loaded >= 0 && loaded <= 1) onProgress(loaded);
        });
      },
    });
    session.destroy();
    return true;
  } catch {
    return false;
  }
}
