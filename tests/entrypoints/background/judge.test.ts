/**
 * The second opinion's job in the worker: nothing goes to an endpoint whose host the user has not allowed; allowed,
 * the uncertain paper is judged; turned off, every opinion is taken back; an endpoint that stopped a run is not asked
 * again at every wake of the worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { judgeJob } from '../../../entrypoints/background/judge';
import { declinedPapers, readJudgeStatus, rememberDeclined } from '../../../lib/judge/judge-store';
import { readSettings, SETTINGS_KEY, writeSettings } from '../../../lib/settings/settings';
import { RadarDb } from '../../../lib/store/db';
import { item, paper } from '../../lib/feed/feed-rows';

const uncertain = paper('2606.00002', 'Agentic search with RL rewards', '2026-06-03');
const ENDPOINT = { mode: 'endpoint', baseUrl: 'https://llm.example/v1', model: 'm', apiKey: '' } as const;
const ANSWER = JSON.stringify({
  choices: [{ message: { content: '{"verdict":"in","kind":"agentic-rl","reason":"Search agent trained with RL."}' } }],
});

let db: RadarDb;
let allowed: Set<string>;
const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(ANSWER));

beforeEach(async () => {
  fakeBrowser.reset();
  allowed = new Set();
  const listeners = () => ({ addListener: () => undefined, removeListener: () => undefined, hasListener: () => false });
  (fakeBrowser as unknown as { permissions: unknown }).permissions = {
    contains: async ({ origins }: { origins: string[] }) => origins.every((origin) => allowed.has(origin)),
    onAdded: listeners(),
    onRemoved: listeners(),
  };
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  db = new RadarDb(`judge-job-${Math.random()}`);
  await db.open();
  await db.papers.put(uncertain);
  await db.feed.put(item(uncertain, 0.4, 0));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  await db.delete();
});

describe('judgeJob', () => {
  it('a change to another setting that wakes the worker keeps the papers the model declined', async () => {
    await writeSettings({ judge: ENDPOINT });
    await rememberDeclined(db, 'k', 'declined-paper');
    const before = await readSettings();
    const { run } = judgeJob(db);
    // The event that woke the worker arrives before anything it reads at start.
    await fakeBrowser.storage.onChanged.trigger(
      { [SETTINGS_KEY]: { oldValue: before, newValue: { ...before, feedRefreshHours: 3 } } },
      'local',
    );
    // A run after it (the endpoint's host is not allowed here, so it only says so).
    run();
    await vi.waitFor(async () => expect((await readJudgeStatus(db))?.error).toBeDefined());
    expect([...(await declinedPapers(db, 'k'))]).toEqual(['declined-paper']);
  });

  it('sends nothing to an endpoint whose host is not allowed, and says why', async () => {
    await writeSettings({ judge: ENDPOINT });
    const { run } = judgeJob(db);
    run();
    await vi.waitFor(async () =>
      expect((await readJudgeStatus(db))?.error).toBe('The browser may not reach llm.example: save the endpoint again and allow it.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await db.feed.get(uncertain.id))?.inTopic).toBe(0);
  });

  it('judges the uncertain paper once its host is allowed, and takes the opinion back when turned off', async () => {
    allowed.add('https://llm.example/*');
    await writeSettings({ judge: ENDPOINT });
    const { run } = judgeJob(db);
    run();
    await vi.waitFor(async () => expect((await db.feed.get(uncertain.id))?.inTopic).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://llm.example/v1/chat/completions');
    expect((await db.feed.get(uncertain.id))?.second?.reason).toBe('Search agent trained with RL.');
    // Turning it off (a settings change) runs the job: the paper goes back to the classifier's verdict.
    await writeSettings({ judge: { mode: 'none' } });
    await vi.waitFor(async () => expect((await db.feed.get(uncertain.id))?.second).toBeUndefined());
    expect((await db.feed.get(uncertain.id))?.inTopic).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after a run the endpoint stopped (a refused key), saving the settings again asks at once', async () => {
    allowed.add('https://llm.example/*');
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init.headers).get('authorization') === 'Bearer sk-fixed'
        ? new Response(ANSWER)
        : new Response('{"error":"bad key"}', { status: 401 }),
    );
    await writeSettings({ judge: ENDPOINT });
    const { run } = judgeJob(db);
    run();
    await vi.waitFor(async () => expect((await readJudgeStatus(db))?.error).toMatch(/refused the API key/));
    await writeSettings({ judge: { ...ENDPOINT, apiKey: 'sk-fixed' } });
    await vi.waitFor(async () => expect((await db.feed.get(uncertain.id))?.inTopic).toBe(1));
    expect((await readJudgeStatus(db))?.error).toBeUndefined();
  });

  it('saved again unchanged after the server was fixed (judge/run), it judges at once, though the last run stopped', async () => {
    allowed.add('https://llm.example/*');
    let fixed = false;
    fetchMock.mockImplementation(async () => (fixed ? new Response(ANSWER) : new Response('', { status: 404 })));
    await writeSettings({ judge: ENDPOINT });
    const job = judgeJob(db);
    job.run();
    await vi.waitFor(async () => expect((await readJudgeStatus(db))?.error).toMatch(/HTTP 404/));
    fixed = true;
    job.again();
    await vi.waitFor(async () => expect((await db.feed.get(uncertain.id))?.inTopic).toBe(1));
  });
});
