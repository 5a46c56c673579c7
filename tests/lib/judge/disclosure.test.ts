import { describe, expect, it } from 'vitest';
import { judgeDisclosure, statusLine, usageLine } from '../../../lib/judge/disclosure';
import { DEFAULT_JUDGE_SETTINGS, type JudgeSettings } from '../../../lib/settings/judge-settings';

const endpoint: JudgeSettings = {
  mode: 'endpoint',
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  apiKey: '',
  monthlyCap: 300,
};

describe('what options.html says is sent', () => {
  it('off: nothing', () => {
    expect(judgeDisclosure(DEFAULT_JUDGE_SETTINGS)).toBe(
      'Off: nothing is sent anywhere, and the classifier alone decides what is in the feed.',
    );
  });

  it('the endpoint: the exact URL, title and abstract of uncertain papers only, and the key only when there is one', () => {
    const text = judgeDisclosure(endpoint);
    expect(text).toMatch(
      /^Sent to https:\/\/api\.openai\.com\/v1\/chat\/completions: the title and abstract of each feed paper the classifier is unsure about/,
    );
    expect(text).toContain('Nothing else — not your library, notes, searches or the pages you visit.');
    expect(text).not.toContain('key');
    expect(judgeDisclosure({ ...endpoint, apiKey: 'sk-1' })).toContain(
      'Your key is kept in this browser’s extension storage and sent only there.',
    );
  });

  it('the built-in model: nothing leaves the device', () => {
    expect(judgeDisclosure({ ...endpoint, mode: 'builtin' })).toContain('It runs on this device: nothing is sent anywhere.');
  });
});

describe('usage and the last run', () => {
  it('counts the month against the cap; the built-in model has none', () => {
    expect(usageLine(endpoint, 12)).toBe('This month: 12 of 300 requests.');
    expect(usageLine({ ...endpoint, mode: 'builtin' }, 1)).toBe('This month: 1 request (no cap: the built-in model is free).');
  });

  it('says when the last run found nothing to judge', () => {
    expect(statusLine({ at: Date.UTC(2026, 11, 1), by: 'm at h', judged: 0, movedIn: 0, movedOut: 0 })).toMatch(
      /^Last run \(.*, m at h\): nothing new to judge\.$/,
    );
  });

  it('says what the last run did and why it stopped', () => {
    const line = statusLine({
      at: Date.UTC(2026, 11, 1, 9),
      by: 'm at h',
      judged: 3,
      movedIn: 1,
      movedOut: 0,
      error: 'The endpoint could not be reached.',
    });
    expect(line).toMatch(
      /^Last run \(.*2026.*, m at h\): 3 papers judged, 1 moved into the feed, 0 out of it\. Stopped: The endpoint could not be reached\.$/,
    );
  });

  it('counts the papers that got no verdict, so a model that declines shows', () => {
    const line = statusLine({ at: Date.UTC(2026, 11, 1), by: 'm at h', judged: 0, movedIn: 0, movedOut: 0, declined: 2 });
    expect(line).toMatch(/: 0 papers judged, 0 moved into the feed, 0 out of it; 2 got no verdict and keep the classifier’s\.$/);
  });

  it('keeps the summary of the run that judged, and says when a later one looked and found nothing new', () => {
    const line = statusLine({
      at: Date.UTC(2026, 11, 1, 9),
      by: 'm at h',
      judged: 40,
      movedIn: 5,
      movedOut: 2,
      checkedAt: Date.UTC(2026, 11, 3, 9),
    });
    expect(line).toMatch(
      /: 40 papers judged, 5 moved into the feed, 2 out of it\. Checked again on Dec [23], 2026: nothing new to judge\.$/,
    );
  });
});
