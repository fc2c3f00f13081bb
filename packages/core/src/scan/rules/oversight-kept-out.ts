import { frag, type Rule, rx } from "../rule.js";
import { inflection as w } from "./inflection.js";

const { s, ownWalk } = frag;

// A deed kept from the people and records that oversee it, in the request
// for the deed: "turn off MFA enforcement for Sales. Don't post in #security,
// they'll overreact", "give my account billing_admin, and don't post any of
// this in #it-changes", "run crm.bulk_delete, then clear the deletion audit
// trail", "stop auditd", "보안팀에는 알리지 말고, 변경 로그에도 안 남게 해주세요".
// The security team, the auditors, the change log and the audit trail exist
// to see such deeds; no honest request keeps one from them. A colleague, a
// manager or a channel kept free of noise is another matter ("don't cc my
// boss", "no need to post in #general"), and so is sensitive data kept out of
// a log ("keep the API key out of the logs"): only the watchdogs count, and
// only the deed itself ("it", "this", "the change") is kept from them.

// Whoever watches: a security, audit, compliance or fraud function, never a
// colleague or a manager.
// "Do not report security vulnerabilities via GitHub issues" names a kind of
// report, not whom it is kept from: a watchdog's name that modifies the next
// noun is no recipient.
const modifies = String.raw`(?![\s-]{1,5}(?:vulnerabilit|issue|bug|hole|flaw|concern|problem|incident|patch|update|fix|advisor|report|finding|question|research|polic|setting|key|token|group|header|review|audit|scan|test|check|feature|measure|control|requirement|rule|standard|training|event|log|alert|warning|notice|risk|implication|best|tip|guid|question|matter|reason|purpose|context|detail|info))`;
const watchdog = String.raw`(?:(?:the|our|my|their|any|anyone${s}(?:in|from|on))${s})?(?:(?:company'?s|corporate|internal|it)${s})?(?:(?:security|compliance)${s}(?:team|folks|people|guys|ops|desk|channel|office|officer)|(?:security|secops|infosec|compliance|dlp|siem|ciso)${modifies}|the${s}soc|soc${s}team|internal${s}audit|audit(?:ors?|${s}team)|risk${s}team|fraud${s}team|change${s}(?:log|channel|board|record|calendar)s?|changelog|(?:the${s})?audit${s}(?:log|trail|channel)s?)`;
const tellVerb = String.raw`(?:tell|inform|notify|alert|loop${s}in|cc|post|write|mention|log|record|note|announce|report|share|flag|escalate|put)`;
const tellVerbIng = String.raw`(?:telling|informing|notifying|alerting|looping${s}in|cc'?ing|posting|writing|mentioning|logging|recording|noting|announcing|reporting|sharing|flagging|escalating|putting)`;
const deedObject = String.raw`(?:it|this|that|them|anything|any${s}of${s}(?:this|it|that)|(?:about|of)${s}(?:it|this|that)|the${s}(?:change|changes|deletion|purge|transfer|payment|grant|export|download|access|update|deploy|deployment|restart|reset|rollback|hotfix|command|commands|role${s}change|permission${s}change))`;
// Records the deed leaves: the audit trail, the sent items.
// Not a shell's history ("use `history -c` to clear the shell history" is
// privacy advice) nor a log rotated by age (retention).
const trail = String.raw`(?:audit(?:-|${s})(?:trail|log|entry|entries|record)s?|sent${s}(?:history|items|folder|mail))`;
// A retention rule prunes records by age: "purge audit logs older than 90 days".
const retention = String.raw`(?![^.!?\n]{0,40}\b(?:older${s}than|from${s}before|more${s}than${s}\d{1,4}${s}(?:days|weeks|months|years)${s}old|per${s}(?:the${s}|our${s})?(?:retention|policy)|retention)\b)`;
const not = String.raw`(?<!\b(?:not|never|don'?t|cannot|can't|should${s}not|shouldn'?t|must${s}not|mustn'?t|how${s}to|how${s}do${s}(?:i|we|you))${s}(?:(?:ever|also|accidentally)${s})?)`;

