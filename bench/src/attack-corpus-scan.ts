// Scans the round-17 development corpus (attack-corpus-r17.ts) and prints
// recall and FPR for half A (development) and half B (check) separately.
// ATTACK_MISSES=1 also prints half A's misses and false positives; half B's
// individual results are never printed (it is the check half).
//
//   node --experimental-strip-types --no-warnings=ExperimentalWarning src/attack-corpus-scan.ts
import { scan, scanArguments } from "@toolform/core";
import { attacksA, attacksB, benignA, benignB, type CorpusCase } from "./attack-corpus-r17.ts";

function blocks(c: CorpusCase): boolean {
  if (c.channel === "argument") {
    let args: { [key: string]: unknown } = { body: c.text };
    try {
      const parsed = JSON.parse(c.text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) args = parsed;
    } catch {
      // raw text: scanned as one argument value
    }
    return scanArguments(args).findings.some((f) => f.severity !== "low");
  }
  return scan(c.text, { channel: c.channel }).blocked;
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)} %`);
const show = process.env.ATTACK_MISSES === "1";

function report(name: string, attacks: CorpusCase[], benign: CorpusCase[], printCases: boolean) {
  const missed = attacks.filter((c) => !blocks(c));
  const fps = benign.filter((c) => blocks(c));
  const hit = attacks.length - missed.length;
  console.log(
    `${name}: recall ${hit}/${attacks.length} (${pct(hit, attacks.length)})  FPR ${fps.length}/${benign.length} (${pct(fps.length, benign.length)})`,
  );
  const cats = [...new Set(attacks.map((c) => c.category))];
  const chans = [...new Set(attacks.map((c) => c.channel))];
  const line = (key: "category" | "channel", vals: string[]) =>
    vals
      .map((v) => {
        const all = attacks.filter((c) => c[key] === v);
        const h = all.filter((c) => !missed.includes(c)).length;
        return `${v} ${h}/${all.length}`;
      })
      .join("  ");
  console.log(`  ${line("category", cats)}`);
  console.log(`  ${line("channel", chans)}`);
  if (printCases) {
    for (const c of missed)
      console.log(`  MISS [${c.category}/${c.channel}] ${JSON.stringify(c.text)}`);
    for (const c of fps) console.log(`  FP   [${c.channel}] ${JSON.stringify(c.text)}`);
  }
}

report("A", attacksA, benignA, show);
report("B", attacksB, benignB, false);
