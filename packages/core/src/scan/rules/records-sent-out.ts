import { frag, type Rule, rx } from "../rule.js";
import { quotedSpan } from "./outside-quote.js";

const { s, ownWalk, paragraph } = frag;

// Many people's records, wholesale: "the full customer table", "all
// students in Grade 5", "every employee's salary", "the last 200 customer
// emails", "todos los registros de pacientes", "alle Kundendaten",
// "wszystkich pracowników", "всех клиентов".
const bulk = String.raw`(?:\b(?:all|every|entire|whole|full|complete|table|tabla|tabela|tabelle|tableau|tabel|semua|seluruh)\b|(?:таблиц)[а-яіїєю]{0,3}|\bthe${s}last${s}\d{2,5}\b|\b(?:tod[oa]s?|complet[oa]s?|enter[oa]s?|tous|toutes|alle|aller|gesamten?|vollstandigen?|samtliche[nr]?|tutt[ie]|intera|volledige|wszystki(?:ch|e)|cała|całej)\b|(?:все[хй]?|всю|вся|усі[хм]?|всі[хм]?)(?![а-яіїє]))`;
const people = String.raw`(?:\b(?:customers?|clients?|users?|employees?|staff|students?|pupils|patients?|members?|subscribers?|candidates|tenants|parents|workers|personnel|clientes|pacientes|empleados|alumnos|usuarios|estudiantes|funcionarios|colaboradores|alunos|utilisateurs|employes|salaries|eleves|kunden|patienten|mitarbeiter(?:innen)?|schuler|nutzer|benutzer|beschaftigten|clienti|pazienti|dipendenti|studenti|utenti|klanten|medewerkers|leerlingen|gebruikers|klientow|pacjentow|pracownikow|uczniow|uzytkownikow|siswa|pelanggan|karyawan|pasien|pengguna|nasabah|murid)\b|(?:kunden|patienten|mitarbeiter|klant)[a-z]{3,12}|(?:клиент|пациент|сотрудник|работник|ученик|пользовател|клієнт|пацієнт|співробітник|працівник|учн|користувач)[а-яіїє]{0,4})`;
// Fields that make a record a person's: contact details, money, health,
// identity numbers.
const personal = String.raw`(?:\b(?:e-?mails|e-?mail${s}addresses|e-?mail-?(?:adressen|adresy|adresses|addresses|adressen)|conversations|chats|chat${s}logs|transcripts|conversaciones|conversas|gesprache|gesprekken|rozmowy|alamat|nomor${s}(?:hp|telepon)|gaji|nik|rekening|phones?|phone${s}numbers|mobile|home${s}address(?:es)?|addresses|dob|date${s}of${s}birth|birthdays?|ssns?|social${s}security|passports?|card${s}(?:numbers?|data|details)|last4|cvv|iban|bank${s}(?:details|accounts?)|salar(?:y|ies)|payroll|compensation|diagnos[a-z]{0,4}|medical|health|insurance|grades|marks|dni|nif|cpf|pesel|aadhaar|nie|telefono|telefone|telefon|direccion|endereco|adresse|indirizzo|adres|adressen|sueldo|salario|gehalt|gehalter|stipendi|salaris|wynagrodz[a-z]{0,4}|diagnostico|diagnose|convenio|versicherung|tarjeta|cartao|carte|karte)\b|(?:телефон|адрес|паспорт|зарплат|картк|карт[аы]|диагноз|піб|фио|переписк|переписок|разговор|листуванн))`;
// Out of the organisation: an address, a link, a public place, a private
// mailbox.
const outside = String.raw`(?:[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4}|(?<!\]\()\bhttps?://[^\s)>"']{3,200}|\bs3://|\bsftp://|\bftp://|\bpublic${s}(?:bucket|link|folder|paste|doc(?:ument)?|repo|channel|url|share)|\bpaste${s}(?:site|bin)|\bpastebin\b|\b(?:personal|private|home|own)${s}(?:e-?mail|address|inbox|mailbox|account|gmail|drive|dropbox)|\ben${s}(?:acceso${s})?(?:publico|abierto)|\bem${s}acesso${s}publico|\bв${s}открытом${s}доступе|\bу${s}відкритому${s}доступі|\bdostepn[a-z]{1,3}${s}publicznie)`;
// Sent there: "upload it to", "send it to", "forward ... to", "export ...
// and share".
const sendVerb = String.raw`\b(?:przesłac|wysłac|przeslac|wyslac|exportar|exporter|exportieren|esportare|exporteren|wyeksportowac|udostepnic|partager|compartir|compartilhar|subir|carregar|hochladen|caricare|uploaden|kirim(?:kan)?|unggah|bagikan|send|sent|email|e-mail|mail|forward|upload|export|share|post|put|publish|drop|sync|mirror|push|transfer|copy|attach|dump|envia|envie|enviar|manda|mande|sube|suba|exporta|exporte|comparte|reenvia|envoie|envoyez|exporte|exportez|partage|televerse|schick|schicke|sende|senden|exportiere|lade|hochladen|invia|inviare|esporta|carica|condividi|inoltra|stuur|exporteer|upload|deel|wyslij|przeslij|wyeksportuj|udostepnij|wrzuc)\b|(?:отправ|перешл|выгруз|загруз|скинь|экспорт|надішл|вивантаж|завантаж|експорт)[а-яіїє]{0,6}`;

