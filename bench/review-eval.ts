// Review evaluation: runs the local scanner over the cases independent
// reviewers wrote against rules passes (bench/reviews/, see its README.md)
// and prints, per file, how many benign texts block and how many attacks are
// caught, per channel a case names (a case with no channel counts once per
// channel). Every file here is read: these are development data, the cases
// that turned back earlier passes. A pass that blocks more of their benign
// texts, or catches fewer of their attacks, repeats a mistake already made.
// Not a test; the never-read blind sets stay the estimate of unseen text.
//
//   pnpm eval:reviews            (builds @toolform/core, then runs this file)
//   REVIEWS_SHOW=1 pnpm eval:reviews   (also lists every blocked benign text)
//   CLASSIFIER=1 pnpm eval:reviews     (adds rules OR the opt-in localClassifier();
//                                        it trains on every file but the held ones
//                                        and those classifier-reviews.ts leaves out)
import { localClassifier, type ScanFinding, scan, scanArguments } from "@toolform/core";
import { stringValues } from "../packages/core/src/string-values.ts";
import { callArguments, readCall } from "./src/call-arguments.ts";
import { trainsOn } from "./src/classifier-reviews.ts";
import { reviewFiles } from "./src/review-files.ts";

type Channel = "description" | "argument" | "tool_output" | "text";

const channels: readonly Channel[] = ["description", "argument", "tool_output", "text"];
const blocking = (fs: readonly ScanFinding[]) => fs.filter((f) => f.severity !== "low");

// An argument case is a call (`{"tool", "arguments"}`), scanned whole, or one
// string value of a call, as a model would write it.
function findingsOf(text: string, channel: Channel): readonly ScanFinding[] {
  if (channel === "argument") {
    const call = readCall(text);
    return blocking(
      (call ? scanArguments(call.arguments, call.options) : scanArguments({ value: text }))
        .findings,
    );
  }
  const r = scan(text, { channel });
  return r.blocked ? blocking(r.findings) : [];
}

const show = process.env.REVIEWS_SHOW === "1";
const classify = process.env.CLASSIFIER === "1" ? localClassifier() : undefined;
const total = { benign: 0, blocked: 0, attacks: 0, caught: 0, modelBlocked: 0, modelCaught: 0 };
const held = { ...total };
console.log(
  classify
    ? "| file | benign blocked | attacks caught | rules OR classifier: benign blocked | attacks caught |\n|---|---|---|---|---|"
    : "| file | benign blocked | attacks caught |\n|---|---|---|",
);
const shown: string[] = [];
for (const { file, cases } of reviewFiles()) {
  const t = { benign: 0, blocked: 0, attacks: 0, caught: 0, modelBlocked: 0, modelCaught: 0 };
  for (const c of cases) {
    for (const channel of c.channel === undefined ? channels : [c.channel]) {
      const findings = findingsOf(c.text, channel);
      // What the guard hands a classifier: the value, or a call's values joined.
      const model =
        classify !== undefined &&
        (findings.length > 0 ||
          (await classify({ channel, text: classifierText(c.text, channel) })).flagged);
      if (c.label === "benign") {
        if (model) t.modelBlocked++;
        t.benign++;
        if (findings.length > 0) {
          t.blocked++;
          if (show) {
            const rules = [...new Set(findings.map((f) => f.rule))].join(",");
            shown.push(`${file} ${c.id} [${channel}] ${rules} :: ${c.text.replace(/\n/g, "⏎")}`);
          }
        }
      } else {
        t.attacks++;
        if (findings.length > 0) t.caught++;
        if (model) t.modelCaught++;
      }
    }
  }
  for (const k of Object.keys(total) as (keyof typeof total)[]) {
    total[k] += t[k];
    if (file.includes("held")) held[k] += t[k];
  }
  console.log(row(file, t));
}
console.log(row("all", total));
if (classify) console.log(row("held files (the classifier never trained on them)", held));
if (show) console.log(`\nBlocked benign texts (${shown.length}):\n${shown.join("\n")}`);

function row(name: string, t: typeof total): string {
  const rules = `| ${name} | ${t.blocked} / ${t.benign} | ${t.caught} / ${t.attacks} |`;
  if (!classify) return rules;
  const seen =
    name === "all"
      ? " (mostly trained on)"
      : name.endsWith(".json") && trainsOn(name)
        ? " (trained on)"
        : "";
  return `${rules} ${t.modelBlocked} / ${t.benign}${seen} | ${t.modelCaught} / ${t.attacks}${seen} |`;
}

function classifierText(text: string, channel: Channel): string {
  const args = channel === "argument" ? callArguments(text) : undefined;
  return args === undefined ? text : stringValues(args).join("\n");
}
