// V8 runs a regex in its bytecode interpreter until it has matched against
// a long subject (1,000+ characters), and rule regexes mostly see slices of a
// few hundred: left alone, some stay interpreted, several times slower, for
// the whole process (which of them depends on what was scanned first). One
// attempt on a long dummy text, one-byte and two-byte (V8 compiles each
// string width separately), has V8 compile them to native code up front.
const longSubjects = ["x ".repeat(512), "x\u0100 ".repeat(342)];

/**
 * String widths for `compileNative`, as bits: one-byte (Latin-1) subjects and
 * two-byte ones.
 *
 * @example
 * compileNative(rule.pattern, widths.oneByte);
 */
export const widths = { oneByte: 1, twoByte: 2, both: 3 } as const;

/**
 * Has V8 compile a regex to native code now, for the string widths given
 * (both by default; it leaves `lastIndex` at 0).
 *
 * @example
 * compileNative(rule.pattern);
 */
export function compileNative(re: RegExp, width: number = widths.both): void {
  for (let k = 0; k < longSubjects.length; k++) {
    if ((width & (1 << k)) === 0) continue;
    re.lastIndex = 0;
    re.exec(longSubjects[k] as string);
  }
  re.lastIndex = 0;
}

const done = new WeakSet<RegExp>();

/**
 * `compileNative`, once per regex (for rule sets other than the default one).
 *
 * @example
 * compileOnce(rule.pattern);
 */
export function compileOnce(re: RegExp): void {
  if (done.has(re)) return;
  done.add(re);
  compileNative(re);
}
