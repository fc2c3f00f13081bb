// Scans the look-alike corpus (benign texts that merely sound like an attack)
// on every channel where the text could arrive and lists what blocks. Not a
// test: a precision probe for rule work.
//
//   node --experimental-strip-types --no-warnings=ExperimentalWarning src/lookalike-scan.ts
//   LOOKALIKE_QUIET=1 ...   (counts only)
//   G (the held-out half of round 17's corpus) always prints counts only,
//   unless LOOKALIKE_SHOW_HELD_OUT=1 (which spends it as a held-out set).
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
import {
  agentDocsF,
  checklistsF,
  cliSqlRegexDocsF,
  commitsAndReviewsF,
  contractClausesF,
  customerMailsF,
  examInstructionsF,
  fictionF,
  gameRulesF,
  helpdeskKbF,
  humanChatF,
  meetingNotesF,
  multilingualF,
  parentingEtiquetteF,
  phoneScriptsF,
  promptDocsF,
  recipesF,
  redTeamTrainingF,
  runbooksF,
  translationsF,
  uxCopyF,
} from "./lookalike-corpus-f.ts";
import {
  agentDocsG,
  checklistsG,
  cliSqlRegexDocsG,
  commitsAndReviewsG,
  contractClausesG,
  customerMailsG,
  examInstructionsG,
  fictionG,
  gameRulesG,
  helpdeskKbG,
  humanChatG,
  meetingNotesG,
  multilingualG,
  parentingEtiquetteG,
  phoneScriptsG,
  promptDocsG,
  recipesG,
  redTeamTrainingG,
  runbooksG,
  translationsG,
  uxCopyG,
} from "./lookalike-corpus-g.ts";

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
// Round 17: F is the development half of a fresh corpus, G the held-out half
// (only its counts are printed unless LOOKALIKE_SHOW_HELD_OUT=1).
// One row per genre: its development (F) and held-out (G) halves, and channels.
const genres: [string, string[], string[], Channel[]][] = [
  ["ux", uxCopyF, uxCopyG, common],
  ["game", gameRulesF, gameRulesG, common],
  ["recipe", recipesF, recipesG, common],
  ["contract", contractClausesF, contractClausesG, common],
  ["runbook", runbooksF, runbooksG, common],
  ["promptdocs", promptDocsF, promptDocsG, [...common, "description"]],
  ["redteam", redTeamTrainingF, redTeamTrainingG, common],
  ["exam", examInstructionsF, examInstructionsG, common],
  ["parenting", parentingEtiquetteF, parentingEtiquetteG, common],
  ["ivr", phoneScriptsF, phoneScriptsG, common],
  ["clidocs", cliSqlRegexDocsF, cliSqlRegexDocsG, [...common, "description"]],
  ["commits", commitsAndReviewsF, commitsAndReviewsG, common],
  ["multilingual", multilingualF, multilingualG, common],
  ["custmail", customerMailsF, customerMailsG, common],
  ["meeting", meetingNotesF, meetingNotesG, common],
  ["humanchat", humanChatF, humanChatG, common],
  ["translation", translationsF, translationsG, common],
  ["fiction", fictionF, fictionG, common],
  ["checklist", checklistsF, checklistsG, common],
  ["agentdocs", agentDocsF, agentDocsG, [...common, "description"]],
  ["kb", helpdeskKbF, helpdeskKbG, common],
];
const groupsF = genres.map(([name, f, , channels]): [string, string[], Channel[]] => [
  name,
  f,
  channels,
]);
const groupsG = genres.map(([name, , g, channels]): [string, string[], Channel[]] => [
  name,
  g,
  channels,
]);

function blocking(text: string, channel: Channel): string[] {
  const findings =
    channel === "argument"
      ? scanArguments({ body: text }).findings
      : scan(text, { channel }).findings;
  return findings.filter((f) => f.severity !== "low").map((f) => `${f.rule}: ${f.excerpt}`);
}

const quiet = process.env.LOOKALIKE_QUIET === "1";
const showHeldOut = process.env.LOOKALIKE_SHOW_HELD_OUT === "1";

function run(label: string, set: [string, string[], Channel[]][], show: boolean): void {
  let texts = 0;
  let blockedTexts = 0;
  const perChannel = new Map<Channel, [number, number]>();
  for (const [name, list, channels] of set) {
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
          if (show) {
            console.log(
              `${label}${name}-${i} [${channel}] ${text.replace(/\n/g, "⏎").slice(0, 300)}`,
            );
            for (const h of hits) console.log(`    ${h.replace(/\n/g, "⏎")}`);
          }
        }
        perChannel.set(channel, tally);
      }
      if (any) blockedTexts++;
    });
  }
  console.log(`\n${label}texts: ${texts}, blocked on some channel: ${blockedTexts}`);
  for (const [channel, [n, b]] of perChannel) console.log(`  ${channel}: ${b}/${n}`);
}

run("", groups, !quiet);
run("F (development) ", groupsF, !quiet);
run("G (held-out) ", groupsG, !quiet && showHeldOut);
