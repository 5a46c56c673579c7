import { MARK_SITES, type MarkSite } from '../../lib/settings/mark-sites';
import type { Settings } from '../../lib/settings/settings';

/** Each kind of arXiv page that can carry topic marks: the checkbox's label, and its name in a status line. */
export const MARK_WORDS: Record<MarkSite, { label: string; name: string }> = {
  'arxiv-listing': { label: 'arXiv listings (new, recent, past week, monthly, catch-up)', name: 'arXiv listings' },
  'arxiv-search': { label: 'arXiv search results', name: 'arXiv search results' },
  'arxiv-abs': { label: 'arXiv abstract pages (the verdict under the save button)', name: 'arXiv abstract pages' },
};

interface MarkSettingsProps {
  marks: Settings['marks'];
  onChange(site: MarkSite, on: boolean): void;
}

/** One checkbox per kind of arXiv page: marks there, or none. */
export function MarkSettings({ marks, onChange }: MarkSettingsProps) {
  return (
    <ul class="checks">
      {MARK_SITES.map((site) => (
        <li key={site}>
          <label>
            <input
              type="checkbox"
              checked={marks[site]}
              onChange={(event) => onChange(site, (event.currentTarget as HTMLInputElement).checked)}
            />
            {MARK_WORDS[site].label}
          </label>
        </li>
      ))}
    </ul>
  );
}
