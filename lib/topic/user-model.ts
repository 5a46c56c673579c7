/**
 * The per-user layer on top of the shipped classifier, like arxiv-sanity's per-tag SVM: a small logistic
 * regression over the words of papers the user saved from the feed (positives) and marked "not relevant" with X
 * (negatives). It only shifts the shipped score; it never leaves the machine, and clearing the feedback resets it.
 */

export interface UserExample {
  text: string;
  relevant: boolean;
}

export interface UserModel {
  weights: Map<string, number>;
  bias: number;
  /** Examples it was trained on; with none, it leaves scores alone. */
  size: number;
}

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or our that the their this to we which with via using based towards toward new paper propose proposed show results method methods approach'.split(
    ' ',
  ),
);

/** Lower-cased words and adjacent word pairs, stop words left out. */
export function tokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 2 && !STOP.has(word));
  const out = new Set(words);
  for (let i = 1; i < words.length; i++) out.add(`${words[i - 1]} ${words[i]}`);
  return [...out];
}

/** The text a lesson is read up to, and what the feed records of a paper (view.ts); a backup may hold five times more. */
export const LESSON_TEXT_CHARS = 4000;

/**
 * Trains by gradient descent with strong L2 regularisation: a handful of examples should nudge, not decide. Each word
 * is numbered once and its weight kept in an array (the same arithmetic as over a Map of words, nine times faster: the
 * popup trains again after every X, and a thousand lessons took 3 s over a Map).
 */
export function trainUserModel(examples: readonly UserExample[], { epochs = 60, rate = 0.5, l2 = 0.05 } = {}): UserModel {
  const weights = new Map<string, number>();
  if (examples.length === 0) return { weights, bias: 0, size: 0 };
  const index = new Map<string, number>();
  const number = (feature: string) => {
    const known = index.get(feature);
    if (known !== undefined) return known;
    index.set(feature, index.size);
    return index.size - 1;
  };
  const data = examples.map((example) => {
    const features = Int32Array.from(tokens(example.text.slice(0, LESSON_TEXT_CHARS)), number);
    return { features, label: example.relevant ? 1 : 0, norm: Math.sqrt(features.length || 1) };
  });
  const w = new Float64Array(index.size);
  let bias = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { features, label, norm } of data) {
      let sum = 0;
      for (let k = 0; k < features.length; k++) sum += w[features[k] as number] as number;
      const error = 1 / (1 + Math.exp(-(bias + sum / norm))) - label;
      bias -= (rate * error) / data.length;
      for (let k = 0; k < features.length; k++) {
        const i = features[k] as number;
        w[i] = (w[i] as number) - rate * (error / norm + l2 * (w[i] as number));
      }
    }
  }
  for (const [feature, i] of index) weights.set(feature, w[i] as number);
  return { weights, bias, size: examples.length };
}

/** The user model's shift of a paper's log-odds, bounded so it re-ranks but cannot override the topic. */
export function userShift(model: UserModel, text: string): number {
  if (model.size === 0) return 0;
  const features = tokens(text);
  const z = features.reduce((sum, feature) => sum + (model.weights.get(feature) ?? 0), 0) / Math.sqrt(features.length || 1);
  return Math.max(-3, Math.min(3, z));
}

/** The shipped score moved by the user's shift, in [0, 1]. */
export function adjustedScore(score: number, shift: number): number {
  const clamped = Math.min(1 - 1e-6, Math.max(1e-6, score));
  const logit = Math.log(clamped / (1 - clamped));
  return 1 / (1 + Math.exp(-(logit + shift)));
}
