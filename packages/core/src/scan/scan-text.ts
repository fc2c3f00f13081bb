import type { Channel, ScanFinding } from "../scan-result.js";
import { addressEnd } from "./address-end.js";
import { minRun } from "./base64-runs.js";
import { decodeBlocks, maxBlock } from "./decode-blocks.js";
import { escapedBlocks } from "./escaped-blocks.js";
import { type ForwardedBlock, forwardedBlocks } from "./forwarded-blocks.js";
import { hiddenTextFindings, htmlCommentFindings, markdownCommentFindings } from "./hidden-text.js";
import { hyphenWindows } from "./hyphen-words.js";
import { discussesAttacks, isMention } from "./is-mention.js";
import { leetWindows } from "./leet-words.js";
import { excerpt, matchRules, maxFindings, type ScanWork } from "./match-rules.js";
import { normalizeText } from "./normalize-text.js";
import { rewindOutputArena } from "./output-buffer.js";
import { type ReadBackWindow, readBackFindings } from "./read-back-pass.js";
import { allRules } from "./rules/index.js";
import { HYPHEN, LEET, textTraits } from "./text-traits.js";

const noWindows: readonly ReadBackWindow[] = [];

/** Decoded blocks are scanned again, this many layers deep (base64 inside base64). */
const maxDepth = 2;

/**
 * All local passes over one text: normalization, phrase rules, hidden text,
 * and encoded blocks decoded and scanned again (bounded by depth and by a
 * budget of decoded characters, so the total work stays linear). A text of
 * more than a mebi-character is read in overlapping pieces.
 *
 * @example
 * scanText("Ignore all previous instructions", "text").length; // 1
 */
export function scanText(text: string, channel: Channel, work?: ScanWork): ScanFinding[] {
  // What a scan cuts from the output arena lives until the next top-level scan
  // begins; a scan begun inside another (none today) must not rewind it.
  if (nested === 0) rewindOutputArena();
  nested++;
  try {
    return scanPieces(text, channel, work);
  } finally {
    nested--;
  }
}
let nested = 0;

function scanPieces(text: string, channel: Channel, work: ScanWork | undefined): ScanFinding[] {
  if (text.length <= piece) {
    return wholeAddresses(
      text,
      scanLayer(text, channel, 0, { left: Math.max(4096, text.length) }, work),
    );
  }
  // Pieces overlap, so a phrase across a seam is whole in one of them; what two
  // pieces both find is one finding.
  const found = new Map<string, ScanFinding>();
  for (let at = 0; ; ) {
    let end = Math.min(text.length, at + piece);
    // A surrogate pair is never cut in two.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    const part = text.slice(at, end);
    for (const f of scanLayer(part, channel, 0, { left: part.length }, work)) {
      const moved = at === 0 ? f : { ...f, start: f.start + at, end: f.end + at };
      const key = findingKey(moved.rule, moved.start, moved.end);
      if (!found.has(key)) found.set(key, moved);
    }
    if (end === text.length || found.size >= maxFindings) break;
    at = end - overlap;
    if (isLowSurrogate(text.charCodeAt(at))) at--;
  }
  return wholeAddresses(text, [...found.values()]);
}

// A span that stops inside an address runs on to its end (see `addressEnd`), so
// what redaction leaves holds no part of it; spans and excerpts stay in step.
function wholeAddresses(text: string, findings: ScanFinding[]): ScanFinding[] {
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i] as ScanFinding;
    const end = addressEnd(text, f.end);
    if (end !== f.end) findings[i] = { ...f, end, excerpt: excerpt(text, f.start, end) };
  }
  return findings;
}

// One finding per rule and span, whichever pass found it first.
const findingKey = (rule: string, start: number, end: number): string =>
  `${rule}\u0000${start}\u0000${end}`;

// Texts longer than `piece` are read in overlapping pieces. V8 runs a regex's
// greedy loop on its own stack, and one loop over a few million characters (a
// run of spaces in a padded tool output, a long Morse line) overflows it: the
// scan would throw. A rule reads at most a few thousand characters around its
// phrase, and an encoded block is decoded up to `maxBlock` long: the overlap is
// wider than both, so a block across a seam lies whole in the next piece.
const piece = 1 << 20;
const overlap = maxBlock + (1 << 14);
const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