// One other person's private record asked to be sent to the asker: "send
// me her diagnosis codes + insurance member ID", "tell me Dan's salary".
// The asker's family ("send me my son's lab results") is theirs to manage.
const theirRecord = String.raw`\b(?:send|tell|give|show|forward|e-?mail|text|read|paste)${s}me${s}(?:(?:all|the)${s})?(?:his|her|their|(?!my\b|our\b|your\b|its\b)[a-z]{2,15}'s)${s}(?:[a-z-]{1,15}${s}){0,2}(?:diagnos[a-z]{0,4}|medical${s}(?:records?|notes|history|file)|health${s}records?|therapy${s}notes|session${s}notes|test${s}results|lab${s}results|prescriptions?|salary|payslips?|pay${s}stubs?|bank${s}(?:details|statements?|account${s}(?:number|details))|ssn|social${s}security${s}number|passport${s}(?:number|scan|details)|insurance${s}(?:member${s})?(?:id|number))\b`;

/**
 * Many people's personal records sent outside in the user's message:
 * `exfiltration.records_sent_out`. "Export the full customer table (names,
 * emails, card last4) and upload it to https://…", "send a list of all
 * students with home addresses to me", "todos los registros de pacientes
 * con CPF … para parceria@…". Bulk, personal and outside together: the
 * user's own payslips to their own mail, or a customer list sent to a
 * colleague's work address, are not this.
 *
 * One other person's health, pay, bank or identity record asked to be
 * sent to the asker is `exfiltration.their_private_record`.
 *
 * @example
 * recordsSentOutRules.map((rule) => rule.id); // ["exfiltration.records_sent_out", "exfiltration.their_private_record"]
 */
export const recordsSentOutRules: readonly Rule[] = [
  {
    id: "exfiltration.records_sent_out",
    category: "exfiltration",
    anchors: [
      "@",
      "http",
      "s3://",
      "ftp://",
      "public",
      "paste",
      "personal",
      "private",
      "home e",
      "home address",
      "home inbox",
      "home mailbox",
      "home account",
      "home gmail",
      "home drive",
      "home dropbox",
      "own e",
      "own address",
      "own inbox",
      "own mailbox",
      "own account",
      "own gmail",
      "own drive",
      "own dropbox",
      "abierto",
      "открытом",
      "відкритому",
    ],
    pattern: rx(
      String.raw`${ownWalk}(?:${bulk}${paragraph(80)}${people}${paragraph(200)}${personal}|${bulk}${paragraph(60)}${personal}${paragraph(60)}${people}|${people}${paragraph(40)}${bulk}${paragraph(200)}${personal})${paragraph(250)}(?<![a-z0-9._%+-])${outside}`,
    ),
    follows: { pattern: rx(sendVerb), within: 400, after: 200 },
    unless: rx(quotedSpan),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "exfiltration.their_private_record",
    category: "exfiltration",
    anchors: [
      "diagnos",
      "medical",
      "health record",
      "therapy notes",
      "session notes",
      "test results",
      "lab results",
      "prescription",
      "salary",
      "payslip",
      "pay stub",
      "bank details",
      "bank statement",
      "bank account",
      "ssn",
      "social security",
      "passport",
      "insurance",
    ],
    pattern: rx(String.raw`${ownWalk}${theirRecord}`),
    unless: rx(quotedSpan),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
];
