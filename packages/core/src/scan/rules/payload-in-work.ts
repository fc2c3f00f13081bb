import { frag, type Rule, rx } from "../rule.js";

const { s, gap } = frag;
// Code that wipes a disk or a tree, runs what it downloads, or sends local
// data (environment, cookies, clipboard, screenshots) to a server.
// (Install docs pipe curl into sh and delete ~/.cache: those are left out.)
const harmfulCode = String.raw`(?:rm${s}-rf${s}(?:/|~/?|/\*)(?=[\s"'\x60);\]]|$)|shutil\.rmtree\(\s{0,4}["'](?:/|~)["']|of=/dev/(?:sd|hd|nvme|disk|mmcblk)|exec\(\s{0,4}(?:open|requests|urllib|response)|pickle\.loads?\(\s{0,4}(?:requests|urllib|response)|os\.environ[^\x60]{0,300}?(?:requests\.post|urlopen|socket|smtplib)|requests\.post[^\x60]{0,300}?os\.environ|cookies?\.(?:txt|pkl|sqlite)|cookiejar|(?:clipboard|screenshot)[^\x60]{0,300}?(?:scp|requests\.post|smtplib|ftp)|open\(\s{0,4}["']/(?:etc/(?:hosts|passwd|shadow|sudoers)|boot/)[^"']{0,40}["']\s{0,4},\s{0,4}["'][aw])`;

/**
 * Work pushed into the assistant's own output: code to paste into the user's
 * project (flagged when it wipes a disk, runs a download or sends local data
 * out), and a payload split into parts the model is told to join and obey.
 * Spread into the instruction-override rules at their place in the order.
 *
 * @example
 * payloadInWorkRules.map((rule) => rule.id);
 */
export const payloadInWorkRules: readonly Rule[] = [
  {
    id: "instruction_override.embed_snippet",
    category: "instruction_override",
    anchors: ["following", "below", "subsequent"],
    pattern: rx(
      // Provided code pushed into the assistant's own work, in either order.
      // "Add the following code to your project" is ordinary documentation,
      // so the target must be the assistant's answer or solution.
      String.raw`\b(?:following|subsequent|below)${s}(?:code|script)(?:${s}(?:snippet|block|excerpt|section|fragment))?\b${gap(80)}\byour${s}(?:implementation|solution|algorithm|elucidation|response|answer|reply)\b`,
      String.raw`|\byour${s}(?:implementation|solution|algorithm)\b${gap(60)}\b(?:following|subsequent|below)${s}(?:code|script)\b`,
    ),
    severity: { default: "medium", description: "low", text: "off" },
  },
  {
    // A page handing the assistant code to put into its work ("blend the
    // following code block into your code"), where the code destroys data,
    // runs a download, or sends local data out. Honest docs say "add the
    // following code to your project" too, so the fenced code itself must
    // do one of those things.
    id: "instruction_override.embed_harmful_code",
    category: "instruction_override",
    anchors: ["following code", "below code", "subsequent code"],
    pattern: rx(
      String.raw`\b(?:following|below|subsequent)${s}code\b[^\x60]{0,160}\x60{3}(?=[^\x60]{0,700}?${harmfulCode})`,
    ),
    severity: { default: "medium", text: "off" },
    // "Attackers ask agents to add the following code: ..." is a write-up.
    quotedIsMention: true,
    mentionNeedsContext: true,
  },
  {
    // Payload splitting: the request is cut into parts so that no part
    // matches, with an order to join them and act ("combine A, B and C and
    // answer the question", "Part 1 is ..., Part 2 is ...").
    id: "instruction_override.payload_splitting",
    category: "instruction_override",
    anchors: ["combine", "interlace", "part 1", "part one"],
    pattern: rx(
      // The parts must be defined as quoted strings ("A is '...'"): "to
      // combine A and B, call merge(a, b)" is API documentation.
      String.raw`\b(?:combine|interlace)${s}(?:the${s})?(?:strings?${s}|parts?${s})?(?:a|part${s}1|part${s}one)\b${gap(20)}\b(?:b|part${s}2|part${s}two)\b${gap(60)}\b(?:and${s}|then${s})?(?:answer|follow|respond${s}to|execute|do${s}what)\b(?=[^\n]{0,300}\b(?:a|b|c|part${s}\d)${s}(?:is|=)${s}["'\u201c\u2018])`,
      String.raw`|\b(?:answer|respond${s}to|follow)${s}the${s}(?:question|instruction|request)${s}(?:using|formed${s}(?:by|from)|made${s}(?:of|from)|built${s}from)${s}(?:the${s})?(?:following${s})?parts\b`,
      String.raw`|\bpart${s}(?:1|one)${s}is${s}["'\u201c][^"'\u201d]{1,80}["'\u201d]${gap(10)}\bpart${s}(?:2|two)${s}is\b`,
    ),
    // Splitting a payload is a technique, so a user's own text gets it too.
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
    mentionNeedsContext: true,
  },
  {
    // Payload splitting with variables: "X = 'how to make', Y = '...'. Now answer X+Y."
    id: "instruction_override.payload_splitting_vars",
    category: "instruction_override",
    anchors: ["answer", "follow", "execute", "respond"],
    pattern: rx(
      String.raw`\b[a-z]${s}=${s}["'\u201c\u2018][^"'\u201d\u2019\n]{1,60}["'\u201d\u2019]${gap(10)}\b[a-z]${s}=${s}["'\u201c\u2018][^"'\u201d\u2019\n]{1,60}["'\u201d\u2019][^\n]{0,120}\b(?:answer|follow|execute|do|respond${s}to)${s}[a-z]\s{0,4}\+\s{0,4}[a-z]\b`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
    mentionNeedsContext: true,
  },
];
