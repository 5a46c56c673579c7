import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JUDGE_SETTINGS,
  endpointPermission,
  type JudgeSettings,
  judgeLabel,
  judgeModelKey,
  parseJudgeSettings,
} from '../../../lib/settings/judge-settings';

const endpoint: JudgeSettings = {
  mode: 'endpoint',
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  apiKey: 'sk-1',
  monthlyCap: 300,
};

describe('parseJudgeSettings', () => {
  it.each([undefined, null, 'endpoint', 3, [], {}])('is off by default for %j', (stored) => {
    expect(parseJudgeSettings(stored)).toEqual(DEFAULT_JUDGE_SETTINGS);
    expect(parseJudgeSettings(stored).mode).toBe('none');
  });

  it('keeps valid fields and drops damaged ones one by one', () => {
    expect(parseJudgeSettings(endpoint)).toEqual(endpoint);
    expect(parseJudgeSettings({ ...endpoint, mode: 'cloud', monthlyCap: 7, apiKey: 42, model: 'x'.repeat(5000) })).toEqual({
      ...endpoint,
      mode: 'none',
      monthlyCap: 300,
      apiKey: '',
      model: '',
    });
  });

  it('reads nothing from the prototype chain', () => {
    expect(parseJudgeSettings(JSON.parse('{"__proto__": {"mode": "endpoint", "baseUrl": "https://evil.example"}}'))).toEqual(
      DEFAULT_JUDGE_SETTINGS,
    );
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.mode = 'endpoint';
    polluted.baseUrl = 'https://evil.example/v1';
    try {
      expect(parseJudgeSettings({})).toEqual(DEFAULT_JUDGE_SETTINGS);
      expect(parseJudgeSettings({ model: 'm' })).toEqual({ ...DEFAULT_JUDGE_SETTINGS, model: 'm' });
    } finally {
      delete polluted.mode;
      delete polluted.baseUrl;
    }
  });
});

describe('judgeModelKey and judgeLabel', () => {
  it('names no model when off or when the endpoint is unusable', () => {
    expect(judgeModelKey(DEFAULT_JUDGE_SETTINGS)).toBeUndefined();
    expect(judgeModelKey({ ...endpoint, baseUrl: 'ftp://x' })).toBeUndefined();
    expect(judgeModelKey({ ...endpoint, model: '  ' })).toBeUndefined();
  });

  it('keys the endpoint by its completions URL and model, so another server or model judges afresh', () => {
    const key = judgeModelKey(endpoint);
    expect(key).toBe('endpoint https://api.openai.com/v1/chat/completions gpt-4o-mini');
    expect(judgeModelKey({ ...endpoint, baseUrl: 'https://api.openai.com/v1/' })).toBe(key);
    expect(judgeModelKey({ ...endpoint, model: 'gpt-4.1' })).not.toBe(key);
    expect(judgeModelKey({ ...endpoint, baseUrl: 'http://localhost:11434/v1' })).not.toBe(key);
    expect(judgeModelKey({ ...endpoint, mode: 'builtin' })).toBe('builtin');
  });

  it('names the model and its host, or the built-in model', () => {
    expect(judgeLabel(endpoint)).toBe('gpt-4o-mini at api.openai.com');
    expect(judgeLabel({ ...endpoint, baseUrl: 'http://localhost:11434/v1' })).toBe('gpt-4o-mini at localhost:11434');
    expect(judgeLabel({ ...endpoint, mode: 'builtin' })).toBe('the browser’s built-in model');
  });
});

describe('endpointPermission', () => {
  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/*'],
    ['http://localhost:11434/v1', 'http://localhost/*'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1/*'],
    ['https://openrouter.ai/api/v1/', 'https://openrouter.ai/*'],
  ])('%s needs %s', (base, pattern) => {
    expect(endpointPermission(base)).toBe(pattern);
  });

  it.each(['', 'javascript:alert(1)', 'https://u:p@host/v1', 'file:///x'])('asks for nothing for %j', (base) => {
    expect(endpointPermission(base)).toBeUndefined();
  });
});
