/**
 * The UTF-8 byte length of a string, without encoding it (a lone surrogate
 * counts 3, as `TextEncoder` writes its replacement character).
 *
 * @example
 * utf8Length("héllo"); // 6
 * utf8Length("😀"); // 4
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
