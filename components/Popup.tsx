import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { listSaved, type RadarDb } from '../lib/db';
import type { Paper } from '../lib/paper';
import { httpUrl } from '../lib/text';
import { CurrentTab } from './CurrentTab';
import { PaperList } from './PaperList';
import { useLiveQuery } from './use-live-query';

/** Opens a paper's page in a new tab; only http(s) links are ever opened. */
function openPaper(paper: Paper) {
  const url = httpUrl(paper.absUrl);
  if (url) void browser.tabs.create({ url });
}

export function Popup({ db }: { db: RadarDb }) {
  const saved = useLiveQuery(() => listSaved(db), [db]);
  const [selectedId, setSelectedId] = useState<string>();
  const rows = saved.status === 'ready' ? saved.value : [];
  const papers = rows.map((row) => row.paper);
  const savedSet = new Set(papers.map((paper) => paper.id));
  const selected = selectedId ?? papers[0]?.id;

  return (
    <main class="popup">
      <header class="popup-header">
        <h1>RL for LLM Agents</h1>
        <CurrentTab db={db} />
      </header>
      <div role="tablist" aria-label="Paper lists" class="tabs">
        <button type="button" role="tab" id="tab-saved" aria-selected="true" aria-controls="panel-saved" tabIndex={0}>
          Saved <span class="count">{saved.status === 'ready' ? rows.length : ''}</span>
        </button>
      </div>
      <section role="tabpanel" id="panel-saved" aria-labelledby="tab-saved" class="panel">
        {saved.status === 'loading' && <p class="state">Opening your library…</p>}
        {saved.status === 'error' && (
          <p class="state error" role="alert">
            Your library could not be read: {saved.message}
          </p>
        )}
        {saved.status === 'ready' && rows.length === 0 && (
          <div class="state">
            <p>No saved papers yet.</p>
            <p>Open a paper on arXiv and press “Save to RL for LLM Agents” under its title.</p>
          </div>
        )}
        {rows.length > 0 && (
          <PaperList
            label="Saved papers"
            papers={papers}
            savedIds={savedSet}
            selectedId={selected}
            onSelect={setSelectedId}
            onOpen={openPaper}
          />
        )}
      </section>
      <footer class="hints">↑/↓ or J/K move · Enter open</footer>
    </main>
  );
}
