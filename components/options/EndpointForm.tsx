import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { endpointProblem } from '../../lib/judge/endpoint';
import { sendRequest } from '../../lib/messaging/client';
import { endpointPermission, JUDGE_MONTHLY_CAPS, type JudgeMonthlyCap, type JudgeSettings } from '../../lib/settings/judge-settings';
import { writeSettings } from '../../lib/settings/settings';
import { type Choice, ChoiceSetting } from './ChoiceSetting';

interface EndpointFormProps {
  judge: JudgeSettings;
  /** Hidden while another choice is picked: kept mounted, so what the user typed survives a look at the other radios. */
  hidden: boolean;
  /** After each save, changed or not (saving the same endpoint again is how a user says "try again"). */
  onSaved(): void;
  say(message: string): void;
  fail(error: unknown): void;
}

const CAP_CHOICES: Choice<JudgeMonthlyCap>[] = JUDGE_MONTHLY_CAPS.map((value) => ({ value, label: `${value} requests` }));

type Field = 'judge-base-url' | 'judge-model' | 'judge-api-key';

const hostOf = (pattern: string) => new URL(pattern.replace('/*', '/')).host;

/** Gives the extension's hold on a host back, unless it is one the extension needs anyway (those can't be removed). */
export function releaseHost(pattern: string | undefined): void {
  if (pattern !== undefined) void browser.permissions.remove({ origins: [pattern] }).catch(() => undefined);
}

/**
 * The OpenAI-compatible endpoint's fields, saved together by one button. Saving asks the browser for the endpoint's
 * host at that moment (an optional permission, never granted at install); the request is made first, inside the click,
 * since browsers honour it only there. Only once the user allowed it are the settings written and papers sent; the
 * host of an endpoint replaced is given back.
 */
export function EndpointForm({ judge, hidden, onSaved, say, fail }: EndpointFormProps) {
  const [baseUrl, setBaseUrl] = useState(judge.baseUrl);
  const [model, setModel] = useState(judge.model);
  const [apiKey, setApiKey] = useState(judge.apiKey);
  const [monthlyCap, setMonthlyCap] = useState<JudgeMonthlyCap>(judge.monthlyCap);
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | undefined>(undefined);

  const refuse = (field: Field, message: string) => {
    setInvalid({ field, message });
    document.getElementById(field)?.focus();
    fail(new Error(message));
  };

  const save = (event: Event) => {
    event.preventDefault();
    const pattern = endpointPermission(baseUrl);
    if (pattern === undefined)
      return refuse('judge-base-url', 'The endpoint must be an http:// or https:// URL, without a user name or password.');
    if (model.trim() === '') return refuse('judge-model', 'Name the model the endpoint should use.');
    // What a run would refuse (a key over plain http to another machine) is refused here, before the host is asked for.
    const problem = endpointProblem({ baseUrl, model, apiKey });
    if (problem !== undefined)
      return refuse('judge-api-key', problem.includes('https') ? `${problem} Use https, or leave the key empty.` : problem);
    setInvalid(undefined);
    const host = hostOf(pattern);
    const allowed = browser.permissions.request({ origins: [pattern] });
    say(`Allow ${host} in the browser’s prompt: nothing is sent there until you do.`);
    void allowed
      .then(async (granted) => {
        if (!granted) return fail(new Error(`Not saved: the browser was not allowed to reach ${host}, so nothing is sent there.`));
        const previous = judge.mode === 'endpoint' ? endpointPermission(judge.baseUrl) : undefined;
        const saved = { baseUrl: baseUrl.trim(), model: model.trim(), apiKey: apiKey.trim() };
        await writeSettings({ judge: { mode: 'endpoint', ...saved, monthlyCap } });
        // The fields show what was saved, so they match the settings again (and "Not saved yet" goes).
        setBaseUrl(saved.baseUrl);
        setModel(saved.model);
        setApiKey(saved.apiKey);
        if (previous !== pattern) releaseHost(previous);
        // Saved unchanged (the server fixed meanwhile), the storage tells the background nothing: asked here.
        void sendRequest({ type: 'judge/run' }).catch(() => undefined);
        onSaved();
        say(`Saved. The feed’s uncertain papers go to ${host} now.`);
      })
      .catch(fail);
  };

  const field = (id: string, label: string, value: string, set: (value: string) => void, extra: Record<string, string> = {}) => {
    const wrong = invalid?.field === id;
    return (
      <div class="setting">
        <label for={id}>{label}</label>
        <input
          id={id}
          value={value}
          aria-invalid={wrong ? 'true' : undefined}
          aria-describedby={wrong ? 'judge-field-error' : undefined}
          onInput={(event) => set((event.currentTarget as HTMLInputElement).value)}
          {...extra}
        />
        {wrong && (
          <p class="field-error" id="judge-field-error">
            {invalid.message}
          </p>
        )}
      </div>
    );
  };

  // The saved endpoint, edited and not saved: every other control on the page saves at once, this form only on its button.
  const unsaved =
    judge.mode === 'endpoint' &&
    (baseUrl !== judge.baseUrl || model !== judge.model || apiKey !== judge.apiKey || monthlyCap !== judge.monthlyCap);

  return (
    <form class="endpoint-form" aria-label="Endpoint" noValidate onSubmit={save} hidden={hidden}>
      {field('judge-base-url', 'Base URL', baseUrl, setBaseUrl, {
        type: 'url',
        placeholder: 'https://api.openai.com/v1 or http://localhost:11434/v1',
        autocomplete: 'url',
        spellcheck: 'false',
      })}
      {field('judge-model', 'Model', model, setModel, { placeholder: 'gpt-4o-mini, qwen3:8b…', spellcheck: 'false' })}
      {field('judge-api-key', 'API key (optional)', apiKey, setApiKey, { type: 'password', autocomplete: 'off' })}
      <ChoiceSetting
        id="judge-cap"
        label="At most, each month"
        value={monthlyCap}
        choices={CAP_CHOICES}
        hint="Every request counts, answered or not. When the month’s are used up, the classifier alone decides until the next month."
        onChange={(cap: JudgeMonthlyCap) => setMonthlyCap(cap)}
      />
      <button type="submit" aria-describedby={unsaved ? 'endpoint-unsaved' : undefined}>
        Save endpoint
      </button>
      {unsaved && (
        <p class="hint" id="endpoint-unsaved">
          Not saved yet: the endpoint keeps its saved settings until you press Save endpoint.
        </p>
      )}
    </form>
  );
}
