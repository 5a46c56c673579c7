/**
 * The words seen so far (with the character after them), in an open-addressing table of typed arrays: a month of
 * papers has ~50k such keys, and a Map of objects cost several cache misses per word. A key is two independent 30-bit
 * hashes computed while reading the word, so no string is made for a known word; two keys clash only if both hashes
 * do (odds ~1e-18 per pair). The table is emptied when 70% full.
 */
const TABLE_SIZE = 1 << 17;
const TABLE_MASK = TABLE_SIZE - 1;
const MAX_FILL = Math.floor(TABLE_SIZE * 0.7);

/** A table slot's value for "no pattern starts with this word". */
export const NO_CANDIDATES = -1;

/** What `lookup` returns for a word not in the table yet. */
export const UNKNOWN = -2;

export class WordTable {
  /**
   * Per slot, side by side so one probe reads one cache line (three arrays cost three misses in a 1.5 MB table): first
   * hash + 1 (0 = empty slot), second hash, and the index into the scanner's candidate sets or NO_CANDIDATES.
   */
  private readonly slots = new Int32Array(TABLE_SIZE * 4);
  private filled = 0;

  lookup(first: number, second: number): number {
    for (let slot = first & TABLE_MASK; this.slots[slot * 4] !== 0; slot = (slot + 1) & TABLE_MASK) {
      if (this.slots[slot * 4] === first + 1 && this.slots[slot * 4 + 1] === second) return this.slots[slot * 4 + 2] as number;
    }
    return UNKNOWN;
  }

  insert(first: number, second: number, value: number): void {
    if (this.filled >= MAX_FILL) {
      this.slots.fill(0);
      this.filled = 0;
    }
    let slot = first & TABLE_MASK;
    while (this.slots[slot * 4] !== 0) slot = (slot + 1) & TABLE_MASK;
    this.slots[slot * 4] = first + 1;
    this.slots[slot * 4 + 1] = second;
    this.slots[slot * 4 + 2] = value;
    this.filled += 1;
  }
}
