import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendRequest } from '../../lib/messaging/client';
import type { RadarDb } from '../../lib/store/db';
import { savedIds } from '../../lib/store/saved-state';
import { tabPaperNames } from '../../lib/store/tab-papers';
import { useLiveQuery } from './hooks/use-live-query';

interface TargetTab {
  id: number;
  url: string;
  /**
   * The ids a saved copy of the paper the tab shows may have: those its URL names, and those its page's metadata named
   * (none for a page that names no paper).
   */
  paperNames: string[];
}

/**
 * The tab the user was looking at: the active tab, or — when the popup itself is open in a tab — the most recently
 * used web page.
 */
async function targetTab(): Promise<Omit<TargetTab, 'paperNames'> | undefined> {
  const own = browser.runtime.getURL('/');
  const usable = (tab: { id?: number; url?: string; lastAccessed?: number }) =>
    tab.id !== undefined && tab.url && !tab.url.startsWith(own) ? [{ id: tab.id, url: tab.url, lastAccessed: tab.lastAccessed ?? 0 }] : [];
  const [active] = (await browser.tabs.query({ active: true, currentWindow: true })).flatMap(usable);
  if (active) return active;
  return (await browser.tabs.query({})).flatMap(usable).sort((a, b) => b.lastAccessed - a.lastAccessed)[0];
}

/** "Save this paper" for a tab whose URL names one (PDF tabs), "Save this page" for any other web page. */
export function CurrentTab({ db }: { db: RadarDb }) {
  const [tab, setTab] = useState<TargetTab>();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void (async () => {
      const found = await targetTab();
      // The URL parser loads after the popup's first paint; the button needs it only once the tab is known.
      const { paperNamesFromUrl } = await import('../../lib/sites/url-id');
      // And the names its page gave, on a site whose address names only its own key (Semantic Scholar, ACL Anthology).
      if (found) setTab({ ...found, paperNames: [...paperNamesFromUrl(found.url), ...(await tabPaperNames(found.id, found.url))] });
    })();
  }, []);
  const names = tab?.paperNames ?? [];
  // Saved under any of them: an ACL Anthology PDF's paper is stored under its DOI, a merged copy under the kept paper.
  const saved = useLiveQuery(async () => names.length > 0 && (await savedIds(db, names)).size > 0, [names.join(' ')]);
  if (!tab || !/^https?:/.test(tab.url)) return null;

  const isSaved = saved.status === 'ready' && saved.value;
  async function save() {
    if (!tab || busy || isSaved) return;
    setBusy(true);
    const reply = await sendRequest({ type: 'tab/save', tabId: tab.id });
    setBusy(false);
    setMessage(reply.ok ? { text: `Saved “${reply.data.title}”.`, error: false } : { text: reply.error.message, error: true });
  }

  // aria-disabled, not disabled: the button the user just pressed keeps the focus once it says Saved.
  return (
    <section class="current-tab" aria-label="Current tab">
      <button type="button" class="save-tab" aria-pressed={isSaved} aria-busy={busy} aria-disabled={isSaved} onClick={() => void save()}>
        {isSaved ? 'Saved' : names.length > 0 ? 'Save this paper' : 'Save this page'}
      </button>
      {message && (
        <p class={message.error ? 'tab-message error' : 'tab-message'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
