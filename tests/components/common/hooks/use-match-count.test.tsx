// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MATCH_COUNT_PAUSE_MS, useMatchCount } from '../../../../components/common/hooks/use-match-count';

const root = document.createElement('div');
const said: string[] = [];

function Harness({ narrowing, shown, spoken }: { narrowing: string; shown: number; spoken: string }) {
  useMatchCount(narrowing, shown, spoken, (message) => said.push(message));
  return null;
}
const show = (narrowing: string, shown: number, spoken = '') =>
  act(() => render(<Harness narrowing={narrowing} shown={shown} spoken={spoken} />, root));
const pause = (ms = MATCH_COUNT_PAUSE_MS) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  said.length = 0;
});
afterEach(() => {
  act(() => render(null, root));
  vi.useRealTimers();
});

describe('the count a search leaves, read out', () => {
  it('is said once the typing pauses, once for the word typed', () => {
    show('c', 40);
    pause(200);
    show('cr', 12);
    pause(200);
    show('cre', 3);
    expect(said).toEqual([]);
    pause();
    expect(said).toEqual(['3 papers match.']);
  });

  it('says when one paper matches, and when nothing does', () => {
    show('webshop', 1);
    pause();
    show('webshopx', 0);
    pause();
    expect(said).toEqual(['1 paper matches.', 'Nothing matches.']);
  });

  it('says nothing without a search, nor when a paper saved or dismissed changes the count', () => {
    show('', 30);
    pause();
    show('credit', 5);
    pause();
    show('credit', 4);
    pause();
    expect(said).toEqual(['5 papers match.']);
  });

  it('is not said over what an action said during the pause (S pressed right after typing)', () => {
    show('credit', 5);
    pause(300);
    show('credit', 5, 'Saved to RL for LLM Agents: SKILLC');
    pause();
    expect(said).toEqual([]);
  });
});
