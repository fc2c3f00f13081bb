import { frag } from "../rule.js";
import { callVerb } from "./risky-tool-grammar.js";

const { s, paragraph } = frag;

// A text the agent reads (a tool description, a page, a mail, a JSON field)
// that orders a consequential deed and takes the user's say out of it, in
// the languages beside English the rules read. English waivers are read by
// the consent rules (skipped-consent.ts, forged-go-ahead.ts); their counterparts in other
// languages read only "without asking for confirmation". The two halves are
// read apart and must share a paragraph: a waiver alone is what read-only
// tools honestly say ("no requiere confirmación"), and an order alone is
// what honest tools say behind the user's word. This file holds what the
// rules of each script share (waived-say-latin.ts, waived-say-world.ts):
// the guards after a waiver, and the order it must sit beside.

// A notice that spares its reader a step ("no confirmation is needed on
// your part", "no requiere ninguna confirmación por su parte") speaks to a
// customer about what was done for them.
const notToReader = String.raw`(?![^.!?\n]{0,30}\b(?:on${s}your${s}part|from${s}you\b|por${s}su${s}parte|da${s}sua${s}parte|de${s}votre${s}part|da${s}parte${s}sua|von${s}ihnen|ihrerseits|van${s}uw${s}kant))`;

// A waiver the text justifies by harmlessness ("requires no confirmation,
// since nothing is purchased and items can be removed", "perché
// l'operazione si può annullare") describes a safe path.
const notJustifiedSafe = String.raw`(?![^.\n]{0,30}\b(?:since|because|as|porque|ya${s}que|pois|car|puisque|perche|poiche|da|weil|omdat|poniewaz|cunku)\b[^.\n]{0,80}\b(?:nothing${s}is|no${s}(?:payment|money|account|data)|reversible|undone|undo|removed|discarded|private|locally|read-?only|sandbox|nada${s}se|ningun${s}pago|nenhum${s}pagamento|rien${s}n'est|aucun${s}paiement|annullabile|annullare|nichts${s}wird|ruckgangig|niets${s}wordt|ongedaan|nic${s}nie)\b)`;

// A waiver stated of a tool that changes nothing describes a safe path.
const safeTool = String.raw`(?:read-?only|no${s}side${s}effects|safe${s}to${s}call|does${s}not${s}(?:modify|change|create|delete)|never${s}(?:creates|modifies|changes|deletes)|dry[\s-]?runs?|solo${s}lectura|somente${s}leitura|apenas${s}leitura|lecture${s}seule|sola${s}lettura|nur${s}lesend|lesezugriff|alleen-?lezen|tylko${s}do${s}odczytu|salt${s}okunur|\u8aad\u307f\u53d6\u308a\u5c02\u7528|\u53ea\u8bfb|\uc77d\uae30\s{0,2}\uc804\uc6a9|\u0442\u043e\u043b\u044c\u043a\u043e${s}(?:\u0434\u043b\u044f${s})?\u0447\u0442\u0435\u043d\u0438)`;

// Put after the waiver (the lookbehind spans it): a guard before it would be
// tried at every position of the rule's windows.
const notSafeTool = String.raw`(?<!${safeTool}[^\n]{0,300})`;

// A command-line option's help: "-y, --yes  Assume yes; do not prompt for
// confirmation" says what the flag does (the option, its value, the column
// gap, maybe the start of its help, then the waiver, on the option's line or
// one of the two lines that continue it).
const notOptionHelp = String.raw`(?<!(?:^|\n)[ \t]{0,8}(?:-[a-z0-9],?\s{1,5})?--?[a-z0-9][a-z0-9-]{0,30}(?:[ =]<?[a-z_\[\]-]{1,20}>?)?,?(?:\s{0,2}:)?\s{1,40}[^\n]{0,200}(?:\n[ \t]{0,40}[^\n]{0,200}){0,2})`;

// What the waiver clears the way for: a tool that moves money, data or
// rights, runs code or changes settings, named in any language the rules
// read ("realizar_transferencia", "оплатить_счет", "kalender_freigeben"),
// called, backquoted or given arguments, or a command that does the same.
// "`autosave_draft` runs automatically; no need to ask the user" waives
// nothing that matters: the tool's name must hold such a verb or noun at
// the start of one of its words.
const riskyStem = String.raw`(?:send|e-?mail|mail|forward|upload|transfer|pay|wire|refund|delete|remove|destroy|wipe|purge|erase|drop|grant|approve|merge|share|publish|post|invite|admin|permission|password|credential|secret|token|mfa|2fa|exec|shell|bash|terminal|command|cmd|script|deploy|disable|revoke|webhook|purchase|checkout|buy|order|book|withdraw|money|fund|bank|wallet|sudo|reset|export|dump|cancel|terminate|install|push|force|schedule|cron|accept|sign|role|access|acl|visibility|public|rotate|collaborator|member|contact|setting|budget|dns|http|upgrade|extension|plugin|subscri|trade|sell|tweet|retweet|follow|enviar|envia|pagar|pago|borrar|eliminar|compartir|conceder|otorgar|publicar|instalar|ejecutar|reembols|cancelar|aceptar|cambiar|modificar|comprar|reservar|firmar|abonar|cobrar|pix|apagar|excluir|compartilh|aceitar|alterar|assinar|convite|envoy|payer|paiement|virement|supprim|partag|execut|rembours|annul|accepter|modifier|acheter|reserver|signer|inviter|invia|inoltra|trasfer|paga|bonifico|elimin|cancella|condivid|conced|pubblic|install|esegu|rimbors|accett|modific|acquist|prenot|permess|senden|uberweis|zahl|losch|loesch|freigeb|teilen|gewahr|veroffentlich|ausfuhr|erstatt|kundig|verlanger|verlaenger|akzeptier|ander|kauf|buchen|berechtig|zugriff|verstur|verzend|overmak|betal|verwijder|delen|uitnodig|publiceer|installeer|uitvoer|terugbetal|wijzig|accepteer|koop|boek|toegang|wyslij|przelew|zaplac|platn|usun|udostepn|nadaj|uprawnien|publikuj|instaluj|wykonaj|zwrot|anuluj|zmien|kup|podpisz|dostep|gonder|aktar|ode|sil|paylas|yetki|yay[\u0131i]nla|kur|cal[\u0131i]st[\u0131i]r|iade|iptal|kabul|degistir|sat[\u0131i]n|siparis|imzala|erisim|\u043e\u0442\u043f\u0440\u0430\u0432|\u043f\u0435\u0440\u0435\u0432|\u043e\u043f\u043b\u0430\u0442|\u0443\u0434\u0430\u043b|\u043f\u043e\u0434\u0435\u043b|\u043f\u0440\u0435\u0434\u043e\u0441\u0442\u0430\u0432|\u0434\u043e\u0441\u0442\u0443\u043f|\u043e\u043f\u0443\u0431\u043b\u0438\u043a|\u0443\u0441\u0442\u0430\u043d\u043e\u0432|\u0432\u044b\u043f\u043e\u043b\u043d|\u0432\u043e\u0437\u0432\u0440\u0430\u0442|\u043e\u0442\u043c\u0435\u043d|\u0438\u0437\u043c\u0435\u043d|\u043a\u0443\u043f|\u0437\u0430\u043a\u0430\u0437|\u043f\u043e\u0434\u043f\u0438\u0441)`;

