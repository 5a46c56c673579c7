// @vitest-environment happy-dom
/** The library follows the options: the backup reminder's days (or never), and it links to the options page. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Library } from '../../../components/library/Library';
import { recordExport } from '../../../lib/library/queries';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { writeSettings } from '../../../lib/settings/settings';
import { RadarDb, savePaper } from '../../../lib/store/db';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

const DAY = 86_400_000;
let db: RadarDb;
let root: HTMLElement;
beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`library-options-${Math.random()}`);
  await db.open();
  const made = normalizePaperDraft(
    { arxivId: '2605.28143', title: 'SKILLC', authors: ['A B'] },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!made.ok) throw new Error(made.error);
  await savePaper(db, made.paper, { now: 1 });
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  fakeBrowser.reset();
  vi.restoreAllMocks();
  await db.delete();
});

const reminder = () => root.querySelector('.reminder')?.textContent ?? '';
async function open() {
  act(() => render(<Library db={db} />, root));
  await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(1));
}

describe('the library and the options', () => {
  it('reminds after the days the options say, and never when they say never', async () => {
    await recordExport(db, Date.now() - 10 * DAY);
    await writeSettings({ backupReminderDays: 14 });
    await open();
    // Ten days since the last export: no reminder after 14 days; after 7 days, one.
    expect(reminder()).toBe('');
    await act(async () => {
      await writeSettings({ backupReminderDays: 7 });
    });
    await vi.waitFor(() => expect(reminder()).toMatch(/last backup was 10 days ago/));
    await act(async () => {
      await writeSettings({ backupReminderDays: 0 });
    });
    await vi.waitFor(() => expect(reminder()).toBe(''));
  });

  it('reminds with the default (30 days) when nothing is set, and links to the options page', async () => {
    await open();
    await vi.waitFor(() => expect(reminder()).toMatch(/never exported a backup/));
    const openOptions = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockImplementation(async () => undefined);
    const link = [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Options');
    expect(link?.closest('p')?.textContent).toBe('Sync copy and other settings: Options');
    act(() => link?.click());
    expect(openOptions).toHaveBeenCalledTimes(1);
    expect(root.textContent).not.toContain('Copy the saved list to my browser account');
  });
});
