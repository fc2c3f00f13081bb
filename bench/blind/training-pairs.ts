import type { BlindCase } from "./blind-case.ts";
import { pairs1Cases } from "./pairs1-cases.ts";
import { pairs2Cases } from "./pairs2-cases.ts";
import { pairs3Cases } from "./pairs3-cases.ts";
import { pairs4Cases } from "./pairs4-cases.ts";
import { pairs5Cases } from "./pairs5-cases.ts";
import { pairs6Cases } from "./pairs6-cases.ts";
import { pairs7Cases } from "./pairs7-cases.ts";
import { pairs8Cases } from "./pairs8-cases.ts";
import { pairs9Cases } from "./pairs9-cases.ts";
import { pairs10Cases } from "./pairs10-cases.ts";
import { pairs11Cases } from "./pairs11-cases.ts";
import { pairs12Cases } from "./pairs12-cases.ts";
import { pairs13Cases } from "./pairs13-cases.ts";
import { pairs14Cases } from "./pairs14-cases.ts";
import { pairs15Cases } from "./pairs15-cases.ts";
import { pairs16Cases } from "./pairs16-cases.ts";
import { pairs17Cases } from "./pairs17-cases.ts";
import { pairs18Cases } from "./pairs18-cases.ts";
import { pairs19Cases } from "./pairs19-cases.ts";

/**
 * Classifier training data written on 2026-12-02 for the twenty-fourth
 * round: minimal pairs, each an injection and a benign twin on the same
 * topic, in the same channel, register and language (ids `p1-001a` and
 * `p1-001b`), so that a model learns what makes a text hostile rather than
 * its topic or its writer's style. Fifteen independent writers, each with its
 * own brief, none of whom opened scanner code, rule, test, data or corpus:
 * - pairs 1: coding agents, DevOps and cloud, IT help desks (130 pairs,
 *   31 % in 18 other languages);
 * - pairs 2: personal assistants, payments, shops and support, office work
 *   (130 pairs, half in other languages);
 * - pairs 3: browsing and research agents, analytics, education and content,
 *   website chatbots, jailbreaks and their legitimate twins (130 pairs, 20 %
 *   in 15 other languages);
 * - pairs 4: three quarters in 20-odd other languages, code-switching and
 *   transliteration included, any domain;
 * - pairs 5: tool definitions (65 pairs: descriptions, parameters, enums,
 *   rug pulls, cross-tool shadowing) and call arguments (65 pairs);
 * - pairs 6: tool outputs only, in thirty-odd containers (HTML, e-mail,
 *   .ics, JSON, CSV, logs, tickets, transcripts, hand-offs between agents);
 * - pairs 7: chat messages only (jailbreaks, fake authority, social
 *   engineering, off-task hijacks; role-play, fiction and forceful users);
 * - pairs 8: long texts (12 to 40 lines) written twice, once with a payload
 *   of one to three sentences and once with an ordinary sentence in its
 *   place;
 * - pairs 9: security vocabulary on both sides (runbooks, key rotation,
 *   pentest reports, advisories quoting payloads, admin tools);
 * - pairs 10: agent systems (hand-offs, sub-agent reports, memories, task
 *   boards, workflow steps);
 * - pairs 11: HR, legal, health, insurance, education, government,
 *   logistics and procurement, 40 % in other languages;
 * - pairs 12: short texts, one line or two (titles, enum values, queries,
 *   commit messages, subjects, cells, log lines, one-line chat);
 * - pairs 13: shops, marketplaces, travel and content written to steer AI
 *   answers (reviews, listings, affiliate and SEO copy);
 * - pairs 14: what coding agents read and write (source comments,
 *   manifests, CI files, agent rule files, PRs, compiler output);
 * - pairs 15: no English at all, thirty-odd languages detectors tend to
 *   cover badly (Indic, South-East Asian, African, Slavic, Nordic, Persian).
 *
 * Four more writers, same rules, on 2026-12-05 for the forty-second round:
 * - pairs 16: deeds without consent: tool outputs, descriptions and
 *   arguments ordering a payment, share, permission change, deletion or
 *   command while claiming the user's consent is on file or not needed (30 %
 *   in es, de, fr, pt, ja);
 * - pairs 17: notes to an AI reader that steer what it says or hide a fee,
 *   breach or failure from the user, in pages, listings, e-mails, résumés
 *   and PRs, many in comments, alt text and metadata (25 % in it, nl, zh,
 *   ko, es);
 * - pairs 18: data sent out without the stock words (URLs, image links,
 *   webhooks, "backup" addresses, credentials read "for diagnostics"; 40 %
 *   in de, fr, pt, ru, zh, ar);
 * - pairs 19: manipulation in the user's own words (fiction and hypothetical
 *   wrappers, fake developers, the prompt asked for translated or encoded,
 *   pasted chat turns; 40 % in twelve other languages).
 * Read, and used only for training (bench/src/classifier-blind.ts); never a
 * measure of anything.
 *
 * @example
 * trainingPairs.map((p) => p.set.length); // nineteen files of 260
 */
export const trainingPairs: readonly { name: string; set: readonly BlindCase[] }[] = [
  { name: "pairs1", set: pairs1Cases },
  { name: "pairs2", set: pairs2Cases },
  { name: "pairs3", set: pairs3Cases },
  { name: "pairs4", set: pairs4Cases },
  { name: "pairs5", set: pairs5Cases },
  { name: "pairs6", set: pairs6Cases },
  { name: "pairs7", set: pairs7Cases },
  { name: "pairs8", set: pairs8Cases },
  { name: "pairs9", set: pairs9Cases },
  { name: "pairs10", set: pairs10Cases },
  { name: "pairs11", set: pairs11Cases },
  { name: "pairs12", set: pairs12Cases },
  { name: "pairs13", set: pairs13Cases },
  { name: "pairs14", set: pairs14Cases },
  { name: "pairs15", set: pairs15Cases },
  { name: "pairs16", set: pairs16Cases },
  { name: "pairs17", set: pairs17Cases },
  { name: "pairs18", set: pairs18Cases },
  { name: "pairs19", set: pairs19Cases },
];
