// Scans the look-alike corpus (benign texts that merely sound like an attack)
// on every channel where the text could arrive and lists what blocks. Not a
// test: a precision probe for rule work.
//
//   node --experimental-strip-types --no-warnings=ExperimentalWarning src/lookalike-scan.ts
//   LOOKALIKE_QUIET=1 ...   (counts only)
import { scan, scanArguments } from "@toolform/core";
import { ciLogsAndErrors, emailsAndTickets, githubTexts, webPages } from "./lookalike-corpus-a.ts";
import {
  apiAndCliDocs,
  chatTranscripts,
  codeWithComments,
  configFiles,
  securityArticles,
} from "./lookalike-corpus-b.ts";
import {
  hrOnboarding,
  legalPrivacy,
  markupAndBlobs,
  modelCards,
  productSystemPrompts,
  supportMacros,
  testFixtures,
  toolDescriptions,
} from "./lookalike-corpus-c.ts";
import { discussingAttacks, ordersToPeople } from "./lookalike-corpus-d.ts";
import {
  agentWrittenArguments,
  dataOutLookalikes,
  encodedLookalikes,
  quietLookalikes,
  roleLabelLookalikes,
  toolCallLookalikes,
} from "./lookalike-corpus-e.ts";

type Channel = "description" | "argument" | "text" | "tool_output";
const common: Channel[] = ["tool_output", "text", "argument"];
const groups: [string, string[], Channel[]][] = [
  ["web", webPages, common],
  ["email", emailsAndTickets, common],
  ["github", githubTexts, common],
  ["ci", ciLogsAndErrors, common],
  ["apidocs", apiAndCliDocs, [...common, "description"]],
  ["security", securityArticles, common],
  ["chat", chatTranscripts, common],
  ["config", configFiles, common],
  ["code", codeWithComments, common],
  ["macro", supportMacros, common],
  ["legal", legalPrivacy, common],
  ["hr", hrOnboarding, common],
  ["sysprompt", productSystemPrompts, [...common, "description"]],
  ["tooldesc", toolDescriptions, [...common, "description"]],
  ["modelcard", modelCards, common],
  ["fixture", testFixtures, common],
  ["markup", markupAndBlobs, common],
  ["discuss", discussingAttacks, common],
  ["orders", ordersToPeople, common],
  ["toolcall", toolCallLookalikes, [...common, "description"]],
  ["roles", roleLabelLookalikes, common],
  ["dataout", dataOutLookalikes, common],
  ["quiet", quietLookalikes, common],
  ["encoded", encodedLookalikes, common],
  ["written", agentWrittenArguments, common],
];

function blocking(text: string, channel: Channel): string[] {
  const findings =
    channel === "argument"
      ? scanArguments({ body: text }).findings
      : scan(text, { channel }).findings;
  return findings.filter((f) => f.severity !== "low").map((f) => `${f.rule}: ${f.excerpt}`);
}

const quiet = process.env.LOOKALIKE_QUIET === "1";
let texts = 0;
let blockedTexts = 0;
const perChannel = new Map<Channel, [number, number]>();
for (const [name, list, channels] of groups) {
  list.forEach((text, i) => {
    texts++;
    let any = false;
    for (const channel of channels) {
      const hits = blocking(text, channel);
      const tally = perChannel.get(channel) ?? [0, 0];
      tally[0]++;
      if (hits.length > 0) {
        tally[1]++;
        any = true;
        if (!quiet) {
          console.log(`${name}-${i} [${channel}] ${text.replace(/\n/g, "⏎").slice(0, 300)}`);
          for (const h of hits) console.log(`    ${h.replace(/\n/g, "⏎")}`);
        }
      }
      perChannel.set(channel, tally);
    }
    if (any) blockedTexts++;
  });
}
console.log(`\ntexts: ${texts}, blocked on some channel: ${blockedTexts}`);
for (const [channel, [n, b]] of perChannel) console.log(`  ${channel}: ${b}/${n}`);
