/**
 * Maps normalized offsets back to the original through a list of pieces, for
 * ASCII texts whose normalization only rewrites a few spans (escapes decoded,
 * spaced-out letters joined): building per-character offset arrays for a
 * 1 MB text costs more than the rule matching it serves, while a lookup here
 * is a binary search done only for the spans of findings.
 *
 * @example
 * const map = new PieceMap();
 * map.copy(0, 0); // "ab" kept from "ab&lt;"
 * map.constant(2, 2, 6); // "<" from "&lt;"
 * map.start(2); // 2
 * map.end(2); // 6
 */
export class PieceMap {
  private readonly at: number[] = [];
  private readonly from: number[] = [];
  /** -1 for a copied piece (one to one), else the source end of a rewritten one. */
  private readonly until: number[] = [];

  /** `base` maps the source offsets further (an earlier pass); absent means they are original. */
  constructor(private readonly base?: PieceMap) {}

  /** Output from `at` on copies the source from `from`, one to one. */
  copy(at: number, from: number): void {
    const n = this.at.length - 1;
    // Contiguous copies extend the previous piece.
    if (
      n >= 0 &&
      this.until[n] === -1 &&
      (this.from[n] as number) + (at - (this.at[n] as number)) === from
    )
      return;
    this.at.push(at);
    this.from.push(from);
    this.until.push(-1);
  }

  /** Output from `at` on (until the next piece) stands for the source span [from, until). */
  constant(at: number, from: number, until: number): void {
    this.at.push(at);
    this.from.push(from);
    this.until.push(until);
  }

  /** Original start of normalized character `i`. */
  start(i: number): number {
    const p = this.piece(i);
    const until = this.until[p] as number;
    const j =
      until === -1
        ? (this.from[p] as number) + i - (this.at[p] as number)
        : (this.from[p] as number);
    return this.base ? this.base.start(j) : j;
  }

  /** Original end (exclusive) of normalized character `i`. */
  end(i: number): number {
    const p = this.piece(i);
    const until = this.until[p] as number;
    if (until !== -1) return this.base ? this.base.end(until - 1) : until;
    const j = (this.from[p] as number) + i - (this.at[p] as number);
    return this.base ? this.base.end(j) : j + 1;
  }

  /** Writes every character's original start and end (linear; the arrays hold the whole text). */
  fill(starts: Int32Array, ends: Int32Array): void {
    const n = starts.length;
    for (let p = 0; p < this.at.length; p++) {
      const at = this.at[p] as number;
      const stop = p + 1 < this.at.length ? (this.at[p + 1] as number) : n;
      const from = this.from[p] as number;
      const until = this.until[p] as number;
      for (let i = at; i < stop; i++) {
        const j = until === -1 ? from + i - at : from;
        const last = until === -1 ? j : until - 1;
        starts[i] = this.base ? this.base.start(j) : j;
        ends[i] = this.base ? this.base.end(last) : last + 1;
      }
    }
  }

  private piece(i: number): number {
    let lo = 0;
    let hi = this.at.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.at[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
