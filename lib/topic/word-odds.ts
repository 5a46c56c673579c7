/**
 * The wording input: how much a paper's words and word pairs look like those of labelled papers in the topic rather
 * than out of it (naive Bayes log-count ratios, as in NBSVM, fitted offline by scripts/topic/wording.ts). The value is
 * the sum of the ratios of the distinct known words and pairs, divided by the root of the paper's word count.
 *
 * It is read inside the phrase scanner's one pass (phrase-scanner.ts hands each word's two hashes to `word`), so no
 * word string is made: known words live in an open-addressing table of typed arrays keyed by the same hashes.
 */

/** Keeps a hash within 30 bits, as the scanner does, so it stays a small integer in V8. */
const HASH_MASK = 0x3fffffff;

/** A word pair's hashes from its two words' (never equal to a single word's, but for odds of ~1e-18). */
function pairFirst(previous: number, next: number): number {
  return (Math.imul(previous ^ 0x1b873593, 0x01000193) + next) & HASH_MASK;
}
function pairSecond(previous: number, next: number): number {
  return (Math.imul(previous, 0x2127599b) ^ next ^ 0x5bd1e995) & HASH_MASK;
}

/** The two hashes of a word or of two words joined by a space, as the scan computes them. */
export function termHashes(term: string): [number, number] {
  const words = term.split(' ');
  let pair: [number, number] | undefined;
  for (const word of words) {
    // The scan's arithmetic (phrase-scanner.ts), character by character.
    let first = word.charCodeAt(0);
    let second = first ^ 0x2c9277b5;
    for (let index = 1; index < word.length; index += 1) {
      first = (Math.imul(first, 31) + word.charCodeAt(index)) & HASH_MASK;
      second = Math.imul(second ^ word.charCodeAt(index), 0x01000193) & HASH_MASK;
    }
    pair = pair === undefined ? [first, second] : [pairFirst(pair[0], first), pairSecond(pair[1], second)];
  }
  return pair ?? [0, 0];
}

/** Receives each word of a scanned text as its two hashes; `phrase-scanner.ts` calls it. */
export interface WordSink {
  word(first: number, second: number): void;
}

/** Int32 entries of the bit array `WordOdds.mayKnow` reads (2^16 bits, one per value of a hash's low 16 bits), less one. */
const PRESENT_MASK = 0x7ff;

/** Words that make a poor reason on their own or in a pair ("and webshop"): such terms count but are not named. */
const UNNAMED_WORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or our that the their this to we which with via'.split(' '),
);

/** Known terms kept per paper for the evidence; more are summed but not named. */
const KEPT_HITS = 64;

/**
 * One table of term odds, and the running state of the paper being scanned (`start`, then the scan, then `value`).
 * Pure JS state reused between papers: classify runs thousands of times per feed page.
 */
export class WordOdds implements WordSink {
  private readonly size: number;
  private readonly mask: number;
  /** First hash + 1 per slot (0 = empty slot). */
  private readonly first: Int32Array;
  private readonly second: Int32Array;
  private readonly odds: Float64Array;
  /** The scan number that last counted the slot's term, so a repeated term counts once per paper. */
  private readonly counted: Int32Array;
  /** Each slot's term as the evidence names it, or '' for a term not worth naming (`UNNAMED_WORDS`). */
  private readonly terms: string[];
  /** One bit per value of a hash's low 16 bits, set for the known terms: most words are turned away by this 8 KB. */
  private readonly present = new Int32Array(PRESENT_MASK + 1);
  private scanNumber = 0;
  private sum = 0;
  private words = 0;
  private previousFirst = -1;
  private previousSecond = -1;
  private readonly hits = new Int32Array(KEPT_HITS);
  private hitCount = 0;

  /** `table`: one term per line, its log-count ratio then the term (`2.31 multi turn`), as wording-table.ts holds them. */
  constructor(table: string) {
    const lines = table.split('\n').filter((line) => line !== '');
    // At most a quarter full, so a word the table lacks (most words) is turned away after about one probe.
    this.size = 1 << Math.max(4, Math.ceil(Math.log2(lines.length * 4 + 1)));
    this.mask = this.size - 1;
    this.first = new Int32Array(this.size);
    this.second = new Int32Array(this.size);
    this.odds = new Float64Array(this.size);
    this.counted = new Int32Array(this.size);
    this.terms = new Array<string>(this.size).fill('');
    for (const line of lines) {
      const space = line.indexOf(' ');
      const term = line.slice(space + 1);
      const [first, second] = termHashes(term);
      let slot = first & this.mask;
      while (this.first[slot] !== 0) slot = (slot + 1) & this.mask;
      this.first[slot] = first + 1;
      this.second[slot] = second;
      this.odds[slot] = Number(line.slice(0, space));
      this.terms[slot] = term.split(' ').some((word) => UNNAMED_WORDS.has(word)) ? '' : term;
      this.present[(first >>> 5) & PRESENT_MASK] = (this.present[(first >>> 5) & PRESENT_MASK] as number) | (1 << (first & 31));
    }
  }

  /** Begins a paper. */
  start(): void {
    // Kept an int32, as `counted` stores it.
    this.scanNumber = (this.scanNumber + 1) | 0;
    this.sum = 0;
    this.words = 0;
    this.previousFirst = -1;
    this.hitCount = 0;
  }

  word(first: number, second: number): void {
    this.words += 1;
    if (this.mayKnow(first)) this.count(first, second);
    const previous = this.previousFirst;
    if (previous !== -1) {
      const pair = pairFirst(previous, first);
      if (this.mayKnow(pair)) this.count(pair, pairSecond(this.previousSecond, second));
    }
    this.previousFirst = first;
    this.previousSecond = second;
  }

  /** False for most unknown terms, from one bit of an 8 KB array (the table itself is ~40 times larger). */
  private mayKnow(first: number): boolean {
    return ((this.present[(first >>> 5) & PRESENT_MASK] as number) & (1 << (first & 31))) !== 0;
  }

  private count(first: number, second: number): void {
    for (let slot = first & this.mask; this.first[slot] !== 0; slot = (slot + 1) & this.mask) {
      if (this.first[slot] !== first + 1 || this.second[slot] !== second) continue;
      if (this.counted[slot] === this.scanNumber) return;
      this.counted[slot] = this.scanNumber;
      this.sum += this.odds[slot] as number;
      if (this.hitCount < KEPT_HITS) this.hits[this.hitCount++] = slot;
      return;
    }
  }

  /** The paper's wording value: the known terms' odds summed, over the root of its word count. */
  value(): number {
    return this.words === 0 ? 0 : this.sum / Math.sqrt(this.words);
  }

  /** The paper's known terms that point the given way (+1 into the topic, −1 out), strongest first, named ones only. */
  strongestTerms(sign: 1 | -1, count: number): string[] {
    // A few kept from a few dozen: insertion into a short list, as it runs for every paper classified.
    const best: number[] = [];
    for (let index = 0; index < this.hitCount; index += 1) {
      const slot = this.hits[index] as number;
      const strength = sign * (this.odds[slot] as number);
      if (strength <= 0 || this.terms[slot] === '') continue;
      let at = best.length;
      while (at > 0 && sign * (this.odds[best[at - 1] as number] as number) < strength) at -= 1;
      if (at >= count) continue;
      best.splice(at, 0, slot);
      if (best.length > count) best.pop();
    }
    return best.map((slot) => this.terms[slot] as string);
  }
}
