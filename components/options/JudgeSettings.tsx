import { useEffect, useRef, useState } from 'preact/hooks';
import { type BuiltinAvailability, builtinAvailability, downloadBuiltin, globalLanguageModel } from '../../lib/judge/builtin';
import { judgeDisclosure, statusLine, usageLine } from '../../lib/judge/disclosure';
import { forgetDeclined, judgeUsage, readJudgeStatus } from '../../lib/judge/judge-store';
import { monthOf } from '../../lib/judge/queue';
import { endpointPermission, type JudgeSettings as Judge, type JudgeMode } from '../../lib/settings/judge-settings';
import { writeSettings } from '../../lib/settings/settings';
import type { RadarDb } from '../../lib/store/db';
import { useLiveQuery } from '../common/hooks/use-live-query';
import { EndpointForm, releaseHost } from './EndpointForm';

interface JudgeSettingsProps {
  db: RadarDb;
  judge: Judge;
  say(message: string): void;
  fail(error: unknown): void;
}

type Availability = BuiltinAvailability | 'unsupported' | 'checking';

const BUILTIN_STATE: Record<Availability, string> = {
  checking: 'checking',
  unsupported: 'not in this browser',
  unavailable: 'can’t run on this device',
  available: 'ready',
  downloadable: 'needs a download first',
  downloading: 'downloading',
};

const SAVED: Record<Exclude<JudgeMode, 'endpoint'>, string> = {
  none: 'Saved. The classifier alone decides what is in the feed; earlier second opinions are set aside.',
  builtin: 'Saved. The browser’s built-in model reads the feed’s uncertain papers.',
};

const APPLY: Record<Exclude<JudgeMode, 'endpoint'>, string> = {
  none: 'Turn the second opinion off',
  builtin: 'Use the built-in model',
};

/**
 * "Second opinion for uncertain papers": who judges (nobody, the browser's model, an endpoint), and what is sent. The
 * radios only pick (arrow keys pass through them); a button saves, so nothing is switched on on the way.
 */
export function JudgeSettings({ db, judge, say, fail }: JudgeSettingsProps) {
  const [availability, setAvailability] = useState<Availability>('checking');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [picked, setPicked] = useState<JudgeMode>(judge.mode);
  const modes = useRef<HTMLFieldSetElement>(null);
  // The button just pressed goes away once its work is done (the settings match, the model is downloaded): focus goes
  // to the choice it was about rather than to the page's body. Only when the focus was lost: a download takes minutes,
  // and the user may be typing elsewhere meanwhile. Looked at after each render that may have removed the button (the
  // render comes after the work's promise, so a look then found the button still there and focused).
  const [refocus, setRefocus] = useState(0);
  const focusPicked = () => setRefocus((count) => count + 1);
  useEffect(() => {
    if (refocus === 0) return;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      modes.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [refocus, judge.mode, availability]);
  useEffect(() => {
    void builtinAvailability({ LanguageModel: globalLanguageModel() }).then(setAvailability);
  }, []);
  useEffect(() => setPicked(judge.mode), [judge.mode]);
  const scope = judge.mode === 'builtin' ? 'builtin' : 'endpoint';
  const usage = useLiveQuery(
    async () => ({ used: await judgeUsage(db, scope).get(monthOf(Date.now())), status: await readJudgeStatus(db) }),
    [db, scope],
  );

  const apply = (mode: Exclude<JudgeMode, 'endpoint'>) => {
    const previous = judge.mode === 'endpoint' ? endpointPermission(judge.baseUrl) : undefined;
    void writeSettings({ judge: { mode } })
      .then(() => {
        releaseHost(previous);
        say(SAVED[mode]);
        focusPicked();
      })
      .catch(fail);
  };
  const download = () => {
    if (progress !== undefined) return;
    setProgress(0);
    void downloadBuiltin({ LanguageModel: globalLanguageModel() }, setProgress).then(async (ready) => {
      setProgress(undefined);
      setAvailability(await builtinAvailability({ LanguageModel: globalLanguageModel() }));
      focusPicked();
      if (ready) say('The built-in model is ready.');
      else fail(new Error('The built-in model could not be downloaded.'));
    });
  };
  const builtinOffered = availability === 'available' || availability === 'downloadable' || availability === 'downloading';
  // The built-in model is chosen once it is on the device: saved while still to download, nothing would run until the
  // next feed refresh after the download.
  const canApply = picked !== 'endpoint' && picked !== judge.mode && (picked !== 'builtin' || availability === 'available');

  const radio = (mode: JudgeMode, label: string) => (
    <li>
      <label>
        <input type="radio" name="judge-mode" value={mode} checked={picked === mode} onChange={() => setPicked(mode)} />
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
      <fieldset class="judge-modes" ref={modes} aria-describedby="judge-disclosure">
        <legend>Who gives the second opinion</legend>
        <ul class="checks">
          {radio('none', 'Nobody: the classifier decides alone')}
          {(builtinOffered || judge.mode === 'builtin') &&
            radio('builtin', `The browser’s built-in model (${BUILTIN_STATE[availability]})`)}
          {radio('endpoint', 'An OpenAI-compatible endpoint (OpenAI, OpenRouter, Ollama, vLLM…)')}
        </ul>
      </fieldset>
      {/* Also while Chrome is already downloading it (started elsewhere, or before this page was opened): availability is
          read once, so without the button the page would say "downloading" until reloaded; clicking joins the download. */}
      {picked === 'builtin' && (availability === 'downloadable' || availability === 'downloading') && (
        <p>
          <button type="button" onClick={download} aria-disabled={progress !== undefined}>
            Download the built-in model
          </button>
          {progress !== undefined && (
            <label class="download-progress">
              Downloading
              <progress max={1} value={progress} />
            </label>
          )}
        </p>
      )}
      <EndpointForm
        judge={judge}
        hidden={picked !== 'endpoint'}
        // Saved again, perhaps after the server or the model behind the same name was fixed: the papers it gave no
        // verdict on get another try (the background also forgets them when the settings change).
        onSaved={() => void forgetDeclined(db).catch(fail)}
        say={say}
        fail={fail}
      />
      {canApply && (
        <button type="button" onClick={() => apply(picked)}>
          {APPLY[picked]}
        </button>
      )}
      <p class="hint judge-disclosure" id="judge-disclosure">
        {picked !== judge.mode && 'Not saved yet. Now: '}
        {judgeDisclosure(judge)}
      </p>
      {usage.status === 'ready' && (
        <p class="hint">
          {usageLine(judge, usage.value.used)}
          {usage.value.status && ` ${statusLine(usage.value.status)}`}
        </p>
      )}
    </>
  );
}
