// @vitest-environment happy-dom
/** The popup header's trend line: the topic page's numbers, and none made up from a feed not yet fetched. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../../../components/popup/Header';
import { coveredFrom } from '../../../lib/topic/stats';

const NOW = Date.UTC(2026, 4, 28, 12);
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString().slice(0, 10);
let root: HTMLElement | undefined;

function statsText(topicDates: string[], since: number | undefined): string {
  const container = document.createElement('div');
  root = container;
  document.body.append(container);
  const noop = () => undefined;
  act(() =>
    render(
      <Header
        later={undefined}
        db={undefined}
        complete={true}
        feedRows={[]}
        topicDates={topicDates}
        now={NOW}
        allNewLastFourWeeks={16_750}
        since={since}
        onOpenLibrary={noop}
        onOpenOptions={noop}
      />,
      container,
    ),
  );
  return container.querySelector('.stats')?.textContent ?? '';
}

afterEach(() => {
  if (root) act(() => render(null, root as HTMLElement));
  root?.remove();
});

describe('the popup header’s trend', () => {
  it('during the first sync, says what is stored so far, not "none in the four weeks before"', () => {
    const text = statsText(Array(40).fill(daysAgo(1)), coveredFrom(undefined));
    expect(text).toBe('40 papers so far · the trend shows once eight weeks are fetched');
  });

  it('once backfilled, reads like the topic page', () => {
    const dates = [...Array(134).fill(daysAgo(3)), ...Array(56).fill(daysAgo(40)), ...Array(426).fill(daysAgo(200))];
    expect(statsText(dates, coveredFrom(NOW - 300 * 86_400_000))).toBe(
      '616 papers · 134 papers in the last four weeks, up 139% on the four weeks before · 0.8% of all new papers',
    );
  });

  it('an empty feed says it has no papers yet, before the first fetch and after one that found none', () => {
    expect(statsText([], coveredFrom(undefined))).toBe('No papers in the topic yet');
    expect(statsText([], coveredFrom(NOW - 300 * 86_400_000))).toBe('No papers in the topic yet');
  });

  it('counts nothing until the feed’s state says how far back it reaches', () => {
    expect(statsText([daysAgo(1)], undefined)).toBe('Counting papers…');
  });
});
