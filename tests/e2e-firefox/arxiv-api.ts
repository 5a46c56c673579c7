/**
 * The arXiv API as the Firefox tests answer it (through the proxy, tests/e2e-firefox/refusing-proxy.ts), the way the
 * Chromium tests route it (tests/e2e/feed.spec.ts, tests/e2e/topic-marks.spec.ts): from Atom built around fixture papers.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type AtomPaper, atomCount, atomFeed } from '../fixtures/atom/feed-builder';
import type { FixturePaper } from '../fixtures/papers/generated';
import type { ArxivApi } from './refusing-proxy';

/** All of arXiv's new papers in four weeks, as the count query answers (the order of magnitude of 2026). */
export const ALL_NEW_PAPERS = 20_000;

/** The feed's queries answered with these papers; the count of all new papers (`max_results=0`) with ALL_NEW_PAPERS. */
export function feedApi(papers: AtomPaper[]): ArxivApi {
  return (url) =>
    url.searchParams.get('max_results') === '0'
      ? { status: 200, body: atomCount(ALL_NEW_PAPERS) }
      : { status: 200, body: atomFeed(papers) };
}

/** `id_list` queries answered with those of these papers; every other query (the feed's) with no papers. */
export function idListApi(papers: FixturePaper[]): ArxivApi {
  const byId = new Map(papers.map((paper) => [paper.id, { ...paper, published: '2026-05-28T12:00:00Z' }]));
  return (url) => {
    const ids = url.searchParams.get('id_list')?.split(',') ?? [];
    return { status: 200, body: atomFeed(ids.flatMap((id) => byId.get(id) ?? [])) };
  };
}

/** The `id_list` of each answered request, in order. */
export function idListsAsked(answered: string[]): string[] {
  return answered.flatMap((url) => new URL(url).searchParams.get('id_list') ?? []);
}

/** A recorded answer of tests/fixtures/atom/ (`id-2604.27955.xml`: arXiv's answer for that paper). */
export function atomFixture(name: string): string {
  return readFileSync(resolve('tests/fixtures/atom', name), 'utf8');
}

/** An API whose answers to the requests `held` picks wait until `release()`, while the test looks at the page. */
export interface HeldApi {
  api: ArxivApi;
  /** The URLs of the requests held (answered too, once released). */
  asked: string[];
  release(): void;
}

export function holdBack(api: ArxivApi, held: (url: URL) => boolean): HeldApi {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  return {
    asked,
    release: () => release(),
    api: async (url) => {
      if (!held(url)) return api(url);
      asked.push(url.href);
      await released;
      return api(url);
    },
  };
}
