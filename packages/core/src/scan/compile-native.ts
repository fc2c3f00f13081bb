// V8 runs a regex in its bytecode interpreter until it has matched against
// a long subject (1,000+ characters), and rule regexes mostly see slices of a
// few hundred: left alone, some stay interpreted, several times slower, for
// the whole process (which of them depends on what was scanned first). One
// attempt on a long dummy text, one-byte and two-byte (V8 compiles each
// string width separately), has V8 compile them to native code up front.
const longSubjects = ["x ".repeat(512), "x\u0100 ".repeat(342)];

/**
 * Has V8 compile a regex to native code now (it leaves `lastIndex` at 0).
 *
 * @example
 * compileNative(rule.pattern);
 */
export function compileNative(re: RegExp): void {
  for (const subject of longSubjects) {
    re.lastIndex = 0;
    re.exec(subject);
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
