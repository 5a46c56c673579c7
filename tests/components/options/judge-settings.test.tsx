// @vitest-environment happy-dom
/**
 * "Second opinion for uncertain papers" on options.html: off by default and saying nothing is sent; the built-in model
 * offered only where the browser has one, with its download state; the endpoint's fields saved together, the host
 * asked for at that moment, and exactly what is sent (and where) said on the page.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { JudgeSettings } from '../../../components/options/JudgeSettings';
import { judgeUsage, rememberDeclined } from '../../../lib/judge/judge-store';
import { monthOf } from '../../../lib/judge/queue';
import { sendRequest } from '../../../lib/messaging/client';
import { DEFAULT_JUDGE_SETTINGS, type JudgeSettings as Judge } from '../../../lib/settings/judge-settings';
import { readSettings } from '../../../lib/settings/settings';
import { RadarDb } from '../../../lib/store/db';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

let db: RadarDb;
let root: HTMLElement;
const said: string[] = [];
const failed: string[] = [];
const request = vi.fn(async (_: { origins: string[] }) => true);

function show(judge: Judge = DEFAULT_JUDGE_SETTINGS) {
  act(() =>
    render(
      <JudgeSettings
        db={db}
        judge={judge}
        say={(message) => said.push(message)}
        fail={(error) => failed.push(error instanceof Error ? error.message : String(error))}
      />,
      root,
    ),
  );
}

const radio = (text: string) =>
  [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith(text))?.querySelector('input') ?? undefined;
const disclosure = () => root.querySelector('.judge-disclosure')?.textContent ?? '';
function type(id: string, value: string) {
  const input = root.querySelector<HTMLInputElement>(`#${id}`);
  if (!input) throw new Error(`no #${id}`);
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (text: string) => [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
const submit = () => act(() => root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());

beforeEach(async () => {
  fakeBrowser.reset();
  (fakeBrowser as unknown as { permissions: { request: typeof request } }).permissions = { request };
  db = new RadarDb(`judge-options-${Math.random()}`);
  await db.open();
  root = document.createElement('div');
  document.body.append(root);
  said.length = 0;
  failed.length = 0;
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  delete (globalThis as { LanguageModel?: unknown }).LanguageModel;
  request.mockClear();
  await db.delete();
});

describe('the second opinion’s options', () => {
  it('is off by default, says nothing is sent, and offers no built-in model where the browser has none', async () => {
    show();
    expect(radio('Nobody')?.checked).toBe(true);
    expect(radio('The browser’s built-in model')).toBeUndefined();
    expect(radio('An OpenAI-compatible endpoint')?.checked).toBe(false);
    expect(disclosure()).toMatch(/^Off: nothing is sent anywhere/);
    expect(root.querySelector('form')?.hidden).toBe(true);
  });

  it('offers the built-in model with its download state, and downloads it on a click', async () => {
    let state = 'downloadable';
    const create = vi.fn(async (options: { monitor?: (target: EventTarget) => void }) => {
      const target = new EventTarget();
      options.monitor?.(target);
      target.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded: 0.5 }));
      state = 'available';
      return { prompt: async () => '', destroy: () => undefined };
    });
    (globalThis as { LanguageModel?: unknown }).LanguageModel = { availability: async () => state, create };
    show();
    await vi.waitFor(() => expect(radio('The browser’s built-in model (needs a download first)')).toBeDefined());
    act(() => radio('The browser’s built-in model')?.click());
    // Picking alone saves nothing (arrow keys pass through the radios), and a model still to download is not offered
    // for use: nothing would run until the next feed refresh after the download.
    expect(disclosure()).toMatch(/^Not saved yet\. Now: Off/);
    expect(button('Use the built-in model')).toBeUndefined();
    act(() => button('Download the built-in model')?.click());
    await vi.waitFor(() => expect(said).toContain('The built-in model is ready.'));
    expect(create).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(radio('The browser’s built-in model (ready)')).toBeDefined());
    // The download button went away: focus is on the choice, not lost to the page.
    expect(document.activeElement).toBe(radio('The browser’s built-in model'));
    expect((await readSettings()).judge.mode).toBe('none');
    act(() => button('Use the built-in model')?.click());
    await vi.waitFor(async () => expect((await readSettings()).judge.mode).toBe('builtin'));
    expect(document.activeElement).toBe(radio('The browser’s built-in model'));
    show((await readSettings()).judge);
    expect(disclosure()).toContain('It runs on this device: nothing is sent anywhere.');
  });

  it('a download already under way when the page opens can be followed to the end, and the model then used', async () => {
    let state = 'downloading';
    const create = vi.fn(async () => {
      state = 'available';
      return { prompt: async () => '', destroy: () => undefined };
    });
    (globalThis as { LanguageModel?: unknown }).LanguageModel = { availability: async () => state, create };
    show();
    await vi.waitFor(() => expect(radio('The browser’s built-in model (downloading)')).toBeDefined());
    act(() => radio('The browser’s built-in model')?.click());
    act(() => button('Download the built-in model')?.click());
    await vi.waitFor(() => expect(said).toContain('The built-in model is ready.'));
    await vi.waitFor(() => expect(button('Use the built-in model')).toBeDefined());
  });

  it('keeps what was typed for the endpoint while another choice is looked at', () => {
    show();
    act(() => radio('An OpenAI-compatible endpoint')?.click());
    type('judge-base-url', 'https://api.example.org/v1');
    type('judge-model', 'm-large');
    act(() => radio('Nobody')?.click());
    expect(root.querySelector('form')?.hidden).toBe(true);
    act(() => radio('An OpenAI-compatible endpoint')?.click());
    expect(root.querySelector<HTMLInputElement>('#judge-base-url')?.value).toBe('https://api.example.org/v1');
    expect(root.querySelector<HTMLInputElement>('#judge-model')?.value).toBe('m-large');
  });

  it('says when the saved endpoint was edited and not saved, until it is', async () => {
    const saved = { ...DEFAULT_JUDGE_SETTINGS, mode: 'endpoint' as const, baseUrl: 'https://api.example.org/v1', model: 'm' };
    show(saved);
    const unsaved = () => root.querySelector('#endpoint-unsaved')?.textContent;
    expect(unsaved()).toBeUndefined();
    type('judge-model', ' m2 ');
    expect(unsaved()).toBe('Not saved yet: the endpoint keeps its saved settings until you press Save endpoint.');
    expect(root.querySelector('button[type="submit"]')?.getAttribute('aria-describedby')).toBe('endpoint-unsaved');
    submit();
    await vi.waitFor(async () => expect((await readSettings()).judge.model).toBe('m2'));
    show((await readSettings()).judge);
    expect(unsaved()).toBeUndefined();
  });

  it('saving the same endpoint again gives the papers it declined another try, at once', async () => {
    const saved = { ...DEFAULT_JUDGE_SETTINGS, mode: 'endpoint' as const, baseUrl: 'https://api.example.org/v1', model: 'm' };
    await rememberDeclined(db, 'endpoint https://api.example.org/v1 m', '2606.00002@abc');
    show(saved);
    submit();
    await vi.waitFor(() => expect(said.at(-1)).toBe('Saved. The feed’s uncertain papers go to api.example.org now.'));
    await vi.waitFor(async () => expect(await db.kv.where('key').startsWith('judge-declined:').count()).toBe(0));
    // Unchanged settings fire no storage change: the background is asked to judge now.
    expect(vi.mocked(sendRequest)).toHaveBeenCalledWith({ type: 'judge/run' });
  });

  it('refuses an API key over plain http to another machine before asking for the host', async () => {
    show();
    act(() => radio('An OpenAI-compatible endpoint')?.click());
    type('judge-base-url', 'http://192.168.1.20:11434/v1');
    type('judge-model', 'qwen');
    type('judge-api-key', 'sk-abc');
    submit();
    expect(failed).toEqual(['An API key is only sent over https (or to localhost). Use https, or leave the key empty.']);
    expect(document.activeElement).toBe(root.querySelector('#judge-api-key'));
    expect(root.querySelector('#judge-api-key')?.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
    expect((await readSettings()).judge).toEqual(DEFAULT_JUDGE_SETTINGS);
  });

  it('refuses an endpoint that is not http(s) and changes nothing', async () => {
    show();
    act(() => radio('An OpenAI-compatible endpoint')?.click());
    type('judge-base-url', 'javascript:alert(1)');
    type('judge-model', 'qwen3');
    submit();
    expect(failed).toEqual(['The endpoint must be an http:// or https:// URL, without a user name or password.']);
    const field = root.querySelector<HTMLInputElement>('#judge-base-url');
    expect(field?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(document.getElementById(field?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(failed[0]);
    expect(request).not.toHaveBeenCalled();
    expect((await readSettings()).judge).toEqual(DEFAULT_JUDGE_SETTINGS);
  });

  it('saves the endpoint, asks for its host at that moment, and says what is sent where', async () => {
    show();
    act(() => radio('An OpenAI-compatible endpoint')?.click());
    // Picking it alone sends nothing and saves nothing: the fields come first.
    expect((await readSettings()).judge.mode).toBe('none');
    type('judge-base-url', 'http://localhost:11434/v1');
    type('judge-model', 'qwen3:8b');
    type('judge-api-key', 'sk-local');
    submit();
    expect(request).toHaveBeenCalledWith({ origins: ['http://localhost/*'] });
    await vi.waitFor(() => expect(said.at(-1)).toBe('Saved. The feed’s uncertain papers go to localhost now.'));
    expect((await readSettings()).judge).toEqual({
      mode: 'endpoint',
      baseUrl: 'http://localhost:11434/v1',
      model: 'qwen3:8b',
      apiKey: 'sk-local',
      monthlyCap: 300,
    });
    // The page shows what is stored (options.html passes the settings down as they change).
    show((await readSettings()).judge);
    expect(disclosure()).toContain('Sent to http://localhost:11434/v1/chat/completions: the title and abstract of each feed paper');
    expect(disclosure()).toContain('Your key is kept in this browser’s extension storage and sent only there.');
  });

  it('saves nothing when the browser is not allowed to reach the endpoint, and says so', async () => {
    request.mockResolvedValueOnce(false);
    show();
    act(() => radio('An OpenAI-compatible endpoint')?.click());
    type('judge-base-url', 'https://api.example.org/v1');
    type('judge-model', 'm');
    submit();
    expect(said.at(-1)).toBe('Allow api.example.org in the browser’s prompt: nothing is sent there until you do.');
    await vi.waitFor(() =>
      expect(failed.at(-1)).toBe('Not saved: the browser was not allowed to reach api.example.org, so nothing is sent there.'),
    );
    expect((await readSettings()).judge).toEqual(DEFAULT_JUDGE_SETTINGS);
  });

  it('turning it off gives the endpoint’s host back', async () => {
    const remove = vi.fn(async (_: { origins: string[] }) => true);
    (fakeBrowser as unknown as { permissions: { request: typeof request; remove: typeof remove } }).permissions = { request, remove };
    show({ ...DEFAULT_JUDGE_SETTINGS, mode: 'endpoint', baseUrl: 'https://api.example.org/v1', model: 'm' });
    act(() => radio('Nobody')?.click());
    act(() => button('Turn the second opinion off')?.click());
    await vi.waitFor(() => expect(said.at(-1)).toMatch(/^Saved\. The classifier alone decides/));
    expect(document.activeElement).toBe(radio('Nobody'));
    expect((await readSettings()).judge.mode).toBe('none');
    expect(remove).toHaveBeenCalledWith({ origins: ['https://api.example.org/*'] });
  });

  it('shows this month’s requests against the cap', async () => {
    await judgeUsage(db, 'endpoint').add(monthOf(Date.now()));
    show({ ...DEFAULT_JUDGE_SETTINGS, mode: 'endpoint', baseUrl: 'https://api.example.org/v1', model: 'm', monthlyCap: 50 });
    await vi.waitFor(() => expect(root.textContent).toContain('This month: 1 of 50 requests.'));
  });
});
