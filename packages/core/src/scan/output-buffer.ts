const utf16 = new TextDecoder("utf-16le");

// A short text's buffers are cut from one shared arena instead of allocated:
// a typed array's backing store costs ~0.4 µs to allocate, and a scan of a
// short non-ASCII value (a tool output with "°C" or curly quotes) made three
// per buffer, a third of its whole cost. The arena is handed out from the
// front and rewound by `rewindOutputArena` when a top-level scan begins, so
// everything a scan cuts from it stays valid until the next scan begins,
// nested scans (decoded blocks, comments) included: they only cut further on.
// Buffers that do not fit, and buffers that grow, are allocated as before.
const arenaUnits = 1 << 14;
let arenaCodes: Uint16Array | undefined;
let arenaStarts: Int32Array | undefined;
let arenaEnds: Int32Array | undefined;
let arenaUsed = 0;

/**
 * Rewinds the shared arena that short output buffers are cut from: every
 * buffer cut before, and every offset array read from one, is given up (texts
 * read from them are copies, and stay). Only a top-level scan calls it, before
 * it begins.
 *
 * @example
 * rewindOutputArena();
 */
export function rewindOutputArena(): void {
  arenaUsed = 0;
}

/**
 * Output code units with their original start/end offsets, in growable typed
 * arrays (no per-character strings or boxed numbers). A short buffer is cut
 * from the shared arena: it, and the arrays read from it, are valid until the
 * next top-level scan begins.
 *
 * @example
 * const out = new OutputBuffer(16);
 * out.push(0x61, 0, 1);
 * out.text(); // "a"
 */
export class OutputBuffer {
  private c: Uint16Array;
  private s: Int32Array;
  private e: Int32Array;
  private n = 0;

  constructor(capacity: number) {
    const from = arenaUsed;
    if (capacity <= arenaUnits - from) {
      arenaCodes ??= new Uint16Array(arenaUnits);
      arenaStarts ??= new Int32Array(arenaUnits);
      arenaEnds ??= new Int32Array(arenaUnits);
      arenaUsed = from + capacity;
      this.c = arenaCodes.subarray(from, arenaUsed);
      this.s = arenaStarts.subarray(from, arenaUsed);
      this.e = arenaEnds.subarray(from, arenaUsed);
      return;
    }
    this.c = new Uint16Array(capacity);
    this.s = new Int32Array(capacity);
    this.e = new Int32Array(capacity);
  }

  push(code: number, start: number, end: number): void {
    if (this.n === this.c.length) this.grow();
    this.c[this.n] = code;
    this.s[this.n] = start;
    this.e[this.n] = end;
    this.n++;
  }

  /**
   * Appends `input[from, until)` lower-cased (ASCII letters only), each unit
   * mapped one to one: the bulk path for plain ASCII runs.
   */
  pushAsciiLower(input: string, from: number, until: number): void {
    while (this.c.length - this.n < until - from) this.grow();
    const c = this.c;
    const s = this.s;
    const e = this.e;
    let n = this.n;
    for (let k = from; k < until; k++, n++) {
      const code = input.charCodeAt(k);
      c[n] = code >= 0x41 && code <= 0x5a ? code + 32 : code;
      s[n] = k;
      e[n] = k + 1;
    }
    this.n = n;
  }

  /**
   * Appends `text[from, until)` unchanged with its offsets from `starts` and
   * `ends` (the identity when absent): the bulk path between rewrites.
   */
  pushMapped(
    text: string,
    from: number,
    until: number,
    starts: Int32Array | undefined,
    ends: Int32Array | undefined,
  ): void {
    while (this.c.length - this.n < until - from) this.grow();
    const c = this.c;
    const s = this.s;
    const e = this.e;
    let n = this.n;
    for (let k = from; k < until; k++, n++) {
      c[n] = text.charCodeAt(k);
      s[n] = starts ? (starts[k] as number) : k;
      e[n] = ends ? (ends[k] as number) : k + 1;
    }
    this.n = n;
  }

  private grow(): void {
    const size = Math.max(16, this.c.length * 2);
    const c = new Uint16Array(size);
    const s = new Int32Array(size);
    const e = new Int32Array(size);
    c.set(this.c);
    s.set(this.s);
    e.set(this.e);
    this.c = c;
    this.s = s;
    this.e = e;
  }

  text(): string {
    const units = this.c.subarray(0, this.n);
    return utf16.decode(new Uint8Array(units.buffer, units.byteOffset, units.byteLength));
  }

  starts(): Int32Array {
    return this.s.subarray(0, this.n);
  }

  ends(): Int32Array {
    return this.e.subarray(0, this.n);
  }
}
