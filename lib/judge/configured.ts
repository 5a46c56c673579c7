/**
 * The judge the settings describe: the endpoint's client or the built-in model's, behind the queue's one-paper
 * signature, with the cap that applies (the built-in model costs nothing and has none). Undefined when the second
 * opinion is off or its settings are not usable.
 */
import type { JudgeSettings } from '../settings/judge-settings';
import type { LanguageModelLike } from './builtin';
import { judgeWithBuiltin } from './builtin';
import { judgeWithEndpoint } from './endpoint';
import type { JudgeQueueDeps } from './queue';

export interface JudgeEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  LanguageModel?: LanguageModelLike;
}

export function configuredJudge(
  settings: JudgeSettings,
  env: JudgeEnvironment,
): Pick<JudgeQueueDeps, 'judgeOne' | 'monthlyCap'> | undefined {
  if (settings.mode === 'builtin') return { judgeOne: (paper) => judgeWithBuiltin(paper, { LanguageModel: env.LanguageModel }) };
  if (settings.mode !== 'endpoint') return undefined;
  const config = { baseUrl: settings.baseUrl, model: settings.model, apiKey: settings.apiKey };
  return { judgeOne: (paper) => judgeWithEndpoint(config, paper, { fetch: env.fetch }), monthlyCap: settings.monthlyCap };
}
