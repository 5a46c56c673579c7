import { useEffect, useState } from 'preact/hooks';
import { onSettingsChanged, readSettings, type Settings } from '../../../lib/settings/settings';

export interface SettingsRead {
  /** Undefined until read (or while the read has failed). */
  settings: Settings | undefined;
  /** Why the last read failed; cleared by a retry or by a change made elsewhere. */
  error: unknown;
  /** Reads the settings again after a failed read. */
  retry(): void;
}

/** The user's settings and whether reading them failed, kept current when they change in any of the extension's pages. */
export function useSettingsRead(): SettingsRead {
  const [settings, setSettings] = useState<Settings | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let changed = false;
    let live = true;
    const stop = onSettingsChanged((next) => {
      changed = true;
      setError(undefined);
      setSettings(next);
    });
    // A change that arrives while the first read is under way is newer than what the read returns.
    readSettings().then(
      (read) => {
        if (live && !changed) setSettings(read);
      },
      // A failed read left a page waiting for good (and an unhandled rejection): the page is told, and may retry.
      (failure: unknown) => {
        if (live && !changed) setError(failure ?? new Error('unknown error'));
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [attempt]);
  return {
    settings,
    error,
    retry() {
      setError(undefined);
      setAttempt((count) => count + 1);
    },
  };
}

/** The user's settings (undefined until read, or if they can't be read), kept current when they change anywhere. */
export function useSettings(): Settings | undefined {
  return useSettingsRead().settings;
}
