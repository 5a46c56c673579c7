/**
 * What a tab shows, for "Save this paper/page" and the save shortcut. A URL that names a paper (a PDF tab) is
 * enough; any other page is read by injecting the page-metadata script, which activeTab allows after the user's
 * click or key press. No blanket host permission is needed.
 */
import { browser } from 'wxt/browser';
import type { PageMetadataResult } from '../../lib/sites/page-metadata-result';
import { draftFromUrl } from '../../lib/sites/url-id';
import type { PageTarget } from './page-handle-call';

function isPageMetadataResult(value: unknown): value is PageMetadataResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as { ok?: unknown; error?: unknown; draft?: unknown; site?: unknown };
  return result.ok === true ? typeof result.draft === 'object' && typeof result.site === 'string' : typeof result.error === 'string';
}

/** Reads the paper a document shows by running page-metadata.js in it; every failure comes back as words. */
export async function readDocument(target: PageTarget | { tabId: number }): Promise<PageMetadataResult> {
  try {
    const [injection] = await browser.scripting.executeScript({ target, files: ['/page-metadata.js'] });
    const result: unknown = injection?.result;
    return isPageMetadataResult(result) ? result : { ok: false, error: 'The page could not be read.' };
  } catch (error) {
    return { ok: false, error: `The page could not be read (${error instanceof Error ? error.message : String(error)}).` };
  }
}

/** A PDF's address (OpenReview's `/pdf?id=…`, a `.pdf` file): no script reads a PDF viewer. */
const isPdf = (url: string) => /\/pdf(?:[/?#]|$)|\.pdf(?:[?#]|$)/i.test(url);

export async function readTab(tabId: number): Promise<PageMetadataResult> {
  let url: string | undefined;
  try {
    url = (await browser.tabs.get(tabId)).url;
  } catch {
    return { ok: false, error: 'That tab is gone.' };
  }
  if (url === undefined)
    return { ok: false, error: 'Agent RL Radar may not read this tab. Click its toolbar button on the page to allow it.' };
  const fromUrl = draftFromUrl(url);
  // An arXiv id is completed from the arXiv API; a site's own id (an OpenReview forum) is only a key, so a page that
  // shows the paper is read for its title and authors, and the id alone stands only for a PDF or a page that can't be.
  if (fromUrl?.arxivId !== undefined || (fromUrl && isPdf(url))) return { ok: true, site: 'tab', draft: fromUrl, pageUrl: url };
  if (!/^https?:/.test(url)) return { ok: false, error: 'Only web pages can be saved.' };
  const read = await readDocument({ tabId });
  return !read.ok && fromUrl ? { ok: true, site: 'tab', draft: fromUrl, pageUrl: url } : read;
}
