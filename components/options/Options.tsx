import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { MarkSite } from '../../lib/settings/mark-sites';
import { BACKUP_REMINDER_DAYS, FEED_REFRESH_HOURS, POPUP_STALE_HOURS, type Settings, writeSettings } from '../../lib/settings/settings';
import type { RadarDb } from '../../lib/store/db';
import { BibtexEntriesSetting, bibtexEntriesSaved } from '../common/BibtexEntriesSetting';
import { useAnnouncer } from '../common/hooks/use-live-text';
import { useSettingsRead } from '../common/hooks/use-settings';
import { type Choice, ChoiceSetting } from './ChoiceSetting';
import { JudgeSettings } from './JudgeSettings';
import { MARK_WORDS, MarkSettings } from './MarkSettings';
import { SyncCopySettings } from './SyncCopySettings';

type Hours = (typeof FEED_REFRESH_HOURS)[number];
type Days = (typeof BACKUP_REMINDER_DAYS)[number];

const FEED_LABELS: Record<Hours, string> = {
  1: 'Every hour',
  3: 'Every 3 hours',
  6: 'Every 6 hours',
  12: 'Every 12 hours',
  24: 'Once a day',
  0: 'Only when I open the popup',
};
// The shortest period first, "only when I open the popup" last.
const FEED_CHOICES: Choice<Hours>[] = [...FEED_REFRESH_HOURS.filter((hours) => hours > 0), 0 as const].map((value) => ({
  value,
  label: FEED_LABELS[value],
}));
const BACKUP_CHOICES: Choice<Days>[] = [...BACKUP_REMINDER_DAYS.filter((days) => days > 0), 0 as const].map((value) => ({
  value,
  label: value === 0 ? 'Never' : `After ${value} days`,
}));

const feedHint = (hours: Hours) =>
  hours === 0
    ? `The feed refreshes when you open the popup on a feed older than ${POPUP_STALE_HOURS} hours, at browser start, or when you press Retry.`
    : 'The feed also refreshes at browser start and when you open the popup, if it is older than that.';

function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="options-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** options.html: every setting, each saved as soon as it changes. */
export function Options({ db }: { db: RadarDb }) {
  const { settings, error, retry } = useSettingsRead();
  const { status, alert, say, fail } = useAnnouncer();
  // An unreadable settings object is said once per failed read; the page offers a retry in place of the settings. Read
  // after a retry, the settings take the alert's place, and the focus (Try again is gone) goes to the page's heading.
  const failedBefore = useRef(false);
  useEffect(() => {
    if (error !== undefined) {
      failedBefore.current = true;
      fail(`Your settings can’t be read: ${error instanceof Error ? error.message : String(error)}.`);
    } else if (settings !== undefined && failedBefore.current) {
      failedBefore.current = false;
      say('Your settings were read.');
      document.getElementById('options-title')?.focus();
    }
  }, [error, settings !== undefined]);
  const save = (change: Parameters<typeof writeSettings>[0], message: string) => void writeSettings(change).then(() => say(message), fail);

  const setMark = (site: MarkSite, on: boolean) =>
    save({ marks: { [site]: on } }, `Saved. Marks on ${MARK_WORDS[site].name} are ${on ? 'on' : 'off'}.`);
  const setFeed = (hours: Settings['feedRefreshHours']) =>
    save(
      { feedRefreshHours: hours },
      hours === 0 ? 'Saved. The feed refreshes when you open the popup.' : `Saved. The feed refreshes ${FEED_LABELS[hours].toLowerCase()}.`,
    );
  const setBackup = (days: Settings['backupReminderDays']) =>
    save(
      { backupReminderDays: days },
      days === 0
        ? 'Saved. The library will not remind you to back up.'
        : `Saved. The library reminds you ${days} days after your last backup.`,
    );

  return (
    <main class="options">
      <h1 id="options-title" tabIndex={-1}>
        Options — RL for LLM Agents
      </h1>
      {settings === undefined && error !== undefined ? (
        <>
          <p>
            Your settings can’t be read.{' '}
            <button type="button" onClick={retry}>
              Try again
            </button>
          </p>
          {/* The sync copy keeps its own key: it may still read and save. */}
          <Section id="sync-heading" title="Sync copy">
            <SyncCopySettings db={db} say={say} fail={fail} />
          </Section>
        </>
      ) : settings === undefined ? (
        <p>Reading your settings…</p>
      ) : (
        <>
          <Section id="marks-heading" title="Marks on arXiv pages">
            <p class="hint">
              Topic marks show which papers on arXiv's own pages belong to the topic. Turn them off where you don't want them.
            </p>
            <MarkSettings marks={settings.marks} onChange={setMark} />
          </Section>
          <Section id="feed-heading" title="Topic feed">
            <ChoiceSetting
              id="feed-refresh"
              label="Refresh the feed"
              value={settings.feedRefreshHours}
              choices={FEED_CHOICES}
              hint={feedHint(settings.feedRefreshHours)}
              onChange={setFeed}
            />
          </Section>
          <Section id="judge-heading" title="Second opinion for uncertain papers">
            <JudgeSettings db={db} judge={settings.judge} say={say} fail={fail} />
          </Section>
          <Section id="sync-heading" title="Sync copy">
            <SyncCopySettings db={db} say={say} fail={fail} />
          </Section>
          <Section id="backup-heading" title="Backup reminder">
            <ChoiceSetting
              id="backup-reminder"
              label="Remind me to export a backup"
              value={settings.backupReminderDays}
              choices={BACKUP_CHOICES}
              hint="The library reminds you when your last JSON backup is older than this, or when you have never made one."
              onChange={setBackup}
            />
          </Section>
          <Section id="exports-heading" title="Exports">
            <BibtexEntriesSetting
              checked={settings.bibtexPreprintEntries}
              onChange={(on) => save({ bibtexPreprintEntries: on }, bibtexEntriesSaved(on))}
            />
            <p class="hint">
              Off, a paper published at a conference or in a journal is exported as its venue's @inproceedings or @article entry, its arXiv
              eprint fields kept.
            </p>
          </Section>
        </>
      )}
      <p class="status" role="status">
        {status}
      </p>
      <p class="alert" role="alert">
        {alert}
      </p>
    </main>
  );
}
