/** Which page script the background injects into a page that booted (see `entrypoints/content-boot.ts`). */
import { PAGE_SCRIPTS } from './sites/matches';

export type PageScriptFile = (typeof PAGE_SCRIPTS)[number]['file'];

/**
 * A manifest match pattern of the form our matches use (`*://host/path-glob`) as a regular expression. As in the
 * browser, `*` as scheme means http or https, and the path glob is matched against path and query.
 */
function patternRegExp(pattern: string): RegExp {
  const parsed = /^\*:\/\/([^/*]+)(\/.*)$/.exec(pattern);
  if (!parsed) throw new Error(`Unsupported match pattern: ${pattern}`);
  const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const path = (parsed[2] as string).split('*').map(literal).join('.*');
  return new RegExp(`^https?://${literal(parsed[1] as string)}${path}$`);
}

const COMPILED = PAGE_SCRIPTS.map((script) => ({ file: script.file, patterns: script.matches.map(patternRegExp) }));

/** The script for this page, or undefined for a URL no content script decorates. */
export function pageScriptFor(url: string): PageScriptFile | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const target = `${parsed.protocol}//${parsed.host}${parsed.pathname}${parsed.search}`;
  return COMPILED.find((script) => script.patterns.some((pattern) => pattern.test(target)))?.file;
}
