// @vitest-environment happy-dom
/**
 * The popup's tag chips: each list keeps its own (the feed, its near misses, the saved papers), and a chip the list is
 * filtered by always shows, so it can be undone, even when its tag is not among the list's commonest.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { radarDb } from '../../../lib/store/db';
import { item, paper } from '../../lib/feed/feed-rows';

let root: HTMLElement;

const rowTitles = () => [...root.querySelectorAll('[role="option"]')].map((row) => row.textContent ?? '');
const chip = (name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) =>
    button.textContent?.trim().startsWith(name),
  ) as HTMLButtonElement;
const click = (button: HTMLElement) => act(() => button.click());

beforeEach(async () => {
  fakeBrowser.reset();
  const db = radarDb();
  await db.open();
  // Nine feed papers: eight with the same eight tags, one with "Rare" alone, also the near miss's tag.
  const tags = ['Web Agents', 'Credit Assignment', 'Memory', 'Skills', 'Search Agents', 'Code Agents', 'Multi-Agent', 'Tool Use'];
  for (let i = 0; i < 9; i++) {
    const p = paper(`2605.1000${i}`, `Feed paper ${i}`);
    await db.papers.put(p);
    await db.feed.put({ ...item(p, 0.9, 1), tags: i === 8 ? ['Rare'] : tags });
  }
  const near = paper('2605.20001', 'A near miss');
  await db.papers.put(near);
  await db.feed.put({ ...item(near, 0.3, 0), tags: ['Rare'] });
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(<Popup firstRows={undefined} loadServices={async () => popupServices()} />, root));
  await vi.waitFor(() => expect(rowTitles()).toHaveLength(9));
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  await radarDb().delete();
});

describe('the popup’s tag chips', () => {
  it('a chip chosen among the near misses does not filter the feed: each list keeps its own chips', async () => {
    expect(chip('Rare')).toBeUndefined();
    click(chip('Near misses'));
    await vi.waitFor(() => expect(rowTitles()).toEqual([expect.stringContaining('A near miss')]));
    click(chip('Rare'));
    expect(chip('Rare').getAttribute('aria-pressed')).toBe('true');
    click(chip('Near misses'));
    await vi.waitFor(() => expect(rowTitles()).toHaveLength(9));
    expect(chip('Rare')).toBeUndefined();
    // Back in the near misses, their chip is as it was left.
    click(chip('Near misses'));
    await vi.waitFor(() => expect(chip('Rare')?.getAttribute('aria-pressed')).toBe('true'));
  });

  it('counts on each chip the papers it would show: the search and the chosen chips narrow the counts too', async () => {
    const countOf = (name: string) => chip(name).querySelector('.count')?.textContent;
    expect(countOf('Web Agents')).toBe('8');
    const search = root.querySelector<HTMLInputElement>('input[type="search"], input') as HTMLInputElement;
    act(() => {
      search.value = 'paper 3';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(rowTitles()).toHaveLength(1));
    // One paper shows; its chips said 8, and pressing one showed that one paper.
    expect(countOf('Web Agents')).toBe('1');
    click(chip('Web Agents'));
    expect(rowTitles()).toHaveLength(1);
    expect(countOf('Credit Assignment')).toBe('1');
  });

  it('a chip that would show no paper is off: pressing it changes nothing, and the list stays', async () => {
    const search = root.querySelector<HTMLInputElement>('input[type="search"], input') as HTMLInputElement;
    act(() => {
      search.value = 'paper 8';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(rowTitles()).toHaveLength(1));
    // "Feed paper 8" has only "Rare": the common chips would show nothing.
    expect(chip('Web Agents').querySelector('.count')?.textContent).toBe('0');
    expect(chip('Web Agents').getAttribute('aria-disabled')).toBe('true');
    click(chip('Web Agents'));
    expect(chip('Web Agents').getAttribute('aria-pressed')).toBe('false');
    expect(rowTitles()).toHaveLength(1);
  });
});