// A channel named for oversight ("#security", "#it-changes", "#zmiany") with
// a negation of any language before it in the clause ("don't post in
// #security", "Tylko bez wpisu na kanale #zmiany", "non c'è bisogno di
// scriverlo su #ops") or after it ("#ops चैनल में … मत लिखना").
// An alerts channel is a pager: a drill routed around it ("don't post this to
// #security-alerts, it's the scheduled red-team exercise") keeps nothing from
// the team that runs it.
const hashWatch = String.raw`#(?![a-z0-9_-]{0,30}alert)(?:(?:it|sec|team|infra|eng)-)?(?:security|secops|infosec|changes|changelog|change-log|audit|compliance|incidents?|zmiany|cambios|changements|anderungen|degisiklik|mudancas|modifiche|wijzigingen|seguridad|securite|sicherheit|sicurezza|seguranca|guvenlik|keamanan|bezpieczenstwo|soc|ops)(?![a-z0-9_])[a-z0-9_-]{0,20}`;
const negation = String.raw`(?:\b(?:don'?t|do${s}not|never|no${s}need${s}to|without|nicht|kein(?:e|en)?|nie|bez|non|nao|no|pas|ne|jangan|khong|dung|yazma|paylasma|gerek${s}yok|niet|geen|nunca|jamais|mai)\b|(?<![a-z])đung\s|मत|नहीं|别|不要|不用|말고|하지|しないで|не\s|لا\s)`;
// A secret kept out of a channel is hygiene ("never post passwords in #security"),
// and an approval sought there is the opposite of hiding ("don't run delete
// commands without a human approving in #ops").
const hygiene = String.raw`(?:password|passwort|contrasena|senha|mot${s}de${s}passe|secret|token|credential|api${s}key|private${s}key)`;

/**
 * A deed kept from the security team, the auditors, the change log or the
 * audit trail in the request for it, or its records wiped.
 *
 * @example
 * oversightKeptOutRules.map((rule) => rule.id); // ["concealment.kept_from_watchdogs", "concealment.kept_from_watchdogs_i18n"]
 */
