/**
 * The second opinion's job: after each feed refresh, at start, when its settings change and when the endpoint's host
 * is allowed or taken back, the configured judge reads the feed's uncertain papers (lib/judge/feed-pass.ts); turned
 * off, every opinion is taken back. A run reads the settings once; when they change during a run, the run stops at the
 * next paper and starts again with the new ones, so turning the judge off sends nothing more.
 */
import { browser } from 'wxt/browser';
import { globalLanguageModel } from '../../lib/judge/builtin';
import { configuredJudge } from '../../lib/judge/configured';
import { judgeUncertainFeed, setAsideOpinions } from '../../lib/judge/feed-pass';
import { forgetDeclined, heldAfterStop, judgeCache, judgeUsage, readJudgeStatus, writeJudgeStatus } from '../../lib/judge/judge-store';
import { createJudge } from '../../lib/judge/queue';
import { runAgainWhenAsked } from '../../lib/schedule/run-again';
import { endpointPermission, type JudgeSettings, judgeLabel, judgeModelKey } from '../../lib/settings/judge-settings';
import { onSettingsChanged, readSettings } from '../../lib/settings/settings';
import type { RadarDb } from '../../lib/store/db';
import { TOPIC_MODEL } from '../../lib/topic/model';

/** Under Chrome's 30 s: an extension API call keeps the worker alive while a slow model thinks. */
const KEEP_ALIVE_MS = 20_000;

/** Whether the user allowed the endpoint's host (the optional permission asked for on options.html). */
async function endpointAllowed(settings: JudgeSettings): Promise<boolean> {
  const origin = endpointPermission(settings.baseUrl);
  return origin !== undefined && (await browser.permissions.contains({ origins: [origin] }).catch(() => false));
}

export interface JudgeJob {
  /** A run, on its own (the worker's start, a feed refresh): held back for a while after a stopped one. */
  run(): void;
  /** The settings were saved again, perhaps unchanged (`judge/run`): the declined papers get another try, at once. */
  again(): void;
}

export function judgeJob(db: RadarDb): JudgeJob {
  // Bumped by every change of the judge's settings or permission; a run started under an older one stops.
  let generation = 0;
  // The next run was asked for by such a change, not by the worker's start or a refresh: no hold-off.
  let asked = false;

  const run = runAgainWhenAsked(async () => {
    const started = generation;
    const byChange = asked;
    asked = false;
    const { judge: settings } = await readSettings();
    const modelKey = judgeModelKey(settings);
    const configured = configuredJudge(settings, { fetch: (url, init) => fetch(url, init), LanguageModel: globalLanguageModel() });
    if (modelKey === undefined || configured === undefined) {
      const restored = await setAsideOpinions(db);
      if (restored > 0) console.info(`[judge] off: ${restored} paper(s) back to the classifier's verdict`);
      return;
    }
    const last = await readJudgeStatus(db);
    if (!byChange && heldAfterStop(last, Date.now())) return;
    const by = judgeLabel(settings);
    const status = { at: Date.now(), by, judged: 0, movedIn: 0, movedOut: 0 };
    if (settings.mode === 'endpoint' && !(await endpointAllowed(settings))) {
      const host = new URL(endpointPermission(settings.baseUrl)?.replace('/*', '/') ?? settings.baseUrl).host;
      await writeJudgeStatus(db, { ...status, error: `The browser may not reach ${host}: save the endpoint again and allow it.` });
      return;
    }
    const judge = createJudge({
      judgeOne: async (paper, key) =>
        generation === started
          ? configured.judgeOne(paper, key)
          : { ok: false, error: { kind: 'config', message: 'The settings changed; judging again with the new ones.' } },
      monthlyCap: configured.monthlyCap,
      cache: judgeCache(db),
      usage: judgeUsage(db, settings.mode === 'builtin' ? 'builtin' : 'endpoint'),
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    const keepAlive = setInterval(() => void browser.runtime.getPlatformInfo().catch(() => undefined), KEEP_ALIVE_MS);
    try {
      const { stopped, ...counts } = await judgeUncertainFeed({ db, judge, modelKey, by, threshold: TOPIC_MODEL.threshold, now: Date.now });
      if (generation !== started) return;
      // A run with nothing new to judge leaves the last one's summary ("40 papers judged…") in view, and says when it looked.
      const idle = counts.judged === 0 && counts.declined === 0 && !stopped && last !== undefined && last.error === undefined;
      if (idle) await writeJudgeStatus(db, { ...last, checkedAt: Date.now() });
      else await writeJudgeStatus(db, { ...status, ...counts, at: Date.now(), ...(stopped ? { error: stopped.message } : {}) });
      if (stopped) console.info(`[judge] stopped after ${counts.judged} paper(s): ${stopped.message}`);
    } finally {
      clearInterval(keepAlive);
    }
  });

  const changed = () => {
    generation++;
    asked = true;
    run();
  };
  // Compared within the change itself, not with settings read at start: the change that wakes the worker arrives
  // before any read, and a change to another setting would then pass for the judge's and forget the declined papers.
  // Saved again, perhaps after the server or the model behind the same name was fixed: the papers it gave no verdict on
  // get another try.
  const again = () => {
    generation++;
    asked = true;
    void forgetDeclined(db)
      .catch((error: unknown) => console.warn('[judge] could not forget the declined papers', error))
      .then(run);
  };
  onSettingsChanged(({ judge }, before) => {
    if (JSON.stringify(judge) !== JSON.stringify(before.judge)) again();
  });
  // The user allowed the endpoint's host (or took it back, in the browser's own settings).
  browser.permissions.onAdded.addListener(changed);
  browser.permissions.onRemoved.addListener(changed);
  return { run, again };
}
