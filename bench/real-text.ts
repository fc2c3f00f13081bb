// False positives on real text: files found under the given directories,
// scanned as what an agent would meet them as, must not block. Not a test
// (what it finds depends on the machine); RESULTS.md gives the directories of
// the bench machine.
//
//   node --experimental-strip-types real-text.ts pages /usr/share/doc ~/.rustup/toolchains
//     HTML pages (.html, 1–300 KB), each whole as tool output
//   node --experimental-strip-types real-text.ts paragraphs /usr/share/doc
//     READMEs, changelogs, NEWS and .txt files (gzipped too), split at blank
//     lines, each paragraph as tool output and as text
//   node --experimental-strip-types real-text.ts code /usr/lib/python3.11
//     source files (.py .js .ts .rs .go .c .h, 0.5–200 KB), each whole as a call argument
//   node --experimental-strip-types real-text.ts messages /usr/share/locale
//     translated program messages (gettext .mo catalogues: every msgstr of 20
//     characters or more, in every language), each as tool output and as text
//
// LIMIT=n caps the files read per kind (default 5,000; sorted, so a run is
// repeatable); SHOW=1 prints what blocked.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { type Channel, scan } from "@toolform/core";

const [kind, ...roots] = process.argv.slice(2).filter((a) => a !== "--");
const kinds = {
  pages: { file: /\.html$/, min: 1_000, max: 300_000, channels: ["tool_output"] },
  paragraphs: {
    file: /(?:readme|changelog|news|\.txt)(?:\.gz)?$/i,
    min: 1,
    max: 2_000_000,
    channels: ["tool_output", "text"],
  },
  code: { file: /\.(?:py|js|ts|rs|go|c|h)$/, min: 500, max: 200_000, channels: ["argument"] },
  messages: { file: /\.mo$/, min: 28, max: 20_000_000, channels: ["tool_output", "text"] },
} as const satisfies Record<
  string,
  { file: RegExp; min: number; max: number; channels: readonly Channel[] }
>;
if (kind === undefined || !(kind in kinds) || roots.length === 0) {
  console.error("usage: real-text.ts pages|paragraphs|code|messages <directory>...");
  process.exit(2);
}
const spec = kinds[kind as keyof typeof kinds];
const limit = Number(process.env.LIMIT ?? 5_000);

const files: string[] = [];
const walk = (dir: string, depth: number): void => {
  if (depth > 8) return;
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) walk(path, depth + 1);
    else if (stat && spec.file.test(name) && stat.size >= spec.min && stat.size <= spec.max)
      files.push(path);
  }
};
for (const root of roots) walk(root, 0);
files.splice(limit);

const read = (path: string): string => {
  const bytes = readFileSync(path);
  return (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
};
const texts = new Set<string>();
for (const path of files) {
  if (kind === "messages") {
    for (const m of translations(readFileSync(path)))
      if (m.trim().length >= 20) texts.add(m.trim());
    continue;
  }
  const text = read(path);
  if (kind !== "paragraphs") texts.add(text);
  else for (const p of text.split(/\n\s*\n/)) if (p.trim().length > 40) texts.add(p.trim());
}

// A gettext catalogue's translations (msgstr; plural forms split at NUL),
// the header entry left out. Layout: magic, revision, count, then the offsets
// of the original and translated string tables, each entry (length, offset).
function translations(bytes: Buffer): string[] {
  const magic = bytes.readUInt32LE(0);
  const little = magic === 0x950412de;
  if (!little && magic !== 0xde120495) return [];
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const count = u32(8);
  const originals = u32(12);
  const translated = u32(16);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    if (u32(originals + 8 * i) === 0) continue;
    const length = u32(translated + 8 * i);
    const at = u32(translated + 8 * i + 4);
    if (at + length > bytes.length) break;
    out.push(...bytes.toString("utf8", at, at + length).split("\0"));
  }
  return out;
}

let blocked = 0;
const byRule = new Map<string, number>();
for (const text of texts) {
  for (const channel of spec.channels) {
    const result = scan(text, { channel });
    if (!result.blocked) continue;
    blocked++;
    for (const f of result.findings.filter((x) => x.severity !== "low")) {
      byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
      if (process.env.SHOW) console.log(`${channel} ${f.rule}: ${JSON.stringify(f.excerpt)}`);
    }
    break;
  }
}
console.log(
  `${kind}: ${blocked} of ${texts.size} blocked (${files.length} files; ${spec.channels.join(", ")})`,
);
for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule}: ${n}`);
