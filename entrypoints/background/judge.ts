/**
 * The second opinion's job: after each feed refresh, at start, and when its settings change, the configured judge
 * reads the feed's uncertain papers (lib/judge/feed-pass.ts); turned off, every opinion is taken back. A run reads the
 * settings once; when they change during a run, the run stops at the next paper and starts again with the new ones,
 * so turning the judge off sends nothing more.
 */

import { globalLanguageModel } from '../../lib/judge/builtin';
import { configuredJudge } from '../../lib/judge/configured';
import { judgeUncertainFeed, setAsideOpinions } from '../../lib/judge/feed-pass';
import { judgeCache, judgeUsage, writeJudgeStatus } from '../../lib/judge/judge-store';
import { createJudge } from '../../lib/judge/queue';
import { runAgainWhenAsked } from '../../lib/schedule/run-again';
import { judgeLabel, judgeModelKey, sameJudge } from '../../lib/settings/judge-settings';
import { onSettingsChanged, readSettings, type Settings } from '../../lib/settings/settings';
import type { RadarDb } from '../../lib/store/db';
import { TOPIC_MODEL } from '../../lib/topic/model';

export function judgeJob(db: RadarDb): () => void {
  // Bumped by every change of the judge's settings; a run started under an older one stops.
  let generation = 0;

  const run = runAgainWhenAsked(async () => {
    const started = generation;
    const { judge: settings } = await readSettings();
    const modelKey = judgeModelKey(settings);
    const configured = configuredJudge(settings, { fetch: (url, init) => fetch(url, init), LanguageModel: globalLanguageModel() });
    if (modelKey === undefined || configured === undefined) {
      const restored = await setAsideOpinions(db);
      if (restored > 0) console.info(`[judge] off: ${restored} paper(s) back to the classifier's verdict`);
      return;
    }
    const judge = createJudge({
      judgeOne: async (paper, key) =>
        generation === started
          ? configured.judgeOne(paper, key)
          : { ok: false, error: { kind: 'config', message: 'The settings changed; judging again with the new ones.' } },
      monthlyCap: configured.monthlyCap,
      cache: judgeCache(db),
      usage: judgeUsage(db),
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    const by = judgeLabel(settings);
    const outcome = await judgeUncertainFeed({ db, judge, modelKey, by, threshold: TOPIC_MODEL.threshold, now: Date.now });
    const { stopped, ...counts } = outcome;
    if (generation !== started) return;
    // A run with nothing to judge leaves the last run's account in place: "0 papers judged" tells the user nothing.
    if (counts.judged === 0 && stopped === undefined) return;
    await writeJudgeStatus(db, { at: Date.now(), by, ...counts, ...(stopped ? { error: stopped.message } : {}) });
    if (stopped) console.info(`[judge] stopped after ${counts.judged} paper(s): ${stopped.message}`);
  });

  let current: Settings['judge'] | undefined;
  void readSettings().then((settings) => {
    current ??= settings.judge;
  });
  onSettingsChanged(({ judge }) => {
    const previous = current;
    current = judge;
    // A higher cap can let a stopped run go on; another model, key or mode judges afresh (or takes opinions back).
    if (previous !== undefined && sameJudge(previous, judge) && judge.monthlyCap <= previous.monthlyCap) return;
    generation++;
    run();
  });
  return run;
}
