/**
 * The user's settings, one object in `storage.local` under `settings`, edited on options.html. Whatever is stored is
 * parsed field by field: a missing or malformed field falls back to its default, so an old or damaged value never
 * stops the extension. The sync copy keeps its own key (lib/sync-copy/sync.ts), which predates this object.
 */
import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { exclusive } from '../schedule/exclusive';
import { DEFAULT_JUDGE_SETTINGS, type JudgeSettings, parseJudgeSettings } from './judge-settings';
import { MARK_SITES } from './mark-sites';

export const SETTINGS_KEY = 'settings';

/** How often the feed refreshes by itself; 0 = only when the popup opens on a stale feed or on Retry. */
export const FEED_REFRESH_HOURS = [0, 1, 3, 6, 12, 24] as const;
/** After how many days without a backup the library reminds; 0 = never. */
export const BACKUP_REMINDER_DAYS = [0, 7, 14, 30, 90] as const;

const MarksSchema = z.object({
  'arxiv-listing': z._default(z.boolean(), true),
  'arxiv-search': z._default(z.boolean(), true),
  'arxiv-abs': z._default(z.boolean(), true),
});

export const SettingsSchema = z.object({
  /** Topic marks on arXiv's own pages, per kind of page. */
  marks: z._default(MarksSchema, { 'arxiv-listing': true, 'arxiv-search': true, 'arxiv-abs': true }),
  feedRefreshHours: z._default(z.union(FEED_REFRESH_HOURS.map((hours) => z.literal(hours))), 6),
  backupReminderDays: z._default(z.union(BACKUP_REMINDER_DAYS.map((days) => z.literal(days))), 30),
  /** BibTeX exports keep arXiv `@misc` entries even for published papers (else their venue's entry). */
  bibtexPreprintEntries: z._default(z.boolean(), false),
});

/** The settings; `judge` (the second opinion) is parsed in judge-settings.ts, its key never leaving this storage. */
export type Settings = z.infer<typeof SettingsSchema> & { judge: JudgeSettings };

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  marks: Object.freeze({ 'arxiv-listing': true, 'arxiv-search': true, 'arxiv-abs': true }),
  feedRefreshHours: 6,
  backupReminderDays: 30,
  bibtexPreprintEntries: false,
  judge: DEFAULT_JUDGE_SETTINGS,
}) as Settings;

/** Reads a stored value as settings: each field that does not parse takes its default; nothing throws. */
export function parseSettings(value: unknown): Settings {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const marksIn = typeof stored.marks === 'object' && stored.marks !== null ? (stored.marks as Record<string, unknown>) : {};
  const marks = { ...DEFAULT_SETTINGS.marks };
  for (const site of MARK_SITES) if (typeof marksIn[site] === 'boolean') marks[site] = marksIn[site];
  const field = <K extends 'feedRefreshHours' | 'backupReminderDays' | 'bibtexPreprintEntries'>(key: K): Settings[K] => {
    const parsed = SettingsSchema.shape[key].safeParse(stored[key]);
    return parsed.success ? (parsed.data as Settings[K]) : DEFAULT_SETTINGS[key];
  };
  return {
    marks,
    feedRefreshHours: field('feedRefreshHours'),
    backupReminderDays: field('backupReminderDays'),
    bibtexPreprintEntries: field('bibtexPreprintEntries'),
    judge: parseJudgeSettings(stored.judge),
  };
}

export async function readSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(SETTINGS_KEY);
  return parseSettings(stored[SETTINGS_KEY]);
}

/** Changes some settings and keeps the rest; returns what is stored now. */
export async function writeSettings(
  change: Partial<Omit<Settings, 'marks' | 'judge'>> & { marks?: Partial<Settings['marks']>; judge?: Partial<JudgeSettings> },
): Promise<Settings> {
  // Two options pages saving at once would otherwise each write back the other's old value.
  return exclusive('settings', async () => {
    const current = await readSettings();
    const next = parseSettings({
      ...current,
      ...change,
      marks: { ...current.marks, ...change.marks },
      judge: { ...current.judge, ...change.judge },
    });
    await browser.storage.local.set({ [SETTINGS_KEY]: next });
    return next;
  });
}

/**
 * Calls `listener` with a `storage.local` key's new value, and the one before, whenever it changes (in any of the
 * extension's contexts).
 */
export function onLocalValueChanged(key: string, listener: (value: unknown, before: unknown) => void): () => void {
  const handler = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>, area: string) => {
    if (area === 'local' && Object.hasOwn(changes, key)) listener(changes[key]?.newValue, changes[key]?.oldValue);
  };
  browser.storage.onChanged.addListener(handler);
  return () => browser.storage.onChanged.removeListener(handler);
}

/**
 * Calls `listener` with the new settings whenever they change (in any of the extension's pages or the worker), and the
 * settings as they were just before that change.
 */
export function onSettingsChanged(listener: (settings: Settings, before: Settings) => void): () => void {
  return onLocalValueChanged(SETTINGS_KEY, (value, before) => listener(parseSettings(value), parseSettings(before)));
}

/** With no refresh of its own (0), the feed still refreshes when the popup opens on a feed older than this. */
export const POPUP_STALE_HOURS = 6;

/** The feed alarm's period in minutes; undefined when the feed has no alarm (it refreshes when the popup opens). */
export function feedAlarmMinutes(settings: Pick<Settings, 'feedRefreshHours'>): number | undefined {
  return settings.feedRefreshHours > 0 ? settings.feedRefreshHours * 60 : undefined;
}

/** How old the feed may grow (in minutes) before a refresh at browser start or when the popup opens. */
export function feedStaleMinutes(settings: Pick<Settings, 'feedRefreshHours'>): number {
  return feedAlarmMinutes(settings) ?? POPUP_STALE_HOURS * 60;
}
