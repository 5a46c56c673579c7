import { FEED_SCORED_BY_KEY } from '../../lib/feed/state';
import { classify } from '../../lib/topic/classifier';
import { atomCount, atomFeed } from '../fixtures/atom/feed-builder';
import { expect, refreshFeedWithRoutes, test } from './extension';
import { seedPapers, seedStore } from './seed-store';

// Written for this test in the style of real abstracts.
const AGENT_RL = {
  id: '2611.00101',
  title: 'Turn-Level Credit Assignment for Training LLM Web Agents with Reinforcement Learning',
  abstract:
    'Large language model agents that browse the web must act over many turns before a sparse task reward arrives. We train ' +
    'LLM agents with multi-turn reinforcement learning in WebArena and WebShop environments, using GRPO with a turn-level ' +
    'advantage estimator that assigns credit to individual tool calls. Our agent improves success rates.',
};
const DEHAZING = {
  id: '2611.00102',
  title: 'Image Dehazing with Codebook Priors for Remote Sensing',
  abstract: 'We remove haze from satellite images with a learned codebook prior and a lightweight transformer decoder.',
};

test('after an update with a new classifier, the feed stored by the old one is scored again: its calls are the new model’s', async ({
  context,
  openPopup,
}) => {
  expect([AGENT_RL, DEHAZING].map((paper) => classify(paper).inTopic)).toEqual([true, false]);
  // arXiv has nothing new: whatever the feed shows comes from the store.
  await context.route('https://export.arxiv.org/api/query**', (route) => {
    const url = new URL(route.request().url());
    const body = url.searchParams.get('max_results') === '0' ? atomCount(20_000) : atomFeed([]);
    return route.fulfill({ status: 200, contentType: 'application/atom+xml', body });
  });
  const popup = await openPopup('Feed');
  // As an older model left the store: the agent paper out of the feed, the dehazing one in it.
  const seed = seedPapers([AGENT_RL, DEHAZING]);
  const feed = (seed.feed ?? []).map((row) =>
    row.paperId === AGENT_RL.id ? { ...row, score: 0.1, inTopic: 0 as const } : { ...row, score: 0.9, inTopic: 1 as const },
  );
  await seedStore(popup, { ...seed, feed, kv: [{ key: FEED_SCORED_BY_KEY, value: 'an older model' }] });
  await popup.reload();
  const list = popup.getByRole('listbox', { name: 'Feed papers' });
  // The background's next run (the popup's own, or the refresh asked for here) scores the stored rows with the shipped
  // model first: kept as stored, the list would show the dehazing paper and not the agent one.
  await refreshFeedWithRoutes(popup);
  await expect(list.getByRole('option').filter({ hasText: AGENT_RL.title })).toHaveCount(1, { timeout: 20_000 });
  await expect(list.getByRole('option').filter({ hasText: DEHAZING.title })).toHaveCount(0);
});
