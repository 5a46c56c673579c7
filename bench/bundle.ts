/** Gzip sizes of what each extension context loads, read from the built Chrome extension. */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_SCRIPTS } from '../lib/sites/matches';

/**
 * Every JS and CSS file an entry loads before it can paint: the file itself and, transitively, its static imports.
 * Chunks loaded with `import()` after the first paint are not counted.
 */
function closure(root: string, entries: string[], lazy = false): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(root, file), 'utf8');
    const imports = lazy ? /(?:import|from)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g : /(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
    for (const match of code.matchAll(imports)) {
      queue.push(posix.normalize(posix.join(dirname(file), match[1] as string)));
    }
  }
  return [...seen];
}

function gzipKB(root: string, files: string[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, file)), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Scripts and stylesheets an extension page's HTML names. */
function pageAssets(root: string, page: string): string[] {
  const html = readFileSync(join(root, page), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => posix.normalize(match[1] as string));
}

export function bundleSizes(root: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as {
    background?: { service_worker?: string; scripts?: string[] };
    content_scripts?: { js?: string[] }[];
  };
  const background = manifest.background?.service_worker ? [manifest.background.service_worker] : (manifest.background?.scripts ?? []);
  // The manifest puts no script on pages (the background injects one page script per page once it has loaded); any
  // content script it did name would be paid on every page, so it is counted with each page script.
  const boot = (manifest.content_scripts ?? []).flatMap((script) => script.js ?? []);
  const pageScripts = PAGE_SCRIPTS.map((script) => script.file.replace(/^\//, ''));
  return {
    'bundle.popup.gzipKB': gzipKB(root, closure(root, pageAssets(root, 'popup.html'))),
    // Also what it loads once the first rows are on screen (Dexie, the polyfill, zod, the chart and the dialog).
    'bundle.popupAll.gzipKB': gzipKB(root, closure(root, pageAssets(root, 'popup.html'), true)),
    // What the heaviest page loads: its page script (and the manifest's content scripts, were there any).
    'bundle.content.gzipKB': Math.max(0, ...pageScripts.map((file) => gzipKB(root, closure(root, [...boot, file])))),
    'bundle.background.gzipKB': gzipKB(root, closure(root, background)),
  };
}