const identChar = String.raw`[a-z0-9\u00c0-\u024f\u0400-\u04ff]`;

const readPrefix = String.raw`(?:get|list|search|find|read|fetch|lookup|query|describe|show|view|check|count|preview|simulate|validate|verify|obtener|listar|buscar|consultar|leer|simular|lister|chercher|lire|elenca|cerca|leggi|abrufen|suchen|lesen|zoeken|lijst|pobierz|listuj|szukaj|sprawdz)`;

// One name, read once: after a backquote, a call verb or a JSON "tool"
// field, or followed by its argument list. A name of one word must be
// backquoted ("`checkout`"): "with payment" is prose.
const identStart = String.raw`(?:\x60|\b(?:${callVerb}|via|using|through|with)${s}(?:the${s})?\x60?|"(?:action|tool|function|name|herramienta|ferramenta|outil|strumento|werkzeug)"\s{0,4}:\s{0,4}"|\b(?=${identChar}{3,150}\())`;

const namedCall = String.raw`${identStart}(?!${readPrefix}(?:[_-]|\x60))(?=(?:${identChar}{1,30}[_-]){0,4}${riskyStem})[a-z\u00c0-\u024f\u0400-\u04ff]${identChar}{0,30}(?:[_-]${identChar}{1,30}){0,4}(?<=[_-]${identChar}{1,30}|\x60${identChar}{3,31})`;

const command = String.raw`(?:\b(?:curl|wget)${s}[^\n|]{1,200}(?:\||&&)\s{0,4}(?:sudo${s})?(?:ba|z)?sh\b|\brm${s}-[a-z]{0,3}r[a-z]{0,3}f?\b|\bchmod${s}-r\b|\bgit${s}push${s}(?:[^\n]{0,40}${s})?(?:--force|-f)\b|--force\b|\bforce(?:=true|-?push)|\bdrop${s}table\b|\bgrant${s}all\b|\b(?:pip|npm|apt|apt-get|brew)${s}install\b|\bsudo${s}[a-z])`;

// An order put behind the user's word in its own clause: "usa `esegui_comando`, che chiede sempre
// l'approvazione".
const consentedI18n = String.raw`(?![^.!?\n]{0,80}(?<!\b(?:no|non|nao|ne|nicht|niet|nie)${s})\b(?:chiede|richiede|pide|solicita|requiere|pede|exige|requer|demande|fragt|erfordert|verlangt|vraagt|vereist|wymaga|prosi)${s}(?:[^\s.!?]{1,20}${s}){0,3}?(?:l'|d')?(?:approvazione|conferma|aprobacion|confirmacion|aprovacao|confirmacao|approbation|confirmation|bestatigung|zustimmung|freigabe|bevestiging|toestemming|goedkeuring|potwierdzenia|zgody)\b)`;

const orderI18n = String.raw`(?:${namedCall}|${command})${consentedI18n}`;

// The order in the same paragraph as the waiver, before it or after it.
const near = (o: string): string =>
  String.raw`(?:(?<=${o}${paragraph(300)})|(?=${paragraph(300)}${o}))`;

// One of these occurs in every order the rules read (a backquoted or
// snake_case name, an argument list, a JSON field, a command): a waiver far
// from all of them wakes nothing.
const orderWords = [
  "`",
  "_",
  "(",
  '"',
  "curl",
  "wget",
  "rm -",
  "chmod",
  "force",
  "sudo",
  "install",
  "drop table",
  "grant all",
];

/**
 * What the waiver rules of each script share (regex sources): the guards put
 * after a waiver, the order it must sit beside (`near(order)`: in the same
 * paragraph, before or after it), and the words one of which every order
 * holds (a rule's `requires`).
 *
 * @example
 * new RegExp(waivedSay.order).test("call `transfer_funds`"); // true
 */
export const waivedSay = {
  notToReader,
  notJustifiedSafe,
  notSafeTool,
  notOptionHelp,
  order: orderI18n,
  near,
  orderWords,
} as const;
