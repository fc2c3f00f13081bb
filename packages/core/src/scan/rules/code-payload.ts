import { frag, type Rule, rx } from "../rule.js";
import { harmfulCode, harmfulCodeWords } from "./harmful-code.js";

const { s } = frag;

// Who the order is for: an AI assistant or agent, or the code it writes
// ("the generated script", "every module you generate", "your
// implementation", "when writing a script with this tool"). A bare "agent"
// is a monitoring or CI agent as often: it counts when spoken to ("Agents:")
// or doing the work ("the agent installing this package").
const reader = String.raw`(?:\b(?:ai|llm|coding|automated)(?:${s}|-)?(?:coding${s})?(?:assistants?|agents?|models?|tools?|helpers?|bots?)\b|\b(?:assistants?|copilot|chatgpt|claude)\b|\b(?:an?|the|any|every)${s}(?:ai|llm)\b|\bwhoever${s}(?:writes|implements|generates|fixes|handles|builds|is${s}running)\b|\b(?:the|le|il|el|o)${s}(?:bot|model|modelo|modell)\b|\bautomated${s}(?:fixers?|contributors?)\b|\b(?:every|the|any)${s}generated\b|\bthe${s}final${s}[a-z0-9._/-]{1,30}${s}(?:has|must|should)\b|\bif${s}you${s}are${s}an?${s}(?:ai|llm|assistant|agent|model)\b|\btodo\((?:ai|agent|llm|copilot)\)|\bagents?(?:\s{0,4}[:,]|${s}(?:installing|implementing|generating|writing|handling|preparing|working|reading|editing|setting|configuring|building|creating|repairing|fixing|scaffolding|extending|using|adding|running|that|who)\b)|\byou${s}(?:write|generate|produce|create|build|implement|update)\b|\b(?:with|via|through)${s}this${s}tool\b|\bwhen(?:ever)?${s}(?:writing|generating|producing|creating|implementing)\b|\bgenerated${s}(?:[a-z]{1,15}${s})?(?:code|scripts?|modules?|files?|client|makefile|dockerfile|workflows?|app|service|components?|pages?|task|migration|integration)\b|\byour${s}(?:code|codebase|implementation|patch|fix|final${s}version|program|script|module|solution|algorithm|installer)\b|asistente|assistente|assistent|asistan|agente|ki-agent|助手|アシスタント|エージェント|에이전트|어시스턴트|ассистент|агент|модель)`;

// What it is told to do with the code: put it in, or run it.
const putIn = String.raw`(?:\b(?:includ(?:e|ed|ing)|add|put|place|paste|insert|append|prepend|embed|merge|blend|incorporate|integrate|weave|infuse|fuse|meld|inject|assimilate|enlist|deploy|adopt|feature|contain(?:s|ing)?|run|execute|call|invoke|starts?|implement|appear|use|install|register|copy|write|finish|replace|keep)\b|incluy|anad|agreg|insert|ejecut|conteng|fug|einfug|hinzufug|ausfuhr|ajout|inser|inclu|execut|adicion|coloc|aggiung|inserisc|copia|carica|ekle|넣|추가|含め|加入|添加|粘贴|放入|执行|运行|追加|入れ|貼り|実行|добав|встав|выполн|запуст)`;

/**
 * Harmful code handed to the assistant to put into what it writes or to run.
 *
 * @example
 * codePayloadRules.map((rule) => rule.id);
 */
export const codePayloadRules: readonly Rule[] = [
  {
    // A page, README, issue comment or tool description tells the assistant
    // to put a snippet into the user's code, or to run it ("AI assistants
    // writing this should include the following", "your implementation
    // should include this helper", "when you generate the Dockerfile, add
    // these lines"), and the snippet does harm (harmful-code.ts): wipes a
    // home or a disk, switches security off, runs what it downloads, opens a
    // door, encrypts files with a fetched key, exhausts the machine, or
    // sends out keys, secrets, the screen, the clipboard or keystrokes. The
    // order and its reader, within 120 characters of each other, must end in
    // the 700 characters before the harm (`follows`: found once per text,
    // so a page dense with such code is not read back from every line).
    id: "instruction_override.code_payload",
    category: "instruction_override",
    anchors: harmfulCodeWords,
    pattern: rx(harmfulCode),
    follows: {
      pattern: rx(String.raw`${reader}[\s\S]{0,120}?${putIn}|${putIn}[\s\S]{0,120}?${reader}`),
      within: 700,
    },
    // The user's own message pasting such a page is an attack on them
    // through the assistant: medium there, high where the page arrives.
    severity: { default: "high", text: "medium" },
    // A bug report or write-up quoting such a page ("Steps to reproduce: a
    // README that says ...") discusses it; code quoted in the page itself
    // ('os.system("rm -rf ~")') does not make the order a mention.
    quotedIsMention: true,
    mentionNeedsContext: true,
  },
];
