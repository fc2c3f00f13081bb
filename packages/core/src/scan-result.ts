/**
 * Where a text came from. Rules weigh differently per channel: an imperative
 * is normal in a user's text but suspicious in a tool description.
 *
 * @example
 * const channel: Channel = "tool_output";
 */
export type Channel = "description" | "argument" | "text" | "tool_output";

/**
 * What kind of injection a finding is.
 *
 * @example
 * const category: ScanCategory = "forced_tool_use";
 */
export type ScanCategory =
  | "forced_tool_use"
  | "instruction_override"
  | "role_spoof"
  | "exfiltration"
  | "concealment"
  | "hidden_text"
  | "encoded_payload";

/**
 * `high` and `medium` block; `low` is informational.
 *
 * @example
 * const s: Severity = "high";
 */
export type Severity = "high" | "medium" | "low";

/**
 * One matched phrase. `start`/`end` are UTF-16 offsets into the text as given
 * (before any de-obfuscation) and cover the matched phrase only.
 *
 * @example
 * const f: ScanFinding = { category: "concealment", rule: "concealment.do_not_tell",
 *   start: 0, end: 20, severity: "high", excerpt: "Do not tell the user" };
 */
export interface ScanFinding {
  readonly category: ScanCategory;
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  readonly severity: Severity;
  readonly excerpt: string;
}

/**
 * The local scanner's answer for one text.
 *
 * @example
 * const r: ScanResult = { blocked: false, categories: [], findings: [] };
 */
export interface ScanResult {
  readonly blocked: boolean;
  readonly categories: readonly ScanCategory[];
  readonly findings: readonly ScanFinding[];
}

/**
 * Options for `scan`.
 *
 * @example
 * const o: ScanOptions = { channel: "description" };
 */
export interface ScanOptions {
  /** Defaults to `"text"`. */
  readonly channel?: Channel;
}
