/**
 * The pages content scripts run on, derived from the sites' own patterns (lib/sites/<site>.ts) and the registry's
 * page-script lists (lib/sites/index.ts). Also the extension's host permissions (wxt.config.ts): no `<all_urls>`; any
 * other page is read only on request, through activeTab.
 */
import { PAGE_SCRIPT_SITES } from './index';

const unique = (patterns: readonly string[]) => patterns.filter((pattern, index, all) => all.indexOf(pattern) === index);

/**
 * The page scripts and the pages each runs on. The manifest puts no script on these pages; once a page has loaded,
 * the background injects the script for its URL (lib/sites/page-scripts.ts, entrypoints/background/page-boot.ts).
 */
export const PAGE_SCRIPTS = (Object.keys(PAGE_SCRIPT_SITES) as (keyof typeof PAGE_SCRIPT_SITES)[]).map((name) => ({
  file: `/${name}.js` as const,
  matches: unique(PAGE_SCRIPT_SITES[name].flatMap((site) => site.patterns)),
}));

/** Every page a content script decorates. */
export const CONTENT_MATCHES: string[] = unique(PAGE_SCRIPTS.flatMap((script) => script.matches));
