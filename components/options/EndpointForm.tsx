import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { endpointPermission, JUDGE_MONTHLY_CAPS, type JudgeMonthlyCap, type JudgeSettings } from '../../lib/settings/judge-settings';
import { writeSettings } from '../../lib/settings/settings';
import { type Choice, ChoiceSetting } from './ChoiceSetting';

interface EndpointFormProps {
  judge: JudgeSettings;
  say(message: string): void;
  fail(error: unknown): void;
}

const CAP_CHOICES: Choice<JudgeMonthlyCap>[] = JUDGE_MONTHLY_CAPS.map((value) => ({ value, label: `${value} judgements` }));

/**
 * The OpenAI-compatible endpoint's fields, saved together by one button. Saving asks the browser for the endpoint's
 * host at that moment (the permission is optional, never granted at install): the request is made first, inside the
 * click, since browsers honour it only there; the settings are written at once, whatever the answer.
 */
export function EndpointForm({ judge, say, fail }: EndpointFormProps) {
  const [baseUrl, setBaseUrl] = useState(judge.baseUrl);
  const [model, setModel] = useState(judge.model);
  const [apiKey, setApiKey] = useState(judge.apiKey);
  const [monthlyCap, setMonthlyCap] = useState<JudgeMonthlyCap>(judge.monthlyCap);

  const save = (event: Event) => {
    event.preventDefault();
    const pattern = endpointPermission(baseUrl);
    if (pattern === undefined) return fail(new Error('The endpoint must be an http:// or https:// URL, without a user name or password.'));
    if (model.trim() === '') return fail(new Error('Name the model the endpoint should use.'));
    const host = new URL(pattern.replace('/*', '/')).host;
    const allowed = browser.permissions.request({ origins: [pattern] });
    void writeSettings({ judge: { mode: 'endpoint', baseUrl: baseUrl.trim(), model: model.trim(), apiKey: apiKey.trim(), monthlyCap } })
      .then(async () => {
        say(`Saved. Allow ${host} in the browser’s prompt so the extension may reach it.`);
        say(
          (await allowed)
            ? `Saved. The feed’s uncertain papers go to ${host} now.`
            : `Saved, but the browser was not allowed to reach ${host}: requests go through only if the server accepts them from extensions (CORS). Save again to allow it.`,
        );
      })
      .catch(fail);
  };

  const field = (id: string, label: string, value: string, set: (value: string) => void, extra: Record<string, string> = {}) => (
    <div class="setting">
      <label for={id}>{label}</label>
      <input id={id} value={value} onInput={(event) => set((event.currentTarget as HTMLInputElement).value)} {...extra} />
    </div>
  );

  return (
    <form class="endpoint-form" aria-label="Endpoint" noValidate onSubmit={save}>
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
        hint="When the month’s judgements are used up, the classifier alone decides until the next month."
        onChange={(cap: JudgeMonthlyCap) => setMonthlyCap(cap)}
      />
      <button type="submit">Save endpoint</button>
    </form>
  );
}
