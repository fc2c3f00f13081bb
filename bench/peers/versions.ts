// The local open-source detectors the bench compares `scan` with, pinned so
// a rerun measures the same code.
export const PEER_PACKAGES = [
  { name: "@claude-flow/aidefence", version: "3.0.3" },
  { name: "@reactive-agents/guardrails", version: "0.9.0" },
  { name: "@andersmyrmel/vard", version: "1.2.0" },
  { name: "llm-guard", version: "0.1.9" },
  { name: "agent-security-scanner-mcp", version: "4.5.9" },
] as const;
