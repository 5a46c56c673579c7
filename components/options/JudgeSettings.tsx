import { useEffect, useState } from 'preact/hooks';
import { type BuiltinAvailability, builtinAvailability, downloadBuiltin, globalLanguageModel } from '../../lib/judge/builtin';
import { judgeDisclosure, statusLine, usageLine } from '../../lib/judge/disclosure';
import { judgeUsage, readJudgeStatus } from '../../lib/judge/judge-store';
import { monthOf } from '../../lib/judge/queue';
import type { JudgeSettings as Judge, JudgeMode } from '../../lib/settings/judge-settings';
import { writeSettings } from '../../lib/settings/settings';
import type { RadarDb } from '../../lib/store/db';
import { useLiveQuery } from '../common/hooks/use-live-query';
import { EndpointForm } from './EndpointForm';

interface JudgeSettingsProps {
  db: RadarDb;
  judge: Judge;
  say(message: string): void;
  fail(error: unknown): void;
}

type Availability = BuiltinAvailability | 'unsupported' | 'checking';

const BUILTIN_STATE: Record<Exclude<Availability, 'unsupported' | 'unavailable'>, string> = {
  checking: '',
  available: 'ready',
  downloadable: 'needs a download first',
  downloading: 'downloading',
};

const SAVED: Record<Exclude<JudgeMode, 'endpoint'>, string> = {
  none: 'Saved. The classifier alone decides what is in the feed; earlier second opinions are set aside.',
  builtin: 'Saved. The browser’s built-in model reads the feed’s uncertain papers.',
};

/** "Second opinion for uncertain papers": who judges (nobody, the browser's model, an endpoint), and what is sent. */
export function JudgeSettings({ db, judge, say, fail }: JudgeSettingsProps) {
  const [availability, setAvailability] = useState<Availability>('checking');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // The endpoint's fields show as soon as it is picked; its mode is stored only when they are saved.
  const [picked, setPicked] = useState<JudgeMode>(judge.mode);
  useEffect(() => {
    void builtinAvailability({ LanguageModel: globalLanguageModel() }).then(setAvailability);
  }, []);
  useEffect(() => setPicked(judge.mode), [judge.mode]);
  const usage = useLiveQuery(
    async () => ({ used: await judgeUsage(db).get(monthOf(Date.now())), status: await readJudgeStatus(db) }),
    [db],
  );

  const pick = (mode: JudgeMode) => {
    setPicked(mode);
    if (mode !== 'endpoint') void writeSettings({ judge: { mode } }).then(() => say(SAVED[mode]), fail);
  };
  const download = () => {
    setProgress(0);
    void downloadBuiltin({ LanguageModel: globalLanguageModel() }, setProgress).then(async (ready) => {
      setProgress(undefined);
      setAvailability(await builtinAvailability({ LanguageModel: globalLanguageModel() }));
      if (ready) say('The built-in model is ready.');
      else fail(new Error('The built-in model could not be downloaded.'));
    });
  };
  const builtinUsable = availability !== 'unsupported' && availability !== 'unavailable' && availability !== 'checking';
  const shown = { ...judge, mode: picked };

  const radio = (mode: JudgeMode, label: string) => (
    <li>
      <label>
        <input type="radio" name="judge-mode" value={mode} checked={picked === mode} onChange={() => pick(mode)} />
        {label}
      </label>
    </li>
  );

  return (
    <>
      <p class="hint">
        The classifier is unsure about papers whose score is close to its threshold. A language model can read those papers and decide; the
        feed then says so ("second opinion: in — …"). Off unless you choose a model.
      </p>
      <fieldset class="judge-modes">
        <legend>Who gives the second opinion</legend>
        <ul class="checks">
          {radio('none', 'Nobody: the classifier decides alone')}
          {builtinUsable && radio('builtin', `The browser’s built-in model (${BUILTIN_STATE[availability]})`)}
          {radio('endpoint', 'An OpenAI-compatible endpoint (OpenAI, OpenRouter, Ollama, vLLM…)')}
        </ul>
      </fieldset>
      {picked === 'builtin' && availability === 'downloadable' && (
        <button type="button" onClick={download} disabled={progress !== undefined}>
          {progress === undefined ? 'Download the built-in model' : `Downloading… ${Math.round(progress * 100)} %`}
        </button>
      )}
      {picked === 'endpoint' && <EndpointForm judge={judge} say={say} fail={fail} />}
      <p class="hint judge-disclosure">{judgeDisclosure(shown)}</p>
      {usage.status === 'ready' && (
        <p class="hint">
          {usageLine(judge, usage.value.used)}
          {usage.value.status && ` ${statusLine(usage.value.status)}`}
        </p>
      )}
    </>
  );
}
