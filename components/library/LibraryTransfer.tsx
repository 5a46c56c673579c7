/** The library's export and import: everything that moves papers in or out of the store (the sync copy is an option). */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ExportItem } from '../../lib/export/item';
import { applyImportPlan, type ImportPlan, parseBackup, planBackupImport } from '../../lib/import/backup';
import { looksLikeCslJson, type ReadReferences, readReferences, saveReferences } from '../../lib/import/references';
import { pinCitationKeys } from '../../lib/library/citation-keys';
import { sendRequest } from '../../lib/messaging/client';
import { counted } from '../../lib/paper/format';
import { readSettings, writeSettings } from '../../lib/settings/settings';
import type { RadarDb, SavedPaper } from '../../lib/store/db';
import { deletedCollections, writeSyncCopy } from '../../lib/sync-copy/sync';
import { BibtexEntriesSetting, bibtexEntriesSaved } from '../common/BibtexEntriesSetting';
import { useSettings } from '../common/hooks/use-settings';
import { download, downloadBackup, FORMATS, today } from './downloads';
import { chosenInOrder } from './use-chosen';

/** What an import will change, and the choice to go ahead. */
function ImportConfirm({ children, onImport, onCancel }: { children: ComponentChildren; onImport(): void; onCancel(): void }) {
  // It opens under the file field, at the foot of the column: brought into view, or its Import button was out of sight.
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => box.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <fieldset class="plan" ref={box}>
      <legend>What the import will change</legend>
      {children}
      <button type="button" onClick={onImport}>
        Import
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </fieldset>
  );
}

const NOTHING_TO_EXPORT = {
  chosen: 'No papers are selected: select some, or export this view or everything.',
  view: 'There are no papers to export in this view.',
  all: 'There are no saved papers to export.',
} as const;

interface LibraryTransferProps {
  db: RadarDb;
  /** Every saved paper, and those the view shows. */
  all: readonly SavedPaper[];
  rows: readonly SavedPaper[];
  chosen: ReadonlySet<string>;
  /** The collection in view ('all' for none): imported papers go there. */
  collection: string;
  names: ReadonlyMap<string, string>;
  say(message: string): void;
  fail(error: unknown): void;
}

