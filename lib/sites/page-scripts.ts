/** Which page script the background injects into a page once it has loaded (entrypoints/background/page-boot.ts). */
import { MatchPattern } from 'wxt/utils/match-patterns';
import { PAGE_SCRIPTS } from './matches';

export type PageScriptFile = (typeof PAGE_SCRIPTS)[number]['file'];

// The browser's own matching rules (WXT's implementation of match patterns), so the script chosen here is the one the
// manifest's patterns would choose.
const COMPILED = PAGE_SCRIPTS.map((script) => ({
  file: script.file,
  patterns: script.matches.map((pattern) => new MatchPattern(pattern)),
}));

/** The script for this page, or undefined for a URL no content script decorates. */
export function pageScriptFor(url: string): PageScriptFile | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  // A string, not the URL: MatchPattern tests `instanceof Location` for other values, which a worker doesn't define.
  return COMPILED.find((script) => script.patterns.some((pattern) => pattern.includes(parsed.href)))?.file;
}
