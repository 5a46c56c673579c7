/**
 * `judge.onePaperMs`: the time to judge one uncertain feed paper with an OpenAI-compatible endpoint stub on this
 * machine, the whole path the background takes — find the paper in the band, queue, cache and month count in the store
 * (Dexie over fake-indexeddb), the prompt, a real HTTP request to a local server that answers at once, the strict
 * parse, and the feed row written. `judge.endpointRequestMs` is the client's share: prompt, request, parse. A real
 * model's own thinking time (0.3–3 s for a hosted small model) comes on top and is not ours.
 */
import 'fake-indexeddb/auto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { judgeWithEndpoint } from '../lib/judge/endpoint';
import { judgeUncertainFeed } from '../lib/judge/feed-pass';
import { judgeCache, judgeUsage } from '../lib/judge/judge-store';
import { createJudge } from '../lib/judge/queue';
import { normalizePaperDraft } from '../lib/paper/normalize';
import { RadarDb } from '../lib/store/db';
import { TOPIC_MODEL } from '../lib/topic/model';
import { benchPapers } from './papers';
import { median } from './trace';

const RUNS = 21;
const ANSWER = JSON.stringify({
  choices: [{ message: { role: 'assistant', content: '{"verdict":"in","kind":"agentic-rl","reason":"Trains a web agent with GRPO."}' } }],
});

export async function judgeBenchmarks(): Promise<Record<string, number>> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end(ANSWER));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const config = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'stub', apiKey: '' };
  const endpoint = { fetch: (url: string, init: RequestInit) => fetch(url, init) };
  const [draft] = benchPapers(1);
  if (!draft) throw new Error('no bench paper');
  const normalized = normalizePaperDraft({ ...draft, arxivId: draft.id, published: '2026-11-30' }, { site: 'feed', url: '', at: 0 });
  if (!normalized.ok) throw new Error(normalized.error);
  const paper = normalized.paper;

  const requestTimes: number[] = [];
  const passTimes: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const result = await judgeWithEndpoint(config, paper, endpoint);
      requestTimes.push(performance.now() - start);
      if (!result.ok) throw new Error(`the stub's answer was refused: ${result.error.message}`);

      const db = new RadarDb(`bench-judge-${run}`);
      await db.open();
      await db.papers.put(paper);
      await db.feed.put({ paperId: paper.id, published: '2026-11-30', addedAt: 0, score: 0.4, inTopic: 0, tags: [], why: [] });
      const judge = createJudge({
        judgeOne: (item) => judgeWithEndpoint(config, item, endpoint),
        cache: judgeCache(db),
        usage: judgeUsage(db, 'endpoint'),
        now: Date.now,
        sleep: async () => undefined,
        monthlyCap: 300,
      });
      const passStart = performance.now();
      const outcome = await judgeUncertainFeed({
        db,
        judge,
        modelKey: 'stub',
        by: 'stub',
        threshold: TOPIC_MODEL.threshold,
        now: Date.now,
      });
      passTimes.push(performance.now() - passStart);
      if (outcome.movedIn !== 1) throw new Error('the bench paper was not judged into the feed');
      await db.delete();
    }
  } finally {
    server.close();
  }
  const ms = (times: number[]) => Math.round(median(times.slice(1)) * 100) / 100;
  return { 'judge.onePaperMs': ms(passTimes), 'judge.endpointRequestMs': ms(requestTimes) };
}
