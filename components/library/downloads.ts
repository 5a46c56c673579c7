/** The library's downloads: one per export format, and the JSON backup. */

import { readBackup, toBackupJson } from '../../lib/export/backup';
import { toBibtex } from '../../lib/export/bibtex';
import { toCslJson } from '../../lib/export/csl-json';
import { toCsv } from '../../lib/export/csv';
import type { ExportItem } from '../../lib/export/item';
import { toMarkdown } from '../../lib/export/markdown';
import { toRis } from '../../lib/export/ris';
import { recordExport } from '../../lib/library/queries';
import { localDay } from '../../lib/paper/iso-date';
import type { Settings } from '../../lib/settings/settings';
import type { RadarDb } from '../../lib/store/db';

/** The settings an export follows. */
export type ExportSettings = Pick<Settings, 'bibtexPreprintEntries'>;

/** One per format; `citedByKey`: the file carries citation keys, which its saved papers keep from then on. */
export const FORMATS = [
  {
    label: 'BibTeX',
    extension: 'bib',
    type: 'application/x-bibtex',
    citedByKey: true,
    write: (items: ExportItem[], _names: ReadonlyMap<string, string>, settings: ExportSettings) =>
      toBibtex(items, { preprintEntries: settings.bibtexPreprintEntries }),
  },
  { label: 'RIS', extension: 'ris', type: 'application/x-research-info-systems', write: (items: ExportItem[]) => toRis(items) },
  {
    label: 'CSL-JSON',
    extension: 'json',
    type: 'application/vnd.citationstyles.csl+json',
    citedByKey: true,
    write: (items: ExportItem[]) => toCslJson(items),
  },
  {
    label: 'CSV',
    extension: 'csv',
    type: 'text/csv;charset=utf-8',
    write: (items: ExportItem[], names: ReadonlyMap<string, string>) => toCsv(items, names),
  },
  { label: 'Markdown', extension: 'md', type: 'text/markdown;charset=utf-8', write: (items: ExportItem[]) => toMarkdown(items) },
] as const;

/** Starts a download of `text` as `filename`. */
export function download(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const today = () => localDay(Date.now());

/** Downloads a JSON backup of everything and records the export (for the reminder); returns the saved count. */
export async function downloadBackup(db: RadarDb): Promise<number> {
  const backup = await readBackup(db);
  download(toBackupJson(backup), `agent-rl-radar-backup-${today()}.json`, 'application/json');
  await recordExport(db);
  return backup.saved.length;
}
