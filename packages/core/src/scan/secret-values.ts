// What a secret's value looks like, as opposed to a word, a placeholder or a
// number said near "password": the tests the secret shapes share.

// Generated secrets mix letters and digits; placeholders are words
// ("your-key-here", "changeme", "replace_me", "generate-with-openssl-rand-hex-32").
const wordChain = /^(?:[a-z]{2,}[-_.]){2,}[a-z0-9]{0,12}$|^[a-z]+$/;
const placeholder =
  /x{4}|\*{3}|\.{3}|…|<[^>]*>|\$\{|\{\{|%s|example|sample|dummy|placeholder|redacted|changeme|change[-_]?me|replace|your[-_]|my[-_]?(?:secret|pass)|fake|test[-_]?(?:key|token|secret)|xxx|0{8}|1234567/i;

/**
 * Whether a value reads as generated rather than written by hand: at least
 * `min` characters, a letter and a digit, and not a placeholder.
 *
 * @example
 * looksGenerated("wJalrXUtnFEMI/K7MDENGbPxRfiCY", 16); // true
 * looksGenerated("your-key-here", 8); // false
 */
export function looksGenerated(value: string, min: number): boolean {
  return (
    value.length >= min &&
    /[a-z]/i.test(value) &&
    /\d/.test(value) &&
    !wordChain.test(value) &&
    !placeholder.test(value)
  );
}

// A token's random part: mixed case and digits, as providers generate them
// (thirty random letters and digits hold no digit one time in four hundred,
// and `maySecret` reads only values with a digit). A word inside one
// ("…EXAMPLEKEY") does not make it a placeholder: only runs and markers that
// no generator writes do.
const filler = /x{4}|X{4}|\*{3}|\.{3}|…|<[^>]*>|\$\{|\{\{|0{8}|1234567/;

/**
 * Whether a token holds a run or marker no generator writes (`XXXX`, `****`,
 * `…`, `<…>`, `${`, `12345678`): a placeholder's filler.
 *
 * @example
 * hasFiller("ghp_XXXXXXXXXXXXXXXX"); // true
 */
export const hasFiller = (token: string): boolean => filler.test(token);
/**
 * Whether a token's random part mixes both letter cases and digits, with no
 * filler run (`XXXX`, `****`, `…`) no generator writes.
 *
 * @example
 * mixed("7fKx2Lq9Rm4Tz8Wc1Vb6"); // true
 */
export const mixed = (tail: string): boolean =>
  /\d/.test(tail) && /[a-z]/.test(tail) && /[A-Z]/.test(tail) && !filler.test(tail);

/**
 * The identifier a secret's name ends, just before a match ("DB_" of
 * "DB_PASSWORD", "client" of "clientSecret"): up to four words joined by
 * "_", "." or "-", or by case.
 *
 * @example
 * namePrefix(/PASSWORD/.exec("DB_PASSWORD=x") as RegExpExecArray); // "DB_"
 */
export const namePrefix = (m: RegExpExecArray): string =>
  /(?:[A-Za-z][A-Za-z0-9]{0,30}[_.-]?){0,4}$/.exec(
    m.input.slice(Math.max(0, m.index - 128), m.index),
  )?.[0] ?? "";

/**
 * The first part of a dotted token, just before a match of its middle
 * (`<id>.<6>.<27+>`, `<14>.atlasv1.<…>`): 14 to 27 token characters.
 *
 * @example
 * dottedLead(/\.atlasv1\./.exec("AbCdEfGhIjKlMn.atlasv1.x") as RegExpExecArray); // "AbCdEfGhIjKlMn"
 */
export const dottedLead = (m: RegExpExecArray): string =>
  /(?<![A-Za-z0-9_.-])[A-Za-z0-9_-]{14,27}$/.exec(
    m.input.slice(Math.max(0, m.index - 28), m.index),
  )?.[0] ?? "";

/**
 * Whether a match starts inside a URL ("…/reset-password?token=…"): the
 * link's own business.
 *
 * @example
 * inUrl(/token=/.exec("https://a.example/r?token=x") as RegExpExecArray); // true
 */
export const inUrl = (m: RegExpExecArray): boolean =>
  /\b(?:https?|ftp):\/\/[^\s"'<>]{0,2048}$/i.test(
    m.input.slice(Math.max(0, m.index - 2048), m.index),
  );

/**
 * Whether a value reads as a password someone chose to be hard to guess,
 * not a word or a number said near "password" ("changed on 2025-06-01",
 * "ticket #88213", a host name): generated-looking, with a symbol or both
 * letter cases.
 *
 * @example
 * strong("Gr4nit3&Moss!19"); // true
 * strong("srv-fin-02"); // false
 */
export const strong = (v: string): boolean =>
  looksGenerated(v, 8) &&
  /[a-z]/i.test(v) &&
  (/[^A-Za-z0-9._/:-]/.test(v) || (/[a-z]/.test(v) && /[A-Z]/.test(v))) &&
  !/^[\d:./-]+[a-z]{0,3}$/i.test(v) &&
  !/^(?:https?:|www\.)/i.test(v) &&
  !/@[a-z0-9-]+\./i.test(v);

/**
 * Whether `text` (digits, with spaces or dashes) is a payment card number: a
 * card network's prefix and length, and a valid Luhn check digit.
 *
 * @example
 * isCardNumber("4539 1488 0343 6467"); // true
 * isCardNumber("4539 1488 0343 6468"); // false
 */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[ -]/g, "");
  if (
    !/^(?:4\d{12}(?:\d{3}){0,2}|(?:5[1-5]|2[2-7])\d{14}|3[47]\d{13}|6(?:011|5\d\d)\d{12,15}|35\d{14})$/.test(
      digits,
    )
  )
    return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
