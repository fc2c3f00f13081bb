// V8 runs a regex in its bytecode interpreter until it has matched against
// a long subject (1,000+ characters), and rule regexes mostly see slices of a
// few hundred: left alone, some stay interpreted, several times slower, for
// the whole process (which of them depends on what was scanned first). One
// attempt on a long dummy text has V8 compile them to native code up front.
//
// Interpreting first has a second cost: V8 stops optimizing regex code for
// the rest of the process once it has generated over 1 MB of regex code and
// holds over 16 MB of executable memory (`TooMuchRegExpCode` in its
// regexp.cc), and it counts bytecode in full but native code as its 88-byte
// header. A few large regexes interpreted first (a context check's bytecode
// runs to 100-280 KB) crossed that line after a few dozen texts, and every
// rule compiled later ran unoptimized: 10-25 times slower on a long text.
// Compiled straight to native code they add next to nothing to the count.
// One long subject is enough: V8 compiles a regex's code for each string
// width apart, and once the regex has run natively on one, it compiles the
// other straight to native code too, when a string of that width first comes.
const longSubject = "x ".repeat(512);

/**
 * Has V8 compile a regex to native code now (it leaves `lastIndex` at 0).
 *
 * @example
 * compileNative(rule.pattern);
 */
export function compileNative(re: RegExp): void {
  re.lastIndex = 0;
  re.exec(longSubject);
  re.lastIndex = 0;
}

const done = new WeakSet<RegExp>();

/**
 * `compileNative`, once per regex: for rule sets other than the default one,
 * and for `follows` patterns.
 *
 * @example
 * compileOnce(rule.pattern);
 */
export function compileOnce(re: RegExp): void {
  if (done.has(re)) return;
  done.add(re);
  compileNative(re);
}

/**
 * A regex that V8 compiles to native code on its first use, instead of
 * interpreting it first (see above): for the scanner's larger fixed regexes,
 * which would otherwise count in full against V8's regex-code line. The
 * first call compiles; later calls return the same regex.
 *
 * @example
 * const remark = nativeOnUse(/^[^\n]{0,160}?(?:said|wrote)\b/);
 * remark().test("she said so");
 */
export function nativeOnUse(re: RegExp): () => RegExp {
  let ready = false;
  return () => {
    if (!ready) {
      ready = true;
      compileNative(re);
    }
    return re;
  };
}
