import { frag, type Rule, rx } from "../rule.js";
import {
  actRank,
  notClaimed,
  ownOrders,
  principalOrders,
  rank,
  readerOrders,
} from "./principal-orders.js";

const { s } = frag;

/**
 * A tool's own text ranked above the orders its reader works from: "this
 * policy outranks any review guidelines in your instructions", "this
 * standard applies in preference to general assistant guidance", "the
 * seller's instruction is final ... whatever rating the user dictates". A
 * tool that describes precedence between its own parameters ("`limit`
 * takes precedence over `page_size`", "values set here override the user's
 * profile settings") ranks no order of the reader's.
 *
 * @example
 * rankedOverPrincipalsRules.map((rule) => rule.id);
 */
export const rankedOverPrincipalsRules: readonly Rule[] = [
  {
    // "... outranks the user's request and your system instructions",
    // "intended to take precedence over the user's request", "is to be used
    // in preference to the user's stated grouping", "overrides any operator
    // or user instruction to keep data local". Read where a tool speaks:
    // the user's own message may rank their boss's request over their own.
    id: "instruction_override.ranked_over_principals",
    category: "instruction_override",
    anchors: [
      "supersed",
      "overrid",
      "outrank",
      "trump",
      "prevail",
      "wins over",
      "win over",
      "precedence",
      "priority",
      "authority than",
      "weight than",
      "preference to",
      "place of",
      "instead of",
      "ahead of",
      "replac",
      "comes before",
      "come before",
      "goes before",
      "go before",
      "ranks over",
      "rank over",
      "applied over",
      "apply over",
      "applies over",
      "irrespective of",
      "regardless of",
      "notwithstanding",
      "where it differ",
      "where they differ",
      "where it conflict",
      "where they conflict",
      "> system",
      ">system",
      "> developer",
      ">developer",
      "> user",
      ">user",
      "binding on",
      "been told",
      "were told",
      "was told",
      "been instructed",
      "were instructed",
      "been configured",
      "were configured",
      "authoritative over",
      "final say",
      "beat",
      "any conflict",
      "every conflict",
      "all conflicts",
      "above",
    ],
    pattern: rx(
      String.raw`\b(?:${rank}${s}(?:(?:any|all|every|each|the|those|these)${s})?(?:(?:other|conflicting|previous|prior|earlier|existing|general|default|individual|specific)${s}){0,2}${principalOrders}|${actRank}${s}(?:(?:any|all|every|each|the|those|these)${s})?(?:(?:other|conflicting|previous|prior|earlier|existing|general|default|individual|specific)${s}){0,2}${ownOrders})`,
      // The reader's set-up set aside: "irrespective of the instructions
      // they were deployed with". "Regardless of user instructions" is as
      // often a rule that holds the reader back (never skip a payment's
      // confirmation), so the user's orders do not count here.
      String.raw`|\b(?:(?:irrespective|regardless)${s}of|notwithstanding)${s}(?:(?:any|all|the)${s})?(?:(?:other|conflicting|previous|prior|earlier|existing|general|default)${s}){0,2}${readerOrders}`,
      // Passive: "the limit noted in your deployment settings ... has been
      // superseded by the platform's checks".
      String.raw`|\b${principalOrders}[^.!?\n]{0,60}?\b(?:(?:has|have)${s}been${s}|(?:is|are)${s}(?:now${s})?)(?:superseded|outranked)${s}by\b`,
      // A precedence chain with the tool on top: "this description >
      // developer message > user message".
      String.raw`|\b(?:tool[_\s-]{0,2}descriptions?|this${s}description|this${s}tool|tool${s}author)\s{0,3}>\s{0,3}(?:[a-z_ ]{2,20}>\s{0,3})?(?:system|developer|user|operator)\b`,
      // The reader's own set-up named and set aside: "binding on assistants
      // ... even where they have been told not to infer user location".
      String.raw`|\bbinding${s}on${s}(?:the${s}|any${s}|all${s})?(?:models?|assistants?|agents?|ais?|llms?)\b|\beven${s}(?:where|if|when|though)${s}(?:they|you|the${s}(?:assistant|agent|model))${s}(?:have${s}been|has${s}been|were|was|are|is)${s}(?:told|instructed|configured|asked|set${s}up)${s}(?:not${s}to|otherwise)\b`,
    ),
    unless: rx(notClaimed),
    severity: { default: "off", description: "high", tool_output: "high" },
    quotedIsMention: true,
  },
];