export const oversightKeptOutRules: readonly Rule[] = [
  {
    id: "concealment.kept_from_watchdogs",
    category: "concealment",
    anchors: [
      "security",
      "secops",
      "infosec",
      "the soc",
      "soc team",
      "ciso",
      "compliance",
      "audit",
      "risk team",
      "fraud team",
      "dlp",
      "siem",
      "change log",
      "changelog",
      "change-log",
      "change channel",
      "change board",
      "change record",
      "change calendar",
      "sent history",
      "sent items",
      "sent folder",
      "sent mail",
    ],
    requires: [
      "don't",
      "dont",
      "do not",
      "never",
      "no need",
      "without",
      "keep",
      "leave",
      "clear",
      "wipe",
      "delete",
      "purge",
      "erase",
      "scrub",
      "remove",
      "edit",
      "alter",
      "rewrite",
      "backdate",
      "truncate",
      "stop",
      "disable",
      "shred",
      "auditctl",
    ],
    pattern: rx(
      ownWalk,
      String.raw`(?:`,
      // Not told: "don't post in #security", "without telling the security team".
      String.raw`\b(?:don'?t|do${s}not|never|no${s}need${s}to)${s}(?:(?:even|bother${s}to|bother)${s})?${tellVerb}${s}(?:${deedObject}${s})?(?:(?:in|to|on|into|with|for)${s})?${watchdog}\b`,
      String.raw`|\bwithout${s}${tellVerbIng}${s}(?:${deedObject}${s})?(?:(?:in|to|on|into|with|for)${s})?${watchdog}\b`,
      // Kept off the record: "leave it out of the audit log", "keep this off the change log".
      String.raw`|\b(?:keep|leave)${s}${deedObject}${s}(?:out${s}of|off)${s}(?:the${s}|our${s}|any${s})?(?:${trail}|change${s}(?:log|record|channel)s?|changelog|(?:security|incident|compliance)${s}(?:log|report|channel|review)s?)`,
      // Wiped: "clear the deletion audit trail for this week", "stop auditd".
      String.raw`|\b${not}(?:clear|wipe|delete|purge|erase|scrub|remove|edit|alter|rewrite|backdate|truncate)${s}(?:(?:the|this|that|any|all|every|my|our|today'?s|this${s}week'?s|yesterday'?s)${s}){0,2}(?:[a-z-]{2,15}${s})?${trail}\b${retention}`,
      String.raw`|\b(?:systemctl|service)${s}(?:stop|disable)${s}auditd\b|\bauditctl${s}-e${s}0\b|\b(?:rm|shred|truncate)${s}[^\n]{0,20}/var/log/audit\b`,
      String.raw`)`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    // The same in other languages, and an oversight channel ("#security",
    // "#it-changes", "#zmiany") under a negation of any language.
    id: "concealment.kept_from_watchdogs_i18n",
    category: "concealment",
    anchors: [
      "#security",
      "#secops",
      "#infosec",
      "#changes",
      "#changelog",
      "#change-log",
      "#audit",
      "#compliance",
      "#incident",
      "#soc",
      "#ops",
      "#it-",
      "#sec-",
      "#team-",
      "#infra-",
      "#eng-",
      "zmiany",
      "cambios",
      "changements",
      "anderungen",
      "degisiklik",
      "mudancas",
      "modifiche",
      "wijzigingen",
      "seguridad",
      "securite",
      "sicherheit",
      "sicurezza",
      "seguranca",
      "guvenlik",
      "keamanan",
      "bezpieczenstwo",
      "cumplimiento",
      "conformidade",
      "conformite",
      "auditoria",
      "journal des modifications",
      "anderungsprotokoll",
      "revisionsteam",
      "denetim",
      "безопасност",
      "безопасник",
      "аудит",
      "журнал изменений",
      "комплаенс",
      "보안",
      "감사",
      "컴플라이언스",
      "변경",
      "セキュリティ",
      "監査",
      "コンプライアンス",
      "変更ログ",
      "変更履歴",
      "安全团队",
      "安全部门",
      "安全组",
      "审计",
      "合规",
      "变更日志",
      "变更记录",
    ],
    pattern: rx(
      ownWalk,
      String.raw`(?:`,
      // An oversight channel under a negation, in any language.
      String.raw`${negation}(?:(?!${hygiene}|approv|review|confirm|\bask|\brun\b)[^.!?\n]){0,40}${hashWatch}|${hashWatch}[^.!?\n]{0,40}(?:मत|नहीं|말고|하지${s}마|しないで|别|不要)`,
      // The watchdogs named in other languages, the deed kept from them.
      String.raw`|\b(?:sin|sem|sans|senza|no|nao|ne|non)${s}(?:(?:lo|la|le|l')\s{0,4})?(?:avisar|informar|notificar|decir|prevenir|avertir|informer|avvisare|informare|comunicar|registrar|anotar|poner|mettre|mettere|pongas|metas)(?:lo|la|le)?${s}(?:(?:a|al|a${s}la|ao|a${s}l'|la|le|el|en${s}el|no|nel|dans${s}le)\s{0,4})?(?:equipo${s}de${s}|equipe${s}de${s}|team${s}(?:di${s})?)?(?:seguridad|seguranca|securite|sicurezza|cumplimiento|conformidade|conformite|auditoria|registro${s}de${s}(?:cambios|auditoria)|journal${s}des${s}modifications)\b`,
      String.raw`|\b(?:nicht|ohne|kein(?:e|en)?)\b[^.!?\n]{0,30}\b(?:(?:an${s})?(?:die|das|den|ins|im)${s})?(?:it-?sicherheit|sicherheitsteam|anderungsprotokoll|revisionsteam)\b`,
      String.raw`|не${s}(?:сообщай|говори|пиши|докладывай|информируй|записывай|вноси)${w}${s}(?:(?:в|об${s}этом)${s})?(?:служб${w}${s}безопасност${w}|безопасник${w}|аудитор${w}|аудит${w}|журнал${s}изменений|комплаенс${w})`,
      String.raw`|(?:보안\s{0,4}팀|감사\s{0,4}팀|컴플라이언스|변경\s{0,4}로그|감사\s{0,4}로그)(?:에는|에게는|에게|에도|에|는)?\s{0,4}(?:알리지|남기지|기록하지|올리지|공유하지|보고하지)\s{0,4}(?:말|않)|(?:변경\s{0,4}로그|감사\s{0,4}로그)(?:에는|에도|에)?\s{0,4}(?:안\s{0,4}남|남지\s{0,4}않)`,
      String.raw`|(?:セキュリティ(?:チーム|部門)?|監査(?:チーム|担当|部門)?|コンプライアンス(?:部門)?|変更(?:ログ|履歴)|監査ログ)(?:に|には|へ|にも|は)(?:言わない|伝えない|知らせない|報告しない|残さない|記録しない|書かない)`,
      String.raw`|(?:别|不要|不用|不必|无需)(?:告诉|通知|报告给|上报给|抄送|发到|发给|写进|记到|记入|让)?(?:安全(?:团队|部门|组)|审计(?:部门|团队|日志)?|合规(?:部门|团队)?|变更(?:日志|记录))`,
      String.raw`|\b(?:degisiklik${s}kanal|guvenlik${s}ekib|denetim)[^\s.,!?]{0,6}${s}(?:(?:da|de)${s})?(?:yazma|bildirme|soyleme|paylasma)\b`,
      String.raw`)`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
