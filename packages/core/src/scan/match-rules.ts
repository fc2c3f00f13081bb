import type { Channel, ScanFinding, Severity } from "../scan-result.js";
import { anchorIndex, preciseFrom } from "./anchor-index.js";
import type { CoEmits } from "./co-walk.js";
import { compileOnce } from "./compile-native.js";
import { deepWindows, matchDeepWindows } from "./deep-windows.js";
import { type DefaultTables, defaultTables, nativeRegex } from "./default-tables.js";
import { minMatchLength } from "./min-match-length.js";
import type { NormalizedText } from "./normalize-text.js";
import type { Candidates } from "./prefix-candidates.js";
import type { Rule } from "./rule.js";
import { bounds, ruleWindows } from "./rule-windows.js";
import { allRules } from "./rules/index.js";
import { matchAtPrefix, type PrefixStarts } from "./shared-prefix.js";
import {
  matchAtStarts,
  matchWindows,
  maxFindings,
  type Report,
  type ScanWork,
} from "./window-matches.js";

export { excerpt, maxFindings, type ScanWork } from "./window-matches.js";

/**
 * Texts up to this long try each rule only at its candidate starts. Longer
 * ones (documents, pages) do too once the first `probeRules` rules have
 * walked their windows and found too little to reach the findings cap: a
 * long hostile text reaches the cap early, before a candidate pass over all
 * of it would pay off, while on a long benign one the pass costs a fraction
 * of the regex walks it replaces (a 1 MB page: ~7 of 37 ms saved).
 */
const candidatesUpTo = 65_536;
const probeRules = 3;
/**
 * Shorter texts (most argument values) skip the candidate pass: setting it up
 * costs more than the few regexes their anchor words wake take to walk them.
 */
const candidatesFrom = 128;
/** Texts longer than this list a rule's candidates only inside its windows. */
const windowedFrom = 8192;
/**
 * Texts shorter than this skip a woken rule whose every match is longer than
 * the text: an anchor word inside a longer one ("ai" in "train", "use" in
 * "user") wakes rules that need a phrase, and a short value cannot hold one.
 * Longer texts hold the shortest match of nearly every rule, and the check
 * (and reading a rule's bound) would only cost.
 */
const lengthGateBelow = 64;
// Per channel, each default rule's severity: one array read per rule instead
// of a property lookup by a variable key on rules of many shapes.
const defaultSeverities = new Map<Channel, readonly (Severity | "off")[]>();
function severities(channel: Channel): readonly (Severity | "off")[] {
  let list = defaultSeverities.get(channel);
  if (list === undefined) {
    list = allRules.map((rule) => rule.severity[channel] ?? rule.severity.default);
    defaultSeverities.set(channel, list);
  }
  return list;
}

/**
 * Runs every rule that applies to the channel over a normalized text and maps
 * each match back to the original span. Work is bounded: a rule only runs
 * when one of its anchor words occurs, and each pattern is linear.
 *
 * @example
 * matchRules(normalizeText("Ignore all previous instructions"), "Ignore all previous instructions", "text");
 */
