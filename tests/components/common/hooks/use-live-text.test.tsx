// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveText } from '../../../../components/common/hooks/use-live-text';

let root: HTMLElement;
let show: (text: string) => void = () => undefined;
function Region() {
  const [text, setText] = useLiveText();
  show = setText;
  return <p role="status">{text}</p>;
}
const region = () => root.querySelector('[role="status"]')?.textContent;

beforeEach(() => {
  root = document.createElement('div');
  act(() => render(<Region />, root));
});
afterEach(() => act(() => render(null, root)));

describe('useLiveText', () => {
  it('says new words at once', () => {
    act(() => show('Tags saved.'));
    expect(region()).toBe('Tags saved.');
    act(() => show('Note saved.'));
    expect(region()).toBe('Note saved.');
  });

  it('says the same words again as a change a screen reader reads: emptied, then filled on the next frame', async () => {
    act(() => show('Tags saved.'));
    act(() => show('Tags saved.'));
    expect(region()).toBe('');
    await vi.waitFor(() => expect(region()).toBe('Tags saved.'));
  });
});
