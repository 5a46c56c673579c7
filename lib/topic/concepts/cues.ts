/**
 * Whose work a sentence describes; only read by the sentence features (features.ts). RL named in a sentence about the
 * authors' own method ("we train ... with GRPO") means RL is the method; RL named in a sentence about earlier work
 * ("recent RL methods have shown ...") is background, which agent papers without RL training often have. Training verbs
 * count as own-work cues too: "X is trained with GRPO" describes the paper's system even without a "we".
 */
import type { ConceptData } from './concept';
import { anyOf, forms } from './phrases';

export const CUE_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'own-work',
    label: "the authors' own method",
    group: 'cue',
    presence: {},
    phrases: [
      'we',
      'our',
      'ours',
      `this ${anyOf(['paper', 'work'])}`,
      'proposed',
      'trains?',
      'trained',
      forms('optimi[sz]', ['es', 'ed']),
      forms('fine-?tun', ['es', 'ed']),
      'post-trained',
      'refined',
    ],
    examples: {
      fires: ['We propose a framework', 'In this paper, the agent', 'X is trained with GRPO'],
      silent: ['these works', 'training data is scarce'],
    },
  },
  {
    id: 'prior-work',
    label: 'earlier work',
    group: 'cue',
    presence: {},
    phrases: [
      forms('recent', ['', 'ly']),
      'existing',
      'prior',
      forms('previous', ['', 'ly']),
      'conventional',
      forms('typical', ['', 'ly']),
      `${anyOf(['has', 'have'])} ${anyOf(['been', 'shown', 'emerged', 'become', 'achieved', 'demonstrated'])}`,
      'however',
      // Future work is not the paper's method either: "can be further scaled via RL, a promising path" is an outlook.
      `future ${anyOf(['work', 'research', 'directions?'])}`,
      `promising ${anyOf(['path', 'direction', 'avenue'])}s?`,
      'could be',
      'can be further',
    ],
    examples: {
      fires: ['recent methods combine segmenters', 'existing approaches', 'RL has been applied', 'can be further scaled via RL'],
      silent: ['a priority queue', 'we have trained'],
    },
  },
];
