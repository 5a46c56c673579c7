import { useState } from 'preact/hooks';

/** Where the tab and each tab's selected paper are kept (localStorage: read before the first paint). */
export interface SelectionKeys {
  tab: string;
  selected: string;
}

function readTab<Tab extends string>(key: string, tabs: readonly [Tab, ...Tab[]]): Tab {
  const stored = localStorage.getItem(key);
  return tabs.find((tab) => tab === stored) ?? tabs[0];
}

/** Each tab's selected paper id, if it has one. */
type Selected<Tab extends string> = Record<Tab, string | undefined>;

function readSelected<Tab extends string>(key: string, tabs: readonly Tab[]): Selected<Tab> {
  const pick = (value: Record<string, unknown>) =>
    Object.fromEntries(tabs.map((tab) => [tab, typeof value[tab] === 'string' ? value[tab] : undefined])) as Selected<Tab>;
  try {
    return pick(JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>);
  } catch {
    return pick({});
  }
}

/**
 * The open tab and each tab's selected paper, surviving closing and reopening the page. The first tab is the
 * default; a selected id is only a wish (the page falls back to its first row when the paper is not in view).
 */
export function usePersistedSelection<Tab extends string>(keys: SelectionKeys, tabs: readonly [Tab, ...Tab[]]) {
  const [tab, setTabState] = useState<Tab>(() => readTab(keys.tab, tabs));
  const [selected, setSelected] = useState(() => readSelected(keys.selected, tabs));
  return {
    tab,
    /** Each tab's selected paper, as last chosen. */
    selected,
    setTab(id: Tab) {
      localStorage.setItem(keys.tab, id);
      setTabState(id);
    },
    /** Selects a paper in the open tab. */
    select(id: string) {
      setSelected((current) => {
        const next = { ...current, [tab]: id };
        localStorage.setItem(keys.selected, JSON.stringify(next));
        return next;
      });
    },
  };
}
