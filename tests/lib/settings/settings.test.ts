import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_JUDGE_SETTINGS } from '../../../lib/settings/judge-settings';
import {
  DEFAULT_SETTINGS,
  feedAlarmMinutes,
  feedStaleMinutes,
  onSettingsChanged,
  parseSettings,
  readSettings,
  SETTINGS_KEY,
  type Settings,
  writeSettings,
} from '../../../lib/settings/settings';

beforeEach(() => fakeBrowser.reset());
afterEach(() => fakeBrowser.reset());

const ALL_ON = { 'arxiv-listing': true, 'arxiv-search': true, 'arxiv-abs': true };

describe('parseSettings', () => {
  it.each([undefined, null, 'settings', 42, [], {}])('gives the defaults for %j', (stored) => {
    expect(parseSettings(stored)).toEqual({
      marks: ALL_ON,
      feedRefreshHours: 6,
      backupReminderDays: 30,
      bibtexPreprintEntries: false,
      judge: DEFAULT_JUDGE_SETTINGS,
    });
    expect(parseSettings(stored)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps every valid field', () => {
    const stored: Settings = {
      marks: { 'arxiv-listing': false, 'arxiv-search': true, 'arxiv-abs': false },
      feedRefreshHours: 0,
      backupReminderDays: 90,
      bibtexPreprintEntries: true,
      judge: DEFAULT_JUDGE_SETTINGS,
    };
    expect(parseSettings(stored)).toEqual(stored);
  });

  it('falls back field by field: a damaged field takes its default, the others stay', () => {
    expect(
      parseSettings({ marks: { 'arxiv-listing': false }, feedRefreshHours: 5, backupReminderDays: 7, bibtexPreprintEntries: true }),
    ).toEqual({
      marks: { ...ALL_ON, 'arxiv-listing': false },
      feedRefreshHours: 6,
      backupReminderDays: 7,
      bibtexPreprintEntries: true,
      judge: DEFAULT_JUDGE_SETTINGS,
    });
    expect(parseSettings({ marks: 'off', feedRefreshHours: 24, backupReminderDays: '14', bibtexPreprintEntries: 'yes' })).toEqual({
      marks: ALL_ON,
      feedRefreshHours: 24,
      backupReminderDays: 30,
      bibtexPreprintEntries: false,
      judge: DEFAULT_JUDGE_SETTINGS,
    });
    expect(parseSettings({ marks: { 'arxiv-search': 'no', 'arxiv-abs': false, other: false }, feedRefreshHours: -1 })).toEqual({
      marks: { ...ALL_ON, 'arxiv-abs': false },
      feedRefreshHours: 6,
      backupReminderDays: 30,
      bibtexPreprintEntries: false,
      judge: DEFAULT_JUDGE_SETTINGS,
    });
  });

  it('reads no key from the prototype chain', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"feedRefreshHours": 1, "bibtexPreprintEntries": true}, "marks": {"__proto__": {"arxiv-listing": false}}}',
    );
    expect(parseSettings(hostile)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('reading and writing the stored settings', () => {
  it('reads the defaults when nothing is stored, and a damaged value as far as it parses', async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
    await fakeBrowser.storage.local.set({ [SETTINGS_KEY]: { feedRefreshHours: 12, backupReminderDays: 1000 } });
    expect(await readSettings()).toEqual({ ...DEFAULT_SETTINGS, feedRefreshHours: 12 });
  });

  it('changes only what it is given: other fields and the other marks stay', async () => {
    await writeSettings({ backupReminderDays: 7 });
    await writeSettings({ marks: { 'arxiv-search': false } });
    await writeSettings({ feedRefreshHours: 1 });
    await writeSettings({ bibtexPreprintEntries: true });
    const after = await writeSettings({ marks: { 'arxiv-abs': false } });
    const expected = {
      marks: { ...ALL_ON, 'arxiv-search': false, 'arxiv-abs': false },
      feedRefreshHours: 1,
      backupReminderDays: 7,
      bibtexPreprintEntries: true,
      judge: DEFAULT_JUDGE_SETTINGS,
    };
    expect(after).toEqual(expected);
    expect(await readSettings()).toEqual(expected);
    expect((await fakeBrowser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY]).toEqual(expected);
  });

  it('changes the second opinion field by field, and keeps its key only in storage.local', async () => {
    await writeSettings({ judge: { mode: 'endpoint', baseUrl: 'http://localhost:11434/v1', model: 'qwen3' } });
    const after = await writeSettings({ judge: { apiKey: 'sk-test', monthlyCap: 1000 } });
    expect(after.judge).toEqual({
      mode: 'endpoint',
      baseUrl: 'http://localhost:11434/v1',
      model: 'qwen3',
      apiKey: 'sk-test',
      monthlyCap: 1000,
    });
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).not.toContain('sk-test');
  });

  it('leaves other keys of storage.local alone', async () => {
    await fakeBrowser.storage.local.set({ syncCopy: true });
    await writeSettings({ feedRefreshHours: 3 });
    expect(await fakeBrowser.storage.local.get('syncCopy')).toEqual({ syncCopy: true });
  });
});

describe('onSettingsChanged', () => {
  it('calls the listener with the parsed new settings and those before, only for this key in storage.local, until stopped', async () => {
    const listener = vi.fn();
    const stop = onSettingsChanged(listener);
    await writeSettings({ feedRefreshHours: 24 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith({ ...DEFAULT_SETTINGS, feedRefreshHours: 24 }, DEFAULT_SETTINGS);

    await fakeBrowser.storage.local.set({ syncCopy: true });
    await fakeBrowser.storage.sync.set({ [SETTINGS_KEY]: { feedRefreshHours: 1 } });
    expect(listener).toHaveBeenCalledTimes(1);

    // A damaged value written by anything else arrives parsed.
    await fakeBrowser.storage.local.set({ [SETTINGS_KEY]: { feedRefreshHours: 'often' } });
    expect(listener).toHaveBeenLastCalledWith(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, feedRefreshHours: 24 });

    stop();
    await writeSettings({ feedRefreshHours: 3 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the feed schedule the settings give', () => {
  it.each([
    [1, 60, 60],
    [3, 180, 180],
    [6, 360, 360],
    [12, 720, 720],
    [24, 1440, 1440],
    // Only when the popup opens: no alarm, and the popup's refresh waits for a feed 6 hours old.
    [0, undefined, 360],
  ] as const)('every %i hours: an alarm of %s minutes, stale after %i minutes', (hours, alarm, stale) => {
    expect(feedAlarmMinutes({ feedRefreshHours: hours })).toBe(alarm);
    expect(feedStaleMinutes({ feedRefreshHours: hours })).toBe(stale);
  });
});
