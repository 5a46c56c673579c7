// @vitest-environment happy-dom
/**
 * A paper's tags by who gave them: the user's own and the classifier's sub-topics look different and say which they
 * are, and a label given by both shows once.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DetailPane } from '../../../components/common/DetailPane';
import { PaperList } from '../../../components/common/PaperList';
import { withTopicTags } from '../../../lib/feed/filter';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { paperTags } from '../../../lib/paper/tag-kinds';

const made = normalizePaperDraft(
  { arxivId: '2605.28143', title: 'SKILLC', authors: ['A B'], published: '2026-05-27' },
  { site: 'test', url: 'https://arxiv.org/', at: 1 },
);
if (!made.ok) throw new Error(made.error);
const paper = made.paper;
const own = ['credit assignment', 'to-read'];
const topic = ['Credit Assignment', 'Web, GUI & Computer-Use Agents'];

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

/** Each chip's text as a screen reader reads it, and its look (its class). */
const chips = () => [...root.querySelectorAll('.tag')].map((chip) => ({ read: chip.textContent, look: chip.className }));

const expected = [
  { read: 'Your tag and sub-topic: credit assignment', look: 'tag both' },
  { read: 'Your tag: to-read', look: 'tag own' },
  { read: 'Sub-topic: Web, GUI & Computer-Use Agents', look: 'tag topic' },
];

describe('a saved paper’s tags', () => {
  it('show a label given by the user and by the classifier once, each chip saying whose it is (list row)', () => {
    const row = { paper, tags: withTopicTags(own, topic), ownTags: own, topicTags: topic };
    const noop = () => undefined;
    act(() =>
      render(
        <PaperList id="l" label="Saved papers" rows={[row]} savedIds={new Set()} selectedId={paper.id} onSelect={noop} onOpen={noop} />,
        root,
      ),
    );
    expect(chips()).toEqual(expected);
    expect(row.tags).toEqual(['credit assignment', 'to-read', 'Web, GUI & Computer-Use Agents']);
  });

  it('do the same in the detail pane, with a tooltip naming the label and its kind', () => {
    act(() => render(<DetailPane paper={paper} tags={paperTags(own, topic)} why={[]} saved onToggleSave={() => undefined} />, root));
    expect(chips()).toEqual(expected);
    expect(root.querySelector('.tag.topic')?.getAttribute('title')).toBe(
      'Web, GUI & Computer-Use Agents — Sub-topic, from the topic classifier',
    );
    expect(root.querySelector('.tag.own')?.getAttribute('title')).toBe('to-read — Your tag');
  });
});
