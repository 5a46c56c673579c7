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

/** Each list's selected paper id, if it has one. */
type Selected<List extends string> = Record<List, string | undefined>;

function readSelected<List extends string>(key: string, lists: readonly List[]): Selected<List> {
  const pick = (value: Record<string, unknown>) =>
    Object.fromEntries(lists.map((list) => [list, typeof value[list] === 'string' ? value[list] : undefined])) as Selected<List>;
  try {
    return pick(JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>);
  } catch {
    return pick({});
  }
}

/**
 * The open tab and each list's selected paper, surviving closing and reopening the page: `lists` names every list with
 * a place of its own (a tab may show more than one: the feed and its near misses). The first tab is the default; a
 * selected id is only a wish (the page falls back to its first row when the paper is not in view).
 */
export function usePersistedSelection<Tab extends List, List extends string>(
  keys: SelectionKeys,
  tabs: readonly [Tab, ...Tab[]],
  lists: readonly List[],
) {
  const [tab, setTabState] = useState<Tab>(() => readTab(keys.tab, tabs));
  const [selected, setSelected] = useState(() => readSelected(keys.selected, lists));
  return {
    tab,
    /** Each list's selected paper, as last chosen. */
    selected,
    setTab(id: Tab) {
      localStorage.setItem(keys.tab, id);
      setTabState(id);
    },
    /** Selects a paper in one list. */
    select(list: List, id: string) {
      setSelected((current) => {
        const next = { ...current, [list]: id };
        localStorage.setItem(keys.selected, JSON.stringify(next));
        return next;
      });
    },
  };
}
