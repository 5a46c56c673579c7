import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { enrichAffiliations } from '../../lib/affiliations/enrich';
import { ArxivClient } from '../../lib/arxiv/client';
import { arxivHoldOffStore } from '../../lib/arxiv/hold-off-store';
import { keepFirstRows } from '../../lib/first-rows/writer';
import { dispatch, type Handlers } from '../../lib/messaging/protocol';
import { runAgainWhenAsked } from '../../lib/schedule/run-again';
import { onSettingsChanged, readSettings } from '../../lib/settings/settings';
import { fetchPaperPageDraft } from '../../lib/sites/paper-page-fetch';
import { radarDb } from '../../lib/store/db';
import { forgetTabPaper } from '../../lib/store/tab-papers';
import { completePending } from './complete';
import { FEED_ALARM, feedJob, scheduleFeedAlarm } from './feed';
import { judgeJob } from './judge';
import { followMarkSwitches } from './mark-switches';
import { OPEN_LIBRARY_MENU, OPEN_OPTIONS_MENU, registerMenus, SAVE_LINK_MENU } from './menus';
import { answerPaperPagesWith, injectIfLoadHangs, injectPageScript, sweepLoadedPages } from './page-boot';
import { resolveHandler } from './resolve';
import { paperHandlers } from './save';
import { saveLink } from './save-link';
import { announceSaved, forgetTabOutcomes, showTabOutcome, updateBadge } from './saved-events';
import { paperPageAnswer, verdictHandlers } from './verdicts';
import { checkForUpdates, watchJob } from './watch';

const SAVE_TAB_COMMAND = 'save-current-tab';
const COMPLETE_ALARM = 'complete-metadata';

