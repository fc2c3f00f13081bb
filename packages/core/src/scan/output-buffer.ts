const utf16 = new TextDecoder("utf-16le");

/**
 * Output code units with their original start/end offsets, in growable typed
 * arrays (no per-character strings or boxed numbers).
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
