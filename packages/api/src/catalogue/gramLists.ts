/** Lists of slots by key, packed: each key's slots, ascending, in one buffer. */
export interface PackedLists {
  keys: string[];
  /** Where each key's slots start in `slots`, and the end after the last. */
  starts: Int32Array;
  slots: Int32Array;
}

/** A trigram: three UTF-16 code units, as `text.slice(at, at + 3)` cuts them. */
export const GRAM = 3;

/** The gram at `at` as one number (three 16-bit code units), so finding its list makes no string. */
const codeAt = (text: string, at: number): number => text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 2 ** 16 + text.charCodeAt(at + 2);

/** Gram numbers to their ids, by open addressing in typed arrays (a Map of 3 million number keys made as many heap numbers). */
class GramIds {
  readonly codes: number[] = [];
  private table = new Int32Array(1 << 12).fill(-1);

  idOf(code: number): number {
    const mask = this.table.length - 1;
    for (let at = this.bucketOf(code) & mask; ; at = (at + 1) & mask) {
      const id = this.table[at] as number;
      if (id === -1) return this.add(code, at);
      if (this.codes[id] === code) return id;
    }
  }

  /** A hash of all three code units, its high bits folded into the low ones the table's mask keeps. */
  private bucketOf(code: number): number {
    const hash = Math.imul((code >>> 0) ^ Math.imul(Math.floor(code / 2 ** 32), 0x9e3779b1), 0x85ebca6b);
    return hash ^ (hash >>> 15);
  }

  private add(code: number, at: number): number {
    const id = this.codes.push(code) - 1;
    this.table[at] = id;
    // Kept at most half full, so a probe ends soon.
    if (this.codes.length * 2 > this.table.length) {
      this.table = new Int32Array(this.table.length * 2).fill(-1);
      const mask = this.table.length - 1;
      this.codes.forEach((known, knownId) => {
        let free = this.bucketOf(known) & mask;
        while (this.table[free] !== -1) free = (free + 1) & mask;
        this.table[free] = knownId;
      });
    }
    return id;
  }
}

/**
 * The slots (positions in `texts`) holding each trigram of the texts, each slot once per list, in
 * ascending order: the same lists as posting every slot's distinct grams in turn, built in two
 * passes (each slot's distinct gram ids, then the slots into one buffer at their gram's place)
 * instead of 3 million pushes into 2,700 growing arrays.
 */
export function gramLists(texts: readonly string[]): PackedLists {
  const ids = new GramIds();
  let most = 0;
  for (const text of texts) most += Math.max(0, text.length - GRAM + 1);
  // Each slot's distinct gram ids, one slot after the other; `lastSlot` tells a gram met again in the same text.
  const posted = new Int32Array(most);
  const lastSlot: number[] = [];
  const counts: number[] = [];
  const ends = new Int32Array(texts.length);
  let length = 0;
  texts.forEach((text, slot) => {
    for (let at = 0; at + GRAM <= text.length; at += 1) {
      const id = ids.idOf(codeAt(text, at));
      if (id === counts.length) {
        counts.push(0);
        lastSlot.push(-1);
      }
      if (lastSlot[id] === slot) continue;
      lastSlot[id] = slot;
      counts[id] = (counts[id] as number) + 1;
      posted[length++] = id;
    }
    ends[slot] = length;
  });
  const starts = new Int32Array(counts.length + 1);
  counts.forEach((count, id) => (starts[id + 1] = (starts[id] as number) + count));
  const slots = new Int32Array(length);
  const next = starts.slice(0, counts.length);
  for (let slot = 0, read = 0; slot < texts.length; slot += 1) {
    for (; read < (ends[slot] as number); read += 1) {
      const id = posted[read] as number;
      slots[next[id] as number] = slot;
      next[id] = (next[id] as number) + 1;
    }
  }
  const keys = ids.codes.map((code) => String.fromCharCode(Math.floor(code / 2 ** 32), Math.floor(code / 2 ** 16) % 2 ** 16, code % 2 ** 16));
  return { keys, starts, slots };
}