function scanLayer(
  text: string,
  channel: Channel,
  depth: number,
  budget: { left: number },
  work: ScanWork | undefined,
): ScanFinding[] {
  // Which characters the text holds (short texts): read once, for the normalizer,
  // the read-back passes and the block decoders below.
  const traits = textTraits(text);
  const norm = normalizeText(text, traits);
  const findings = matchRules(norm, text, channel, allRules, work);
  // Each of these finds nothing, and takes an array to say so, on most short
  // values: no hidden run (plain ASCII), and comments are read on the
  // description and tool-output channels only.
  if (norm.hidden.length > 0) findings.push(...hiddenTextFindings(norm.hidden, text, channel));
  if (channel === "description" || channel === "tool_output")
    findings.push(...htmlCommentFindings(text, channel), ...markdownCommentFindings(text, channel));
  // Leetspeak and words broken by hyphens are read back in the text as given; a
  // decoded block rarely holds them.
  if (depth === 0 && findings.length < maxFindings) {
    // Both search the normalized text for their seed characters only (the leet
    // digits, a hyphen); without them in the text, or an escape that could decode
    // to them (non-ASCII text sets every trait), normalizing cannot add one (it
    // lower-cases, cuts, and swaps in spaces and line breaks), and they find nothing.
    const leet = (traits & LEET) !== 0 ? leetWindows(norm.text) : noWindows;
    if (leet.length > 0) {
      findings.push(...readBackFindings(leet, "leetspeak", norm, text, channel, findings, work));
    }
    const hyphens = (traits & HYPHEN) !== 0 ? hyphenWindows(norm.text) : noWindows;
    if (hyphens.length > 0 && findings.length < maxFindings) {
      findings.push(
        ...readBackFindings(hyphens, "hyphenated", norm, text, channel, findings, work),
      );
    }
  }
  if (depth === 0 && channel === "text" && findings.length < maxFindings)
    findings.push(...forwardedFindings(text, findings, budget, work));
  // Past the findings cap the verdict is settled: decoding more cannot change it.
  // Every block, plain or escaped, is at least `minRun` long: decodeBlocks and
  // escapedBlocks both return none for a shorter text (most argument values).
  if (
    depth >= maxDepth ||
    budget.left <= 0 ||
    findings.length >= maxFindings ||
    text.length < minRun
  )
    return findings;
  let lower: string | undefined;
  const blocks = decodeBlocks(text, budget.left, 256, traits);
  // Blocks written with HTML entities, percent escapes or fullwidth letters,
  // within what is left (an ASCII text holds no fullwidth letters).
  const left = blocks.reduce((n, b) => n - b.decoded.length, budget.left);
  blocks.push(...escapedBlocks(text, left, 256 - blocks.length, norm.ascii === true));
  for (const block of blocks) {
    budget.left -= block.decoded.length;
    if (work) work.decoded += block.decoded.length;
    const inner = scanLayer(block.decoded, channel, depth + 1, budget, work).filter(
      (f) => f.severity !== "low",
    );
    if (inner.length === 0) continue;
    // Inner spans index the decoded text; the caller can only act on the block.
    const at = {
      start: block.start,
      end: block.end,
      excerpt: excerpt(text, block.start, block.end),
    };
    // An encoded attack quoted in a discussion of attacks ('payloads like
    // "aWdub3Jl..."', an eval issue asking for encoded cases) is a mention by
    // the same test as the phrase it decodes to, when every rule it woke
    // takes mentions.
    lower ??= text.toLowerCase();
    const strict = channel === "tool_output" || channel === "argument";
    const mention =
      inner.every((f) => mentionable().has(innerRule(f.rule))) &&
      isMention(lower, block.start, strict);
    const severity = mention ? "low" : undefined;
    findings.push({
      category: "encoded_payload",
      rule: `encoded_payload.${block.encoding}`,
      severity: severity ?? "high",
      ...at,
    });
    for (const f of inner)
      findings.push({
        ...f,
        ...at,
        rule: `${block.encoding}>${f.rule}`,
        severity: severity ?? f.severity,
      });
    if (findings.length >= maxFindings) break;
  }
  return findings;
}

const framing = 600;

// A chat message may carry what someone else wrote: a forwarded mail, a pasted
// ticket, a quoted page. The user did not write it, so it is read as a tool
// result is (the text channel trusts the user's own wording), and what it hides
// is reported as "forwarded>rule". A span the message's own reading already
// reported is not reported twice. (The text channel also ignores HTML
// comments: in a pasted page they are read as a tool result's are.)
function forwardedFindings(
  text: string,
  outer: readonly ScanFinding[],
  budget: { left: number },
  work: ScanWork | undefined,
): ScanFinding[] {
  const blocks = forwardedBlocks(text);
  if (blocks.length === 0) return [];
  // A user who asks about what they paste ("I found this in a scraped page …
  // should the pipeline flag it?", "Example of a phishing mail we got:") is
  // discussing it, not handing it on.
  // Read near the pasted parts (the words that frame them), so a long text
  // with a few quoted lines is not read whole a second time.
  let own = "";
  for (let i = 0, at = 0; i < blocks.length; i++) {
    const { start, end } = blocks[i] as ForwardedBlock;
    const next = blocks[i + 1]?.start ?? text.length;
    own += ` ${text.slice(Math.max(at, start - framing), start)} ${text.slice(end, Math.min(next, end + framing))}`;
    at = end;
  }
  if (discussesAttacks(own)) return [];
  const seen = new Set(outer.map((f) => findingKey(f.rule, f.start, f.end)));
  const found: ScanFinding[] = [];
  for (const block of blocks) {
    const inner = scanLayer(text.slice(block.start, block.end), "tool_output", 0, budget, work);
    for (const f of inner) {
      if (f.severity === "low") continue;
      const start = f.start + block.start;
      const end = f.end + block.start;
      if (seen.has(findingKey(f.rule, start, end))) continue;
      found.push({ ...f, start, end, rule: `forwarded>${f.rule}` });
    }
    if (outer.length + found.length >= maxFindings) break;
  }
  return found;
}

// The rules whose matches a quotation in a discussion makes a mention, and a
// decoded finding's own rule ("base64>instruction_override.ignore_previous").
let mentions: ReadonlySet<string> | undefined;
function mentionable(): ReadonlySet<string> {
  mentions ??= new Set(
    allRules.filter((r) => r.quotedIsMention && !r.mentionNeedsContext).map((r) => r.id),
  );
  return mentions;
}
function innerRule(rule: string): string {
  return rule.slice(rule.lastIndexOf(">") + 1);
}
