import type { Channel } from "./scan-result.js";
import type { ToolCall } from "./tool-call.js";
import type { ToolformEvent } from "./toolform-event.js";

/**
 * What happens to a call that fails validation: send feedback and let the
 * model retry (default), stop the run, or execute it anyway.
 *
 * @example
 * const onInvalid: OnInvalid = "feedback";
 */
export type OnInvalid = "feedback" | "stop" | "execute";

/**
 * What to do with an injection finding on one channel.
 *
 * @example
 * const a: InjectionAction = "sanitise";
 */
export type InjectionAction = "block" | "sanitise" | "warn" | "off";

/**
 * A value rule pins what matters in an argument: allowed values, a pattern,
 * numeric bounds, e-mail/URL domains, path roots, or a custom check.
 *
 * @example
 * const rule: ValueRule = { domains: ["example.com"] };
 */
export interface ValueRule {
  readonly oneOf?: readonly (string | number | boolean | null)[];
  readonly pattern?: string;
  readonly min?: number;
  readonly max?: number;
  readonly domains?: readonly string[];
  readonly within?: readonly string[];
  /** Returns a message when the value breaks the rule, `undefined` when it is fine. */
  readonly check?: (value: unknown, call: ToolCall) => string | undefined;
}

/**
 * The semantic pass's answer.
 *
 * @example
 * const m: ModelCheck = { flagged: false, score: 0.02 };
 */
export interface ModelCheck {
  readonly flagged: boolean;
  readonly score?: number;
  readonly label?: string;
}

/**
 * What the semantic classifier is asked to judge.
 *
 * @example
 * const input: ClassifierInput = { channel: "argument", tool: "send_email", text: "hi" };
 */
export interface ClassifierInput {
  readonly channel: Channel;
  readonly tool?: string;
  readonly text: string;
  readonly arguments?: { readonly [key: string]: unknown };
}

/**
 * An optional semantic pass run after every local check allowed a call.
 *
 * @example
 * const classifier: Classifier = async ({ text }) => ({ flagged: text.includes("exfiltrate") });
 */
export type Classifier = (input: ClassifierInput) => Promise<ModelCheck>;

/**
 * The policy as a user writes it: plain JSON-serialisable data plus optional
 * functions. Pass it to `definePolicy` to check it and fill in defaults.
 *
 * @example
 * const config: PolicyConfig = {
 *   onInvalid: "feedback",
 *   values: { send_money: { to: { domains: ["example.com"] }, amount: { max: 500 } } },
 * };
 */
export interface PolicyConfig {
  readonly onInvalid?: OnInvalid;
  readonly repair?: "none" | "safe";
  readonly injection?: {
    readonly descriptions?: InjectionAction;
    readonly arguments?: InjectionAction;
    readonly toolOutputs?: InjectionAction;
  };
  readonly allowTools?: readonly string[];
  readonly values?: { readonly [tool: string]: { readonly [path: string]: ValueRule } };
  readonly limits?: { readonly maxArgumentBytes?: number; readonly maxDepth?: number };
  readonly maxRetries?: number;
  readonly classifier?: Classifier;
  /** Milliseconds before a classifier call counts as failed. */
  readonly classifierTimeoutMs?: number;
  /** A classifier that throws or times out rejects the call (`"closed"`, default) or lets it through (`"open"`). */
  readonly classifierFailure?: "closed" | "open";
  readonly onEvent?: (event: ToolformEvent) => void;
}

/**
 * A checked, frozen policy with every default filled in: what `definePolicy`
 * returns. Adapters accept this, its plain config, or a guard.
 *
 * @example
 * const p: Policy = definePolicy({});
 * p.onInvalid; // "feedback"
 */
export interface Policy {
  readonly onInvalid: OnInvalid;
  readonly repair: "none" | "safe";
  readonly injection: {
    readonly descriptions: InjectionAction;
    readonly arguments: InjectionAction;
    readonly toolOutputs: InjectionAction;
  };
  readonly allowTools?: readonly string[];
  readonly values: { readonly [tool: string]: { readonly [path: string]: ValueRule } };
  readonly limits: { readonly maxArgumentBytes: number; readonly maxDepth: number };
  readonly maxRetries: number;
  readonly classifier?: Classifier;
  readonly classifierTimeoutMs: number;
  readonly classifierFailure: "closed" | "open";
  readonly onEvent?: (event: ToolformEvent) => void;
}
