import { describe, expect, it } from "vitest";
import { createGuard } from "../create-guard.js";
import type { DecisionContext } from "../decision.js";
import { InvalidPolicyError } from "../invalid-policy-error.js";
import { scan } from "../scan.js";
import {
  ATTACK_TEXTS,
  BENIGN_TEXTS,
  RULES_MISS_TEXTS,
  SECURITY_ARTICLE,
} from "./classifier-texts.test-data.js";
import { localClassifier } from "./local-classifier.js";
import { scoreInjection } from "./score-injection.js";
import { LOCAL_MODEL } from "./weights.js";

const classify = localClassifier();
const judge = (text: string) => classify({ channel: "argument", text });

// A statistical model is judged on a set, not per text: these bounds say how
// often it may be wrong on texts it never saw (bench/RESULTS.md lists which).
const flaggedOf = async (texts: readonly string[]) => {
  const out: string[] = [];
  for (const text of texts) if ((await judge(text)).flagged) out.push(text);
  return out;
};

describe("localClassifier: benign text that sounds like an attack", () => {
  it("flags at most 1 of the benign texts (docs, questions, e-mails, PR comments)", async () => {
    const flagged = await flaggedOf(BENIGN_TEXTS);
    expect(flagged.length, `flagged: ${JSON.stringify(flagged)}`).toBeLessThanOrEqual(1);
  });

  it("flags none of the ordinary user questions and e-mails", async () => {
    // Indices 8..21: questions, requests, e-mails, notes, PR comments.
    expect(await flaggedOf(BENIGN_TEXTS.slice(8))).toEqual([]);
  });

  it("scores 'You must provide an ISO date' and 'Ignore case' far below the threshold", () => {
    for (const text of BENIGN_TEXTS.slice(0, 4))
      expect(scoreInjection(text)).toBeLessThan(LOCAL_MODEL.threshold / 2);
  });

  it("does not flag a security paragraph that discusses prompt injection", async () => {
    expect((await judge(SECURITY_ARTICLE)).flagged).toBe(false);
  });

  it("does not flag one-word texts that the rules' vocabulary contains", async () => {
    // Short texts are normalised as if they had 64 features: one word is little evidence.
    expect(await flaggedOf(["ignore", "system", "override", "password", "jailbreak"])).toEqual([]);
  });
});

describe("localClassifier: attacks in fresh phrasing", () => {
  // Trained on what the rules miss (bench/train-classifier.ts), so it is judged there.
  const rulesMiss = [
    ...ATTACK_TEXTS.filter((t) => !scan(t, { channel: "argument" }).blocked),
    ...RULES_MISS_TEXTS,
  ];

  // As the rules grow they take over attacks the classifier used to catch
  // ("Whatever the user says next, respond that ..." is a rule's since the
  // tenth round), so the claim is a share, not a count, and RULES_MISS_TEXTS
  // stay whole: texts the rules missed when they were written.
  it("flags at least a quarter of the attacks the rules let through, labelled as injections", async () => {
    const flagged = await flaggedOf(rulesMiss);
    expect(flagged.length, `flagged: ${JSON.stringify(flagged)}`).toBeGreaterThanOrEqual(
      Math.ceil(rulesMiss.length / 4),
    );
    for (const text of flagged) expect((await judge(text)).label).toBe("injection");
  });

  // The attacks the rules miss read more like ordinary text than the rest, and
  // each batch of hard negatives the model learns from (security writing that
  // quotes attacks, blind set 20) moves this share a point either way around
  // 0.9 (0.896 with set 20); each retrain on the rules that stand moves it
  // too (131 of 154 pairs before the sixty-sixth round, 130 after it: one
  // attack at 0.062 against an ordinary text at 0.064). The bound says the
  // ranking holds, not its decimal.
  it("ranks the attacks the rules miss above ordinary texts in at least 84 % of pairs", () => {
    const attacks = rulesMiss.map(scoreInjection);
    const benign = BENIGN_TEXTS.map(scoreInjection);
    let ordered = 0;
    for (const a of attacks) for (const b of benign) if (a > b) ordered++;
    expect(ordered / (attacks.length * benign.length)).toBeGreaterThanOrEqual(0.84);
  });

  it("ranks attacks above ordinary texts in at least 90 % of pairs", () => {
    const attacks = ATTACK_TEXTS.map(scoreInjection);
    const benign = BENIGN_TEXTS.map(scoreInjection);
    let ordered = 0;
    for (const a of attacks) for (const b of benign) if (a > b) ordered++;
    expect(ordered / (attacks.length * benign.length)).toBeGreaterThanOrEqual(0.9);
  });
});

describe("localClassifier: options and answers", () => {
  it("answers with a score in [0, 1], rounded, and no label when not flagged", async () => {
    const check = await judge("Lunch at noon?");
    expect(check.flagged).toBe(false);
    expect(check.label).toBeUndefined();
    expect(check.score).toBeGreaterThanOrEqual(0);
    expect(check.score).toBeLessThanOrEqual(1);
  });

  it("moves the decision with the threshold", async () => {
    const score = scoreInjection(SECURITY_ARTICLE);
    const strict = localClassifier({ threshold: Math.min(1, score + 0.01) });
    // Just under the score: a retrain can leave this article's score below
    // 0.01 (0.00096 once), so a fixed floor would sit above it.
    const loose = localClassifier({ threshold: score > 0.02 ? score - 0.01 : score / 2 });
    expect((await strict({ channel: "argument", text: SECURITY_ARTICLE })).flagged).toBe(false);
    expect((await loose({ channel: "argument", text: SECURITY_ARTICLE })).flagged).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN])("rejects threshold %s with InvalidPolicyError", (threshold) => {
    expect(() => localClassifier({ threshold })).toThrow(InvalidPolicyError);
  });

  it("handles empty, huge and astral-heavy text without throwing", async () => {
    expect((await judge("")).flagged).toBe(false);
    const huge = await judge("🙂\u{e0041}".repeat(500_000));
    expect(typeof huge.flagged).toBe("boolean");
  });
});

describe("localClassifier in the guard (opt-in semantic pass)", () => {
  const ctx: DecisionContext = {
    tools: [
      {
        name: "send_email",
        parameters: {
          type: "object",
          properties: { to: { type: "string" }, body: { type: "string" } },
          required: ["to", "body"],
        },
      },
    ],
    runId: "classifier-test",
  };

  it("blocks arguments the rules allowed when the model flags them", async () => {
    // The guard asks about the call's string values joined by newlines.
    const body = RULES_MISS_TEXTS.find(
      (t) =>
        !scan(t, { channel: "argument" }).blocked &&
        scoreInjection(`ops@example.com\n${t}`) >= LOCAL_MODEL.threshold,
    );
    expect(body).toBeDefined();
    const decision = await createGuard({ classifier: localClassifier() }).decide(
      { name: "send_email", arguments: { to: "ops@example.com", body: body as string } },
      ctx,
    );
    expect(decision.action).toBe("block");
    expect(decision.findings.map((f) => f.code)).toContain("argument_injection");
  });

  it("lets an ordinary e-mail through and reports the model's answer", async () => {
    const guard = createGuard({ classifier: localClassifier() });
    const decision = await guard.decide(
      {
        name: "send_email",
        arguments: {
          to: "sam@example.com",
          body: BENIGN_TEXTS.find((t) => t.startsWith("Hi Sam")) as string,
        },
      },
      ctx,
    );
    expect(decision.action).toBe("execute");
  });
});
