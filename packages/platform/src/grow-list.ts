// An append-only list that successive values share, for the parts of views that only grow (a game's
// log): a view holding one costs the entries added since the previous view, not a copy of them all.

/**
 * An immutable list of `length` items that shares its storage with the longer lists made from it:
 * `concat` appends in place when nothing was appended to the storage since this list was made (the
 * usual case: the next view of a game), and copies otherwise (another branch: a replay, an undo).
 * The first `length` items of a storage never change, so every list sharing it keeps its value.
 * JSON writes it as the array of its items (`toJSON`), so a view holding one is sent as before;
 * a shell comparing two views finds what one appended to the other at once (`grew`).
 */
export class GrowList<T> {
  private constructor(
    private readonly items: T[],
    readonly length: number,
  ) {}

  /** A list of `items`, which it takes over: the caller must not change or keep the array. */
  static adopt<T>(items: T[]): GrowList<T> {
    return new GrowList(items, items.length);
  }

  /** This list with `more` after it. */
  concat(more: readonly T[]): GrowList<T> {
    if (more.length === 0) return this;
    let items = this.items;
    if (items.length !== this.length) items = items.slice(0, this.length);
    for (let i = 0; i < more.length; i++) items.push(more[i]!);
    return new GrowList(items, items.length);
  }

  /** Its first `n` items (all of them when `n` is not less than the length). */
  prefix(n: number): GrowList<T> {
    return n >= this.length ? this : new GrowList(this.items, Math.max(0, n));
  }

  /** The item at `i`, or undefined outside the list. */
  at(i: number): T | undefined {
    return i >= 0 && i < this.length ? this.items[i] : undefined;
  }

  /** Its items from `from` to `to` (excluded), as a new array. */
  slice(from = 0, to = this.length): T[] {
    return this.items.slice(Math.max(0, from), Math.min(to, this.length));
  }

  /** The items after the first `prev.length` when this list is `prev` with items appended, else null. */
  grew(prev: GrowList<T>): T[] | null {
    return prev.items === this.items && prev.length <= this.length ? this.slice(prev.length) : null;
  }

  /** Its items, as a new array (what JSON writes). */
  toJSON(): T[] {
    return this.slice();
  }
}

/** `x` as JSON shows it: a GrowList as the array of its items, anything else as it is. */
export function plainList(x: unknown): unknown {
  return x instanceof GrowList ? x.toJSON() : x;
}
