// A benign counterweight pinned by the repository itself: the documentation
// of the packages the frozen lockfile installs. Every package listed under
// `packages:` in pnpm-lock.yaml (installed into node_modules/.pnpm by
// `pnpm install --frozen-lockfile`) contributes the paragraphs of its
// Markdown files (README, CHANGELOG, HISTORY, docs/*.md; not licences), the
// prose of its TSDoc/JSDoc comments (`/** ... */` in its .d.ts files) and
// its package.json. The lockfile's integrity hashes fix those bytes, so the
// same lockfile gives the same corpus; packages with an `os`/`cpu` field
// (platform binaries) are skipped so the corpus does not depend on the
// machine. Offline: nothing is downloaded.
//
// Why: the injection set's benign records are documentation and system
// prompts, BFCL adds questions and tool descriptions; independent benign text
// that merely sounds like an attack (imperative READMEs, "you must ...",
// CLI docs, changelogs, security notes, JSON) was missing, and the model
// flagged it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { modelText } from "../../packages/core/src/classifier/hash-features.ts";

export type CorpusKind = "markdown" | "tsdoc" | "json";

export interface CorpusParagraph {
  /** Package name (the unit of grouping and of the held-out split). */
  readonly pkg: string;
  readonly kind: CorpusKind;
  readonly text: string;
}

const root = fileURLToPath(new URL("../../", import.meta.url));
const lockfile = `${root}pnpm-lock.yaml`;
const store = `${root}node_modules/.pnpm`;

export const hasCorpus = (): boolean => existsSync(lockfile) && existsSync(store);

/** Per package and kind at most this many paragraphs (so TypeScript's lib files do not dominate). */
export const PER_PACKAGE =
  process.env.PER_PACKAGE === undefined ? 400 : Number(process.env.PER_PACKAGE);
const MIN_CHARS = 40;
const MAX_CHARS = 1500;
/** Salt of the deterministic sample (a hash of salt + text orders the candidates). */
const SALT = "toolform-corpus-1";

// A fixed screen for text that *is* an attack rather than talk about one
// (label noise: some docs quote jailbreaks verbatim). Deliberately narrow and
// independent of the scanner's rules, so the corpus does not move when the
// rules do. Paragraphs that merely discuss injection stay in (benign).
const QUOTED_ATTACK =
  /\b(ignore|disregard|forget) (all |any )?(the |your )?(previous|prior|above|earlier) (instructions|prompts?|rules)\b|\byou are now (dan|in developer mode)\b|\bdo anything now\b/i;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** name@version of every package in the lockfile's `packages:` section, sorted. */
function lockedPackages(): { name: string; version: string }[] {
  const lines = readFileSync(lockfile, "utf8").split("\n");
  const start = lines.indexOf("packages:");
  const out: { name: string; version: string }[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^\S/.test(line)) break; // next top-level section (snapshots:)
    const m = /^ {2}'?(@?[^@'\s]+)@([^'(\s]+)'?:$/.exec(line);
    if (m) out.push({ name: m[1] as string, version: m[2] as string });
  }
  return out.sort((a, b) => (`${a.name}@${a.version}` < `${b.name}@${b.version}` ? -1 : 1));
}

function packageDir(name: string, version: string): string | undefined {
  const prefix = `${name.replace("/", "+")}@${version}`;
  const dirs = readdirSync(store)
    .filter((d) => d === prefix || d.startsWith(`${prefix}_`))
    .sort();
  for (const d of dirs) {
    const dir = `${store}/${d}/node_modules/${name}`;
    if (existsSync(`${dir}/package.json`)) return dir;
  }
  return undefined;
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir).sort()) {
    if (entry === "node_modules") continue;
    const path = `${dir}/${entry}`;
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path, out);
    else out.push(path);
  }
}

const isMarkdown = (p: string) => /\.(md|markdown)$/i.test(p) && !/licen[cs]e/i.test(p);
const isTypes = (p: string) => /\.d\.[cm]?ts$/.test(p);

function markdownParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim());
}

function docComments(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const body = (m[1] as string)
      .split("\n")
      .map((l) => l.replace(/^\s*\* ?/, ""))
      .join("\n")
      .trim();
    // The prose before the first block tag (tags are mostly types and names).
    const prose = body.split(/\n\s*@(?!example)/)[0] as string;
    out.push(prose.trim());
  }
  return out;
}

const usable = (text: string) =>
  text.length >= MIN_CHARS &&
  text.length <= MAX_CHARS &&
  (text.match(/[\p{L}]+/gu)?.length ?? 0) >= 5 &&
  !QUOTED_ATTACK.test(text);

/**
 * The corpus: per package and kind, up to {@link PER_PACKAGE} distinct
 * paragraphs, the ones with the smallest salted hash (a seeded, order-free
 * sample). Texts already taken by an earlier package are skipped, so a
 * paragraph appears once. Sorted by package, then kind, then hash.
 */
export function loadCorpus(): CorpusParagraph[] {
  const seen = new Set<string>();
  const out: CorpusParagraph[] = [];
  const donePackages = new Set<string>();
  for (const { name, version } of lockedPackages()) {
    const dir = packageDir(name, version);
    if (!dir) continue;
    const manifestText = readFileSync(`${dir}/package.json`, "utf8");
    const manifest = JSON.parse(manifestText) as { os?: unknown; cpu?: unknown };
    if (manifest.os || manifest.cpu) continue;
    const files: string[] = [];
    walk(dir, files);
    const byKind: Record<CorpusKind, string[]> = { markdown: [], tsdoc: [], json: [] };
    for (const f of files) {
      if (isMarkdown(f)) byKind.markdown.push(...markdownParagraphs(readFileSync(f, "utf8")));
      else if (isTypes(f)) byKind.tsdoc.push(...docComments(readFileSync(f, "utf8")));
    }
    // One manifest per package name (several versions share most of it).
    if (!donePackages.has(name)) byKind.json.push(manifestText.trim().slice(0, MAX_CHARS));
    donePackages.add(name);
    for (const kind of ["markdown", "tsdoc", "json"] as const) {
      const candidates = new Map<string, string>();
      for (const text of byKind[kind]) {
        if (!usable(text)) continue;
        const key = modelText(text);
        if (!seen.has(key) && !candidates.has(key)) candidates.set(key, text);
      }
      const picked = [...candidates]
        .map(([key, text]) => ({ key, text, h: fnv1a(SALT + key) }))
        .sort((a, b) => a.h - b.h || (a.key < b.key ? -1 : 1))
        .slice(0, PER_PACKAGE);
      for (const p of picked) {
        seen.add(p.key);
        out.push({ pkg: name, kind, text: p.text });
      }
    }
  }
  return out;
}

/** Packages held out of training and threshold choice (about 1 in 5, by a hash of the name). */
export const isHeldOutPackage = (pkg: string): boolean => fnv1a(`holdout:${pkg}`) % 5 === 0;