export function matchRules(
  norm: NormalizedText,
  original: string,
  channel: Channel,
  rules: readonly Rule[] = allRules,
  work?: ScanWork,
): ScanFinding[] {
  const findings: ScanFinding[] = [];
  const { text } = norm;
  const known = rules === allRules;
  const tables = defaultTables();
  const withCandidates = known && tables.anchored && text.length >= candidatesFrom;
  // The candidate automaton steps alongside the anchor pass (CoWalk): one
  // walk over the text instead of two. Only texts that list candidates take
  // it: its emits are read nowhere else, and on a short value (most argument
  // values) the second table step per character was a fifth of the anchor
  // pass. Texts from `candidatesFrom` characters on (tool results,
  // descriptions, whole call texts) keep the walk hot for the long ones: a long
  // text calls it once per scan, too rarely for V8 to compile it whole before
  // several scans have run its loop in slower code.
  const anchors = known
    ? tables.index.locate(text, norm.ascii, withCandidates ? tables.finder.co : undefined)
    : indexOf(rules).locate(text, norm.ascii);
  // No anchor word at all (most short values): no anchored rule can match.
  if (anchors.empty && (known ? tables.anchored : rules.every((r) => r.anchors.length > 0)))
    return findings;
  const channelSeverity = severities(channel);
  // Short texts: whole anchor blocks, as cheap as it gets (see preciseFrom).
  const precise = text.length > preciseFrom;
  const report: Report = { norm, original, channel, findings };
  // Candidate starts are found lazily, for every rule that can run here.
  let found: Candidates | undefined;
  const long = text.length > candidatesUpTo;
  // On long texts, every rule's windows, computed when the candidates are
  // first listed (only those inside a window are kept).
  let windowsOf: (number[] | undefined)[] | undefined;
  // Where shared leading groups match, per window (see shared-prefix).
  let prefixStarts: PrefixStarts | undefined;
  const windowsFor = (k: number): number[] =>
    ruleWindows(
      anchors,
      k,
      precise ? (known ? tables.bounds[k] : bounds(rules[k] as Rule)) : undefined,
      text.length,
    );
  // A short text visits only the rules its anchor words woke (in rule order).
  const runnable = anchors.runnable;
  const visits = runnable === undefined ? rules.length : runnable.length;
  for (let i = 0; i < visits; i++) {
    const r = runnable === undefined ? i : (runnable[i] as number);
    const rule = rules[r] as Rule;
    // Most short values hold no anchor word at all: skip straight past.
    if (anchors.empty && rule.anchors.length > 0) continue;
    if (known && text.length < lengthGateBelow && text.length < minLength(tables, r)) continue;
    const base = known
      ? (channelSeverity[r] as Severity | "off")
      : (rule.severity[channel] ?? rule.severity.default);
    if (base === "off") continue;
    const windows = windowsOf?.[r] ?? windowsFor(r);
    if (windows.length === 0) continue;
    // Another rule set's copy of a default rule (a test's rules without
    // anchors) runs the default tables' regex: native regex code takes
    // megabytes per pattern from a code space of a few hundred, and a second
    // compiled copy of every rule could exhaust it.
    const own = known ? r : tables.ruleOf.get(rule.pattern);
    if (own === undefined) compileOnce(rule.pattern);
    let full: boolean;
    if (
      withCandidates &&
      tables.finder.usable[r] === 1 &&
      (found !== undefined ||
        !long ||
        (belowCap(findings.length, r, rules.length) && sparse(anchors.coEmits, text.length)))
    ) {
      if (found === undefined) {
        // Candidates only for the rules still to come that can run on this
        // text at all.
        const active = activeRules(tables, channel).slice();
        for (let k = 0; k < rules.length; k++)
          if (active[k] === 1 && (k < r || !anchors.mayRun(k))) active[k] = 0;
        if (text.length > windowedFrom) {
          // Only in their windows, too: ~90 % of a benign page's candidates lie
          // outside them. Shorter texts lie mostly inside (whole blocks).
          windowsOf = new Array(rules.length);
          windowsOf[r] = windows;
          for (let k = r + 1; k < rules.length; k++) {
            if (active[k] !== 1) continue;
            const own = windowsFor(k);
            windowsOf[k] = own;
            if (own.length === 0) active[k] = 0;
          }
        }
        found = tables.finder.find(text, active, anchors.cover, anchors.coEmits, windowsOf);
      }
      full = matchAtStarts(report, tables, rule, base, r, windows, found, work);
    } else {
      // A rule with deep lookbehinds walks only where its matches can start
      // (long texts, which list their hits), in its block windows' slices.
      const bound = precise ? (known ? tables.bounds[r] : bounds(rule)) : undefined;
      const prefix = known ? tables.prefixes[r] : undefined;
      if (prefix !== undefined && bound?.kind !== "deep") {
        // Rules that open with the same long group search for it once.
        prefixStarts ??= new Map();
        const sticky = nativeRegex(tables, r, true);
        full = matchAtPrefix(report, rule, sticky, prefix, base, windows, prefixStarts, work);
      } else {
        const pattern = own !== undefined ? nativeRegex(tables, own, false) : rule.pattern;
        full =
          bound?.kind === "deep"
            ? matchDeepWindows(
                report,
                rule,
                pattern,
                base,
                deepWindows(anchors, r, bound, text.length),
                work,
              )
            : matchWindows(report, rule, pattern, base, windows, work);
      }
    }
    if (full) return findings;
  }
  return findings;
}

// Default rule r's least match length, read from its pattern on first use.
function minLength(tables: DefaultTables, r: number): number {
  let n = tables.minLengths[r] as number;
  if (n < 0) {
    n = minMatchLength((allRules[r] as Rule).pattern);
    tables.minLengths[r] = n;
  }
  return n;
}

// Another rule set's anchor index, built once per set: building it (an
// automaton over every word) per call left megabytes of tables behind each
// scan.
const indexes = new WeakMap<readonly Rule[], ReturnType<typeof anchorIndex>>();
function indexOf(rules: readonly Rule[]): ReturnType<typeof anchorIndex> {
  let index = indexes.get(rules);
  if (index === undefined) {
    index = anchorIndex(rules);
    indexes.set(rules, index);
  }
  return index;
}

// After the probe rules, whether the findings so far, carried on at the same
// rate over the remaining rules, stay under half the cap.
function belowCap(found: number, r: number, total: number): boolean {
  return r >= probeRules && found * total * 2 < maxFindings * r;
}

// Whether a long text's candidate literals are rare enough for the candidate
// pass to pay: it lists each hit for every rule that uses the literal, while a
// window's regex walk is native and costs per character. Past about one hit
// per 7 characters (repeated attack phrases, spaced, zero-width- or
// tag-split letters) the walks are cheaper. The cut was once one per 12,
// then one per 8: each time new rules' literals (the count takes every
// rule's, description-only ones too) took the benchmark's benign MB over
// it, and it went over to walks: 31 → 54 ms at 12, 43 → 64 ms at 8 (the
// eighteenth round). Zero-width and tag-split text measured the same or
// faster below 8; at 6 a repeated phrase ("ignore all previous ", three
// hits in 20 characters) took sticky attempts past one per 10 characters
// (the adversarial test's bound). Without a CoWalk (non-ASCII text) the
// hits are not counted in advance.
function sparse(emits: CoEmits | undefined, length: number): boolean {
  return emits === undefined || (emits.length / 2) * hitsPer < length;
}
const hitsPer = 7;

// Per channel, the default rules whose candidates are collected (on and usable).
const activeByChannel = new Map<Channel, Uint8Array>();
function activeRules(tables: DefaultTables, channel: Channel): Uint8Array {
  let active = activeByChannel.get(channel);
  if (active === undefined) {
    const on = severities(channel);
    active = Uint8Array.from(allRules, (_, r) =>
      on[r] !== "off" && tables.finder.usable[r] === 1 ? 1 : 0,
    );
    activeByChannel.set(channel, active);
  }
  return active;
}