export function LibraryTransfer({ db, all, rows, chosen, collection, names, say, fail }: LibraryTransferProps) {
  const [plan, setPlan] = useState<ImportPlan | undefined>(undefined);
  const [references, setReferences] = useState<ReadReferences | undefined>(undefined);
  const [scope, setScope] = useState<'view' | 'all' | 'chosen'>('view');
  const settings = useSettings();
  // Choosing papers makes the selection what the export buttons export; clearing it (or removing its last paper) makes
  // the view what they export again.
  useEffect(() => {
    setScope((was) => (chosen.size > 0 ? 'chosen' : was === 'chosen' ? 'view' : was));
  }, [chosen]);

  async function exportAs(format: (typeof FORMATS)[number] | 'backup') {
    try {
      if (format === 'backup') {
        const saved = await downloadBackup(db);
        say(`Exported a JSON backup of ${counted(saved, 'saved paper')}.`);
        return;
      }
      const source = scope === 'all' ? all : scope === 'chosen' ? chosenInOrder(rows, all, chosen) : rows;
      const listed: ExportItem[] = source.map(({ paper, record }) => ({ paper, record }));
      // Named after the set chosen: "this view" was said of an empty selection too.
      if (listed.length === 0) throw new Error(NOTHING_TO_EXPORT[scope]);
      // Keys leave with the file: each saved paper keeps its key in every later export and copy.
      const items = 'citedByKey' in format ? await pinCitationKeys(db, listed) : listed;
      // Read now: the setting may have changed on options.html since this page read it.
      // Not counted as a backup (the reminder's): only the JSON backup keeps collections, read marks and the removed.
      download(format.write(items, names, await readSettings()), `rl-for-llm-agents-${today()}.${format.extension}`, format.type);
      say(`Exported ${counted(items.length)} as ${format.label}.`);
    } catch (error) {
      fail(error);
    }
  }

  async function chooseImport(file: File | undefined) {
    if (!file) return;
    setPlan(undefined);
    setReferences(undefined);
    const text = file.size > 50 * 1024 * 1024 ? '' : await file.text();
    // A backup is a JSON object; anything else (a CSL-JSON list among them) is read as references.
    if (!looksLikeCslJson(text) && (/\.json$/i.test(file.name) || text.trimStart().startsWith('{'))) {
      const parsed = parseBackup(text, file.size);
      if (!parsed.ok) {
        fail(`Nothing was imported: ${parsed.error}`);
        return;
      }
      setPlan(await planBackupImport(db, parsed.backup, await deletedCollections(db)));
    } else {
      const read = readReferences(text, file.size);
      if (!read.ok) {
        fail(`Nothing was imported: ${read.error}`);
        return;
      }
      if (read.papers.length === 0) {
        fail(`Nothing was imported: no entry of the ${read.format} file names an arXiv id or a DOI.`);
        return;
      }
      setReferences(read);
    }
    say('Check what the import will change, then confirm.');
  }

  /** Writes a confirmed import (all of it or none), reports it, and clears the confirmation. */
  async function finishImport(write: () => Promise<string>, clear: () => void) {
    try {
      say(await write());
      // Imports go straight to the store, past the background: the storage.sync copy is updated here, and the
      // background told which papers open pages and the toolbar button now show saved (`library/saved`).
      void writeSyncCopy(db).catch(fail);
    } catch (error) {
      fail(`Nothing was imported: ${error instanceof Error ? error.message : String(error)}`);
    }
    clear();
  }

  const confirmReferences = (read: ReadReferences) =>
    finishImport(
      async () => {
        const created = await saveReferences(db, read.papers, collection === 'all' ? undefined : collection);
        void sendRequest({ type: 'paper/complete-pending' });
        void sendRequest({ type: 'library/saved', paperIds: read.papers.map((paper) => paper.id) });
        return `Imported ${counted(created, 'new paper', 'new papers')} from ${read.format}; arXiv papers are completed from the arXiv API.`;
      },
      () => setReferences(undefined),
    );

  const confirmBackup = (confirmed: ImportPlan) =>
    finishImport(
      async () => {
        // What was written: the store may have changed since the preview counted (a paper saved in another tab).
        const summary = await applyImportPlan(db, confirmed);
        void sendRequest({ type: 'library/saved', paperIds: confirmed.backup.saved.map((record) => record.paperId) });
        return `Imported: ${counted(summary.newSaved, 'new saved paper', 'new saved papers')}, ${summary.mergedSaved} merged, ${counted(summary.newCollections, 'new collection', 'new collections')}.`;
      },
      () => setPlan(undefined),
    );

  // The status line said "Check what the import will change, then confirm." after the preview had gone.
  const cancel = (close: () => void) => {
    close();
    say('Import cancelled: nothing changed.');
  };

  return (
    <section class="transfer" aria-label="Export and import">
      <h2>Export</h2>
      <label>
        Papers
        <select value={scope} onChange={(event) => setScope((event.currentTarget as HTMLSelectElement).value as 'view' | 'all' | 'chosen')}>
          <option value="chosen">Selected ({chosen.size})</option>
          <option value="view">This view ({rows.length})</option>
          <option value="all">Everything ({all.length})</option>
        </select>
      </label>
      <div class="formats">
        {FORMATS.map((format) => (
          <button type="button" key={format.label} onClick={() => void exportAs(format)}>
            {format.label}
          </button>
        ))}
        <button type="button" onClick={() => void exportAs('backup')}>
          JSON backup
        </button>
      </div>
      {settings && (
        <BibtexEntriesSetting
          checked={settings.bibtexPreprintEntries}
          onChange={(on) => void writeSettings({ bibtexPreprintEntries: on }).then(() => say(bibtexEntriesSaved(on)), fail)}
        />
      )}
      <p class="to-options">
        Sync copy and other settings:{' '}
        <a
          href={browser.runtime.getURL('/options.html')}
          onClick={(event) => {
            event.preventDefault();
            void browser.runtime.openOptionsPage();
          }}
        >
          Options
        </a>
      </p>
      <h2>Import</h2>
      <label>
        Import a backup, BibTeX, RIS or CSL-JSON file
        <input
          type="file"
          accept=".json,.bib,.ris,application/json"
          onChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            // Reading the file or the store may fail (a file removed since it was chosen): said, never silent.
            chooseImport(input.files?.[0]).catch((error: unknown) =>
              fail(`Nothing was imported: the file could not be read (${error instanceof Error ? error.message : String(error)}).`),
            );
            input.value = '';
          }}
        />
      </label>
      {/* What the chosen file will change, under the field that chose it, whatever its kind. */}
      {references && (
        <ImportConfirm onImport={() => void confirmReferences(references)} onCancel={() => cancel(() => setReferences(undefined))}>
          <p>
            {counted(references.papers.length)} to save from the {references.format} file
            {references.skipped.length > 0 ? `; ${counted(references.skipped.length, 'entry', 'entries')} skipped` : ''}.
          </p>
          {references.skipped.length > 0 && (
            <ul>
              {references.skipped.slice(0, 5).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </ImportConfirm>
      )}
      {plan && (
        <ImportConfirm onImport={() => void confirmBackup(plan)} onCancel={() => cancel(() => setPlan(undefined))}>
          <p>
            {counted(plan.summary.newSaved, 'new saved paper', 'new saved papers')}, {plan.summary.mergedSaved} merged with yours (notes,
            tags and collections kept), {counted(plan.summary.newCollections, 'new collection', 'new collections')},{' '}
            {counted(plan.summary.newPapers, 'new paper', 'new papers')} in all.
          </p>
        </ImportConfirm>
      )}
    </section>
  );
}
