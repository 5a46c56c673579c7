/**
 * The extension's own API as its pages call it in Firefox (the `browser` namespace), for the steps a test needs done
 * before what it checks: a paper saved as the popup or the library would save it.
 */
import type { Page } from 'puppeteer-core';
import type { PaperDraft } from '../../lib/paper/schema';

/** Saves a paper through the background, from one of the extension's pages; resolves once it is stored. */
export async function saveFromExtensionPage(extensionPage: Page, draft: PaperDraft): Promise<void> {
  const reply = await extensionPage.evaluate(
    (paper) =>
      (
        globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } } }
      ).browser.runtime.sendMessage({ type: 'paper/save', draft: paper, site: 'test', pageUrl: 'about:blank' }),
    draft,
  );
  if (!reply.ok) throw new Error(`The background did not save ${draft.arxivId ?? draft.title}.`);
}
