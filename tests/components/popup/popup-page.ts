/** The popup's page for a component test: a root in the document and a fresh store, both gone after the test. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type RadarDb, radarDb } from '../../../lib/store/db';

/** Each test gets an empty store (filled by `prepare`), no remembered tab or selection, and a root to render into. */
export function popupPerTest(prepare?: (db: RadarDb) => Promise<void>): { root: HTMLElement } {
  const page = {} as { root: HTMLElement };
  beforeEach(async () => {
    fakeBrowser.reset();
    localStorage.clear();
    const db = radarDb();
    await db.open();
    await prepare?.(db);
    page.root = document.createElement('div');
    document.body.append(page.root);
  });
  afterEach(async () => {
    act(() => render(null, page.root));
    page.root.remove();
    await radarDb().delete();
  });
  return page;
}
