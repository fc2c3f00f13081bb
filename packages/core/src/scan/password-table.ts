import type { SecretShape } from "./secret-shapes.js";
import { strong } from "./secret-values.js";

/**
 * The kind of a credential found as a table's password cell (its pattern is
 * never run: `passwordCells` finds them).
 *
 * @example
 * passwordTable.kind; // "password_table"
 */
export const passwordTable: SecretShape = { kind: "password_table", pattern: /(?!)/g, shown: 0 };

// A column's header that names passwords, in the languages the told-password shape reads.
const passwordHeader =
  /^(?:password|passwd|pwd|pass|passcode|passphrase|contrase(?:ñ|n)a|senha|mot de passe|passwort|kennwort|wachtwoord|l(?:ö|o)senord|has(?:ł|l)o|(?:ş|s)ifre|parola|пароль|密码|密碼|パスワード|비밀번호|mật khẩu|kata sandi)$/i;
const delimiters = ["|", "\t", ",", ";"] as const;

/**
 * The password cells of the tables in `text`: a header line (Markdown, CSV,
 * TSV or semicolon-separated) with a column named for passwords, then the
 * rows under it, whose cell in that column holds a strong value. Spans index
 * `text`. A table with such a column and cells like `********`, `(in the
 * vault)` or `changeme` has none. Linear: each line is split once.
 *
 * @example
 * passwordCells("user,password\nops,Gr4nit3&Moss!19"); // [{ start: 18, end: 33 }]
 */
export function passwordCells(text: string): { start: number; end: number }[] {
  const cells: { start: number; end: number }[] = [];
  let column = -1;
  let delimiter = "";
  let at = 0;
  for (const line of text.split("\n")) {
    const start = at;
    at += line.length + 1;
    if (column >= 0 && line.includes(delimiter)) {
      const parts = line.split(delimiter);
      if (parts.every((p) => /^\s*:?-{3,}:?\s*$|^\s*$/.test(p))) continue;
      const cell = parts[column];
      if (cell === undefined) continue;
      const value = cell.trim().replace(/^[`*]+|[`*]+$/g, "");
      let offset = start;
      for (let i = 0; i < column; i++) offset += (parts[i] as string).length + delimiter.length;
      if (strong(value)) {
        const inCell = cell.indexOf(value);
        cells.push({ start: offset + inCell, end: offset + inCell + value.length });
      }
      continue;
    }
    column = -1;
    for (const d of delimiters) {
      if (!line.includes(d)) continue;
      const index = line
        .split(d)
        .findIndex((p) => passwordHeader.test(p.trim().replace(/^[`*_]+|[`*_]+$/g, "")));
      if (index >= 0) {
        column = index;
        delimiter = d;
        break;
      }
    }
  }
  return cells;
}
