import { useEffect, useState } from 'preact/hooks';
import { onSettingsChanged, readSettings, type Settings } from '../../../lib/settings/settings';

/** The user's settings (undefined until read), kept current when they change in any of the extension's pages. */
export function useSettings(): Settings | undefined {
  const [settings, setSettings] = useState<Settings | undefined>(undefined);
  useEffect(() => {
    let changed = false;
    let live = true;
    const stop = onSettingsChanged((next) => {
      changed = true;
      setSettings(next);
    });
    // A change that arrives while the first read is under way is newer than what the read returns.
    void readSettings().then((read) => {
      if (live && !changed) setSettings(read);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return settings;
}
