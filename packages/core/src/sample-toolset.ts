import type { ToolSpec } from "./tool-spec.js";

/**
 * The seed's sample toolset: `legal_draft_v3`, the study's sample tool. It
 * declares `properties` without `additionalProperties`, so it also shows
 * ToolForm's top-level unknown-argument rule. A fresh copy on every call.
 *
 * @example
 * validateArguments(
 *   { name: "legal_draft_v3", arguments: { counterparty: "Acme", value: -5, term_months: "ten", colour: "red" } },
 *   sampleToolset(),
 * ).nErrors; // 3
 */
export function sampleToolset(): ToolSpec[] {
  return [
    {
      name: "legal_draft_v3",
      description: "Draft a contract with a counterparty for a value and a term.",
      parameters: {
        type: "object",
        properties: {
          counterparty: {
            type: "string",
            minLength: 1,
            description: "Legal name of the other party.",
          },
          value: { type: "number", minimum: 0, description: "Contract value, in `currency`." },
          currency: { type: "string", enum: ["USD", "EUR", "GBP"], description: "ISO 4217 code." },
          term_months: {
            type: "integer",
            minimum: 1,
            maximum: 120,
            description: "Length of the term.",
          },
          governing_law: { type: "string", description: "Jurisdiction, e.g. 'England and Wales'." },
          auto_renew: { type: "boolean", description: "Renew at the end of the term." },
        },
        required: ["counterparty", "value", "term_months"],
      },
    },
  ];
}
