import type { Ref } from 'preact';
import { searchFieldKeydown } from '../common/search-keys';
import { focusList, listId, TABS, type TabId } from './tabs';

const LABELS: Record<TabId, string> = { feed: 'Feed', saved: 'Saved' };

interface ToolbarProps {
  tab: TabId;
  onTab(tab: TabId): void;
  /** Each list's length, once the whole lists are in. */
  counts: Record<TabId, number | undefined>;
  /** How many near misses there are; undefined until they are known (the chip waits for them). */
  nearMisses: number | undefined;
  nearMissesOn: boolean;
  onNearMisses(on: boolean): void;
  /** The open tab's search. */
  query: string;
  onQuery(query: string): void;
  searchRef: Ref<HTMLInputElement>;
}

/**
 * The tab an arrow, Home or End moves to from `tab` (the WAI-ARIA tabs pattern). Only the open tab is in the Tab
 * order, so without these no key on the tab list reached the other one.
 */
function tabFor(key: string, tab: TabId): TabId | undefined {
  const at = TABS.indexOf(tab);
  if (key === 'ArrowRight') return TABS[(at + 1) % TABS.length];
  if (key === 'ArrowLeft') return TABS[(at - 1 + TABS.length) % TABS.length];
  if (key === 'Home') return TABS[0];
  if (key === 'End') return TABS[TABS.length - 1];
  return undefined;
}

/** The Feed and Saved tabs, the near misses chip and the search field. */
export function Toolbar({ tab, onTab, counts, nearMisses, nearMissesOn, onNearMisses, query, onQuery, searchRef }: ToolbarProps) {
  return (
    <div class="toolbar">
      <div
        role="tablist"
        aria-label="Paper lists"
        class="tabs"
        onKeyDown={(event) => {
          const next = tabFor(event.key, tab);
          if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
          // Handled here: the page's keymap (Home/End: first/last paper) must not act on the key too.
          event.preventDefault();
          onTab(next);
          document.getElementById(`tab-${next}`)?.focus();
        }}
      >
        {TABS.map((id) => (
          <button
            type="button"
            key={id}
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => onTab(id)}
          >
            {LABELS[id]} <span class="count">{counts[id] ?? ''}</span>
          </button>
        ))}
      </div>
      {/* Once open, it stays while their count can't be read: the way back to the feed. */}
      {tab === 'feed' && (nearMisses !== undefined || nearMissesOn) && (
        <button
          type="button"
          class="chip near-misses"
          aria-pressed={nearMissesOn}
          // None to show: offered but off, so it is no control that does nothing (once open, it still leads back).
          disabled={nearMisses === 0 && !nearMissesOn}
          title="Papers scored just under the topic's threshold, with the reasons for and against"
          onClick={() => onNearMisses(!nearMissesOn)}
        >
          Near misses <span class="count">{nearMisses ?? ''}</span>
        </button>
      )}
      <input
        ref={searchRef}
        type="search"
        class="search"
        placeholder="Search title, authors, abstract, tags  (/)"
        aria-label={tab === 'feed' ? 'Search the feed' : 'Search saved papers'}
        aria-controls={listId(tab)}
        value={query}
        onInput={(event) => onQuery((event.currentTarget as HTMLInputElement).value)}
        onKeyDown={(event) =>
          searchFieldKeydown(
            event,
            query,
            () => onQuery(''),
            () => focusList(tab),
          )
        }
      />
    </div>
  );
}