export default defineBackground({
  type: 'module',
  main() {
    const db = radarDb();
    // Saves and feed refreshes land here: the popup's first rows follow them.
    keepFirstRows(db);
    const arxiv = new ArxivClient({
      fetch: (url, init) => fetch(url, init),
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      log: (message) => console.info(`[arXiv] ${message}`),
      holdOffStore: arxivHoldOffStore(db),
    });
    // A save while a run is under way is not dropped: the run that read the pending papers would miss it.
    const complete = runAgainWhenAsked(async () => {
      const outcome = await completePending(db, arxiv);
      if (outcome.error) console.warn(`[complete] ${outcome.error}; ${outcome.remaining} paper(s) wait for the next try`);
    });
    // Affiliations from the papers' HTML (lib/affiliations/): after each feed refresh, each save, and at start.
    const affiliations = runAgainWhenAsked(async () => {
      const outcome = await enrichAffiliations(db, arxiv);
      if (outcome.error) console.info(`[affiliations] stopped after ${outcome.requests} page(s): ${outcome.error}`);
    });
    // The opt-in second opinion on the feed's uncertain papers (lib/judge/): after each refresh and at start.
    const judge = judgeJob(db);
    const feed = feedJob(db, arxiv, () => {
      affiliations();
      judge.run();
    });
    const watch = watchJob(db, arxiv);
    const verdicts = verdictHandlers(db, arxiv, { readSettings });
    // A paper page's script is handed its saved state and verdict right after it was injected (page-boot.ts).
    answerPaperPagesWith(paperPageAnswer(db, { readSettings }));
    const handlers: Handlers = {
      ...paperHandlers(db, {
        completePending: complete,
        readAffiliations: affiliations,
        refreshFeed: (force) => feed.refresh(force),
        feedOpened: () => feed.opened(),
        readPaperPage: (url) => fetchPaperPageDraft(url, (page, init) => fetch(page, init)),
      }),
      ...verdicts,
      ...resolveHandler(db),
      'library/check-updates': () => checkForUpdates(watch),
      'library/saved': async ({ paperIds }) => {
        await announceSaved(db, paperIds, true);
        return {};
      },
      'judge/run': async () => {
        judge.again();
        return {};
      },
    };

    browser.runtime.onMessage.addListener((message: unknown, sender) => {
      // Only our own content scripts and pages may talk to the store, and content scripts only about their page.
      if (sender.id !== browser.runtime.id) return undefined;
      const url = sender.url ?? sender.tab?.url;
      return dispatch(message, handlers, {
        tabId: sender.tab?.id,
        frameId: sender.frameId,
        documentId: (sender as { documentId?: string }).documentId,
        url,
        fromContentScript: url === undefined || !url.startsWith(browser.runtime.getURL('/')),
      });
    });

    // Firefox for Android (the manifest's gecko_android) has no menus and no commands: both are undefined there, and
    // touching them threw here, before the page scripts, alarms and settings below were wired.
    const { contextMenus, commands } = browser as Partial<Pick<typeof browser, 'contextMenus' | 'commands'>>;
    if (contextMenus)
      registerMenus({ contextMenus, onInstalled: browser.runtime.onInstalled, persistentPage: import.meta.env.MANIFEST_VERSION === 2 });
    contextMenus?.onClicked.addListener((info, tab) => {
      if (info.menuItemId === OPEN_LIBRARY_MENU) void browser.tabs.create({ url: browser.runtime.getURL('/library.html') });
      if (info.menuItemId === OPEN_OPTIONS_MENU) void browser.runtime.openOptionsPage();
      // A link the patterns let through but that names no paper is refused with a reason, on the tab's button.
      if (info.menuItemId === SAVE_LINK_MENU && info.linkUrl) {
        const save = (url: string) => handlers['paper/save-url']({ type: 'paper/save-url', url, site: 'link' }, {});
        void saveLink(db, save, info.linkUrl, tab?.id).catch((error: unknown) => console.warn('[menus] link not saved', error));
      }
    });

    commands?.onCommand.addListener(async (command, tab) => {
      if (command !== SAVE_TAB_COMMAND) return;
      const target = tab ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0];
      if (target?.id === undefined) return;
      const outcome = await handlers['tab/save']({ type: 'tab/save', tabId: target.id }, {}).then(
        (saved) => ({ ok: true as const, title: saved.title }),
        (error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }),
      );
      await showTabOutcome(target.id, outcome);
    });

    browser.tabs.onUpdated.addListener((tabId, change, tab) => {
      // Once the page has loaded: work in this worker while a page loads competes with it for the CPU.
      if (change.status === 'loading' && tab.url) injectIfLoadHangs(tabId, tab.url);
      if (change.status !== 'complete') return;
      void updateBadge(db, tabId, tab.url);
      // A page that closed or navigated away meanwhile refuses the injection: nothing to do then.
      injectPageScript(tabId, tab.url).catch(() => undefined);
    });
    browser.tabs.onActivated.addListener(async ({ tabId }) => {
      // The tab may have closed already.
      const tab = await browser.tabs.get(tabId).catch(() => undefined);
      if (tab) void updateBadge(db, tabId, tab.url);
    });
    browser.tabs.onRemoved.addListener((tabId) => {
      forgetTabOutcomes(tabId);
      void forgetTabPaper(tabId);
    });

    // Papers saved offline are completed later: at start and every half hour while any wait. Created once: made again
    // at each start of the worker, it was put off by half an hour each time.
    void browser.alarms.get(COMPLETE_ALARM).then((alarm) => {
      if (!alarm) void browser.alarms.create(COMPLETE_ALARM, { periodInMinutes: 30 });
    });
    // The feed's alarm follows the options: set at start, set again (or cleared) when they change.
    void readSettings().then(scheduleFeedAlarm);
    // Open arXiv pages follow the marks' switches at once.
    followMarkSwitches();
    onSettingsChanged((settings) => {
      void scheduleFeedAlarm(settings).then(() => {
        // A shorter period can make the stored feed stale at once (not stale: nothing is fetched).
        feed.refresh(false);
      });
    });
    browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name === COMPLETE_ALARM) complete();
      if (alarm.name === FEED_ALARM) feed.refresh(true);
      void watch.onAlarm(alarm.name);
    });
    complete();
    sweepLoadedPages();
    // Saved papers are checked against arXiv weekly; at start when the last complete check is over a week old.
    void watch.start();
    affiliations();
    judge.run();
    // At browser start (and install), refresh when the stored feed is stale.
    feed.refresh(false);
  },
});
