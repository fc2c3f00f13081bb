// One small adapter per peer detector: load it from bench/.peers and map its
// answer to injection (true) or benign (false). Each uses the package's own
// documented entry point with its default settings, except where noted.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { peersDir } from "./install.ts";

export type Detect = (text: string) => boolean | Promise<boolean>;

export interface Peer {
  readonly name: string;
  /** How the answer is mapped, and any non-default setting. */
  readonly mapping: string;
  /** Largest input the detector scans; longer inputs it refuses (documented behaviour). */
  readonly maxChars?: number;
  readonly load: () => Promise<Detect>;
}

const modulePath = (pkg: string, sub: string): string => `${peersDir}/node_modules/${pkg}/${sub}`;

async function importPeer<T>(pkg: string, sub: string): Promise<T> {
  const path = modulePath(pkg, sub);
  if (!existsSync(path)) throw new Error(`not installed (${path} missing)`);
  return (await import(pathToFileURL(path).href)) as T;
}

export const peers: readonly Peer[] = [
  {
    name: "@claude-flow/aidefence",
    mapping: "`createThreatDetectionService().detect(text).safe === false`",
    load: async () => {
      const m = await importPeer<{
        createThreatDetectionService: () => { detect(t: string): { safe: boolean } };
      }>("@claude-flow/aidefence", "dist/index.js");
      const service = m.createThreatDetectionService();
      return (text) => !service.detect(text).safe;
    },
  },
  {
    name: "@reactive-agents/guardrails",
    mapping: "`Effect.runSync(detectInjection(text)).detected`",
    load: async () => {
      const m = await importPeer<{ detectInjection: (t: string) => unknown }>(
        "@reactive-agents/guardrails",
        "dist/index.js",
      );
      const { Effect } = await importPeer<{
        Effect: { runSync: (e: unknown) => { detected: boolean } };
      }>("effect", "dist/esm/index.js");
      return (text) => Effect.runSync(m.detectInjection(text)).detected;
    },
  },
  {
    name: "@andersmyrmel/vard",
    mapping:
      "default (moderate) preset, `safeParse(text).safe === false`; `maxLength` raised from 10,000 so long texts are scanned, not refused",
    load: async () => {
      const m = await importPeer<{
        default: {
          moderate(): { maxLength(n: number): { safeParse(t: string): { safe: boolean } } };
        };
      }>("@andersmyrmel/vard", "dist/index.js");
      const v = m.default.moderate().maxLength(Number.MAX_SAFE_INTEGER);
      return (text) => !v.safeParse(text).safe;
    },
  },
  {
    name: "llm-guard",
    mapping:
      "`new LLMGuard({ jailbreak, promptInjection })` (PII, profanity, toxicity, relevance off: not injection), `isValid === false`",
    load: async () => {
      const require = createRequire(modulePath("llm-guard", "package.json"));
      const { LLMGuard } = require("llm-guard") as {
        LLMGuard: new (
          c: Record<string, boolean>,
        ) => { validate(t: string): Promise<{ isValid: boolean }> };
      };
      const guard = new LLMGuard({
        jailbreak: true,
        promptInjection: true,
        pii: false,
        profanity: false,
        toxicity: false,
        relevance: false,
      });
      return async (text) => !(await guard.validate(text)).isValid;
    },
  },
  {
    name: "agent-security-scanner-mcp",
    mapping:
      "its `scan_agent_prompt` tool handler (`src/tools/scan-prompt.js`), verbosity minimal, `action` BLOCK or WARN",
    maxChars: 100 * 1024,
    load: async () => {
      const m = await importPeer<{
        scanAgentPrompt: (a: { prompt_text: string; verbosity: string }) => Promise<{
          content: { text: string }[];
        }>;
      }>("agent-security-scanner-mcp", "src/tools/scan-prompt.js");
      return async (text) => {
        const r = await m.scanAgentPrompt({ prompt_text: text, verbosity: "minimal" });
        const action = (JSON.parse(r.content[0]?.text ?? "{}") as { action?: string }).action;
        return action === "BLOCK" || action === "WARN";
      };
    },
  },
];
