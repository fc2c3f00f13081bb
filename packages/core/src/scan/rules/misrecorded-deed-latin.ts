import { frag, type Rule, rx } from "../rule.js";

const { either, s, gap, ownWalk } = frag;

// Per language (accents folded, as the scanner reads text; Polish ł,
// Turkish ı and Vietnamese đ stay): the order to write ("pon", "trag …
// ein", "napisz"); a record others rely on, by name; the
// truth told beside it (the writer's own hand: "fui yo", "c'est moi qui",
// "det var jag som"; someone else named "instead of me"; what it really was:
// "fue un viaje con mi familia"; "nobody checks"); and the purpose, to keep
// it from being checked ("para que Finanzas no lo revise").
interface Words {
  readonly write: string;
  readonly record: string;
  readonly truth: string;
  readonly purpose?: string;
  /** Words the truth and the purpose hold, one in each of their forms. */
  readonly cueWords: readonly string[];
}

const es: Words = {
  write: String.raw`\b(?:escribe|escribi|pon|ponlo|ponla|ponle|anota|registra|redacta|marca|indica|actualiza|mete|apunta|di|dile|cambia|rellena|llena|carga|clasifica)\b`,
  record: String.raw`\b(?:informes?|reportes?|ticket|commit|registros?|acta|bitacora|parte${s}de${s}(?:incidencia|horas)|hoja${s}de${s}(?:horas|tiempos|gastos)|(?:nota|informe|rendicion)${s}de${s}gastos|resumen|changelog|crm|libro${s}(?:de${s}registro|mayor|contable))\b`,
  truth: String.raw`\bfui${s}yo\b|\blo${s}hice${s}yo\b|\ben${s}realidad${s}(?:fui${s}yo|lo${s}hice${s}yo|fue${s}(?:mi|un${s}viaje|una${s}cena|mis${s}vacaciones))|\bfue${s}(?:un${s}viaje|una${s}(?:cena|escapada)|mis${s}vacaciones)${s}(?:con${s}mi${s}familia|personal|familiar)\b|\bnadie${s}(?:lo${s})?(?:revisa|controla|comprueba)\b|\by${s}no${s}yo\b|\ben${s}(?:vez|lugar)${s}de${s}(?:a${s})?mi\b|\bnunca${s}se${s}(?:hizo|realizo)\b`,
  purpose: String.raw`\bpara${s}que${s}(?:(?:el|la|los|las)${s})?(?:[a-z]{2,15}${s}){0,2}no${s}(?:lo${s}|la${s}|los${s}|las${s}|se${s})?(?:revisen?|noten?|vean?|pregunten?|detecten?|enteren?)\b|\basi${s}(?:(?:el|la|los|las)${s})?[a-z]{2,15}${s}no${s}(?:lo|la|los|las|se)${s}(?:revisa|nota|ve|entera)\b|\bno${s}quiero${s}que${s}(?:salga|aparezca|se${s}entere)\b`,
  cueWords: [
    "fui yo",
    "lo hice yo",
    "en realidad",
    "fue un",
    "fue mis",
    "nadie",
    "y no yo",
    "en vez de",
    "en lugar de",
    "nunca se",
    "para que",
    "no lo",
    "no la",
    "no se",
    "no quiero que",
  ],
};
const pt: Words = {
  write: String.raw`\b(?:escreve|escreva|coloca|coloque|poe|registra|registre|lanca|lance|anota|anote|marca|marque|fala|diz|diga|preenche|preencha|atualiza|atualize|classifica|classifique)\b`,
  record: String.raw`\b(?:relatorios?|ticket|commit|registros?|planilha${s}de${s}horas|folha${s}de${s}ponto|(?:nota|relatorio|sistema)${s}de${s}despesas|resumo|changelog|crm|mensagem${s}de${s}commit)\b`,
  truth: String.raw`\bfui${s}eu\b|\bna${s}real${s}eu\b|\bna${s}verdade${s}(?:fui${s}eu|eu)\b|\bninguem${s}(?:confere|verifica|olha)\b|\be${s}nao${s}eu\b|\bem${s}vez${s}de${s}mim\b|\bnunca${s}(?:aconteceu|foi${s}feit[oa])\b`,
  purpose: String.raw`\bpara${s}que${s}(?:(?:o|a|os|as)${s})?(?:[a-z]{2,15}${s}){0,2}nao${s}(?:perceba|percebam|veja|vejam|pergunte|perguntem|revise|revisem)\b|\bnao${s}quero${s}(?:o|a|que)${s}(?:[a-z]{2,15}${s}){0,3}(?:perguntando|saiba|perceba)\b|\b(?:ele|ela)${s}nao${s}precisa${s}saber\b`,
  cueWords: [
    "fui eu",
    "na real",
    "na verdade",
    "ninguem",
    "e nao eu",
    "em vez de mim",
    "nunca aconteceu",
    "nunca foi",
    "nao quero",
    "nao precisa saber",
  ],
};
const fr: Words = {
  write: String.raw`\b(?:ecris|ecrivez|redige|redigez|indique|indiquez|mets|mettez|note|notez|inscris|inscrivez|classe|classez|marque|marquez|remplis|remplissez)\b`,
  record: String.raw`\b(?:rapport|compte${s}rendu|compte-rendu|ticket|commit|journal|registre|note${s}de${s}frais|feuille${s}de${s}temps|releve${s}d'heures|resume|changelog|crm|proces-verbal)\b`,
  truth: String.raw`\bc'est${s}moi${s}qui\b|\ben${s}realite${s}(?:c'est${s}moi|j'ai)\b|\bc'etait${s}(?:l'anniversaire|mes${s}vacances|un${s}voyage${s}perso|un${s}diner${s}perso)|\bpersonne${s}ne${s}(?:verifie|controle|regarde)\b|\bet${s}(?:pas|non)${s}moi\b|\bau${s}lieu${s}de${s}moi\b|\bn'a${s}jamais${s}eu${s}lieu\b`,
  purpose: String.raw`\bpour${s}que${s}(?:(?:le|la|les|l')\s{0,5})?(?:[a-z]{2,15}${s}){0,2}ne${s}(?:le${s}|la${s}|les${s})?(?:remarque|voie|verifie|sache)\b|\bje${s}prefere${s}que${s}(?:[a-z']{2,15}${s}){1,3}ne${s}le${s}sache${s}pas\b`,
  cueWords: [
    "c'est moi qui",
    "en realite",
    "c'etait",
    "personne ne",
    "pas moi",
    "non moi",
    "au lieu de moi",
    "jamais eu lieu",
    "pour que",
    "je prefere que",
  ],
};
const it: Words = {
  write: String.raw`\b(?:scrivi|scriva|metti|segna|registra|compila|indica|annota|inserisci|aggiorna|classifica)\b`,
  record: String.raw`\b(?:rapporto|report|verbale|registro|ticket|commit|foglio${s}presenze|nota${s}spese|resoconto|riepilogo|changelog|crm|timesheet)\b`,
  truth: String.raw`\bsono${s}stat[oa]${s}io\b|\bl'ho${s}(?:fatto|deciso|dato|approvato)${s}io\b|\bin${s}realta${s}(?:l'ho|sono${s}stat[oa]|era${s}(?:mi|una${s}vacanza))|\bero${s}(?:al${s}mare|in${s}ferie|in${s}vacanza)\b|\bnessuno${s}controlla\b|\be${s}non${s}io\b|\binvece${s}di${s}me\b|\bnon${s}e${s}mai${s}(?:stat[oa]${s}fatt[oa]|avvenut[oa])\b`,
  purpose: String.raw`\bperche${s}nessuno${s}se${s}ne${s}accorga\b|\bcosi${s}(?:nessuno${s}se${s}ne${s}accorge|non${s}(?:ricade|fanno${s}domande))\b`,
  cueWords: [
    "sono stat",
    "l'ho",
    "in realta",
    "ero al mare",
    "ero in ferie",
    "ero in vacanza",
    "nessuno",
    "e non io",
    "invece di me",
    "mai stat",
    "mai avvenut",
    "cosi non",
  ],
};
const de: Words = {
  write: String.raw`\b(?:schreib|schreibe|trag|vermerk|vermerke|notier|notiere|setz|setze|buch|buche|markier|markiere|gib|erfass|erfasse|full|fulle)\b`,
  record: String.raw`\b(?:bericht|protokoll|ticket|commit|schichtbuch|logbuch|stundenzettel|zeiterfassung|spesenabrechnung|reisekostenabrechnung|zusammenfassung|changelog|crm|release-notiz|vorfallbericht|incident-bericht)\b`,
  truth: String.raw`\b(?:das|es)${s}war${s}ich\b|\bich${s}war${s}(?:es|das)\b|\beigentlich${s}(?:war${s}ich|habe${s}ich)\b|\bin${s}wahrheit${s}(?:war${s}ich|habe${s}ich)\b|\b(?:ist|wurde)${s}(?:ausgefallen|nie${s}durchgefuhrt|nicht${s}durchgefuhrt)\b|\bniemand${s}(?:pruft|kontrolliert|schaut${s}nach)\b|\bund${s}nicht${s}ich\b|\b(?:an)?statt${s}(?:mir|meiner)\b`,
  purpose: String.raw`\bdamit${s}(?:es|das|niemand|der|die)${s}(?:[a-z]{2,15}${s}){0,2}(?:nicht${s}auffallt|nichts${s}merkt|merkt)\b|\bmuss${s}(?:der|die|mein|meine)${s}[a-z]{2,15}${s}nicht${s}wissen\b`,
  cueWords: [
    "war ich",
    "ich war",
    "in wahrheit",
    "ausgefallen",
    "durchgefuhrt",
    "niemand",
    "nicht ich",
    "statt mir",
    "statt meiner",
    "damit",
    "nicht wissen",
  ],
};
const nl: Words = {
  write: String.raw`\b(?:schrijf|zet|noteer|boek|markeer|vermeld|noem|vul|registreer)\b`,
  record: String.raw`\b(?:rapport|verslag|ticket|commit|logboek|urenregistratie|urenstaat|declaratie|onkostennota|samenvatting|changelog|crm|notulen)\b`,
  truth: String.raw`\bhet${s}was${s}eigenlijk${s}mijn\b|\beigenlijk${s}(?:was${s}ik|heb${s}ik)\b|\bik${s}(?:heb|had)${s}(?:hem|het|die|dat)${s}zelf\b|\bdat${s}was${s}ik\b|\bniemand${s}(?:controleert|kijkt${s}ernaar)\b|\ben${s}niet${s}ik\b|\bin${s}plaats${s}van${s}mij\b`,
  purpose: String.raw`\bzodat${s}(?:het|niemand|de${s}[a-z]{2,15})${s}(?:het${s})?niet${s}(?:opvalt|merkt)\b|\bzo${s}valt${s}het${s}niet${s}op\b`,
  cueWords: [
    "eigenlijk",
    "zelf",
    "dat was ik",
    "controleert",
    "kijkt ernaar",
    "niet ik",
    "in plaats van mij",
    "zodat",
    "valt het niet op",
  ],
};
const sv: Words = {
  write: String.raw`\b(?:skriv|lagg${s}in|ange|notera|boka|markera|fyll${s}i|for${s}in)\b`,
  record: String.raw`\b(?:rapport|incidentrapport|reserakning|tidrapport|logg|ticket|commit|sammanfattning|changelog|crm|protokoll|utlaggsrapport)(?:en|et|n)?\b`,
  truth: String.raw`\bdet${s}var${s}jag${s}som\b|\bdet${s}var${s}(?:skidsemester|semester|en${s}semester|privat)\b|\begentligen${s}(?:var${s}det${s}jag|gjorde${s}jag)\b|\bingen${s}(?:kollar|kontrollerar)\b|[,\u2014-]\s{0,5}(?:och${s})?inte${s}jag\b|\bi${s}stallet${s}for${s}mig\b`,
  purpose: String.raw`\bsa${s}att${s}ingen${s}(?:marker|ser|fragar)\b|\bbehover${s}[a-z]{2,15}${s}inte${s}veta\b`,
  cueWords: [
    "det var",
    "egentligen",
    "ingen kollar",
    "ingen kontrollerar",
    "inte jag",
    "i stallet for mig",
    "sa att ingen",
    "inte veta",
  ],
};
const pl: Words = {
  write: String.raw`\b(?:napisz|wpisz|zapisz|zaznacz|oznacz|podaj|uzupe[lł]nij|wprowad[zź])\b`,
  record: String.raw`\b(?:raport|zgloszeni[a-z]{0,3}|commit|ewidencj[a-z]{1,3}|dziennik|rejestr|rozliczeni[a-z]{0,3}|podsumowani[a-z]{0,3}|changelog|crm|protok[oó][lł]|karta${s}czasu${s}pracy)`,
  truth: String.raw`\btak${s}naprawd[eę]${s}(?:to${s})?by[lł](?:em|am)${s}ja\b|\bto${s}by[lł](?:em|am)${s}ja\b|\bnikt${s}(?:tego${s})?nie${s}(?:sprawdza|kontroluje)\b|\ba${s}nie${s}ja\b|\bzamiast${s}mnie\b`,
  purpose: String.raw`\b[zż]eby${s}nikt${s}nie${s}(?:zauwa[zż]y[lł]|sprawdza[lł])(?![a-zł])|\bby${s}si[eę]${s}przyczepi[lł]`,
  cueWords: [
    "naprawd",
    "to by\u0142em ja",
    "to by\u0142am ja",
    "to bylem ja",
    "to bylam ja",
    "nikt",
    "a nie ja",
    "zamiast mnie",
    "przyczepi",
  ],
};
const tr: Words = {
  write: String.raw`\b(?:yaz|gir|kaydet|isaretle|belirt|doldur|ekle)\b`,
  record: String.raw`\b(?:rapor[a-z]{0,4}|kay[iı]t|kayd[iı][a-z]{0,4}|ticket|commit|mesai${s}cizelgesi|masraf[a-z]{0,4}|ozet[a-z]{0,4}|changelog|crm|tutana[kg][a-z]{0,3}|defter[a-z]{0,4})`,
  truth: String.raw`\basl[iı]nda${s}ben\b|\bgercekte${s}(?:ben|ne${s}oldu)|[,\u2014-]\s{0,5}ben${s}degil\b|\bbenim${s}yerime\b|\bkimse${s}(?:kontrol${s}etmiyor|bakm[iı]yor)\b`,
  purpose: String.raw`\b(?:soru${s}sormas[iı]n|gor(?:un)?mes[iı]n|fark${s}etmes[iı]n|anlamas[iı]n|bilmes[iı]n)\b`,
  cueWords: [
    "asl\u0131nda",
    "aslinda",
    "gercekte",
    "ben degil",
    "benim yerime",
    "kimse",
    "sormas",
    "gorunmes",
    "gormes",
    "fark etmes",
    "anlamas",
    "bilmes",
  ],
};
const id: Words = {
  write: String.raw`\b(?:tulis|tuliskan|catat|masukkan|isi|tandai|bilang|input)\b`,
  record: String.raw`\b(?:laporan|tiket|commit|catatan|timesheet|rekap|ringkasan|changelog|crm|notulen|pesan${s}commit)`,
  truth: String.raw`\bpadahal${s}(?:aku|saya|gue|gw)\b|\bsebenarnya${s}(?:aku|saya|gue|gw)\b|[,\u2014-]\s{0,5}bukan${s}(?:aku|saya|gue|gw)\b|\b(?:tidak|nggak|gak)${s}ada${s}yang${s}(?:cek|ngecek|periksa|meriksa)\b`,
  purpose: String.raw`\b(?:biar|supaya|agar)${s}(?:[a-z]{2,15}${s}){0,3}(?:nggak|gak|ga|tidak|tak)${s}(?:sadar|tahu|curiga|ketahuan|masuk${s}evaluasi)\b`,
  cueWords: [
    "padahal",
    "sebenarnya",
    "bukan aku",
    "bukan saya",
    "bukan gue",
    "bukan gw",
    "ada yang",
    "biar",
    "supaya",
    "agar",
  ],
};
const vi: Words = {
  write: String.raw`(?<![a-zđ])(?:ghi|viet|đien|đanh${s}dau|noi)(?![a-zđ])`,
  record: String.raw`(?<![a-zđ])(?:bao${s}cao|bang${s}cham${s}cong|nhat${s}ky|ticket|commit|bien${s}ban|so${s}sach|tom${s}tat|changelog|crm)(?![a-zđ])`,
  truth: String.raw`(?<![a-zđ])(?:thuc${s}ra${s}(?:toi|minh)|thay${s}cho${s}toi|khong${s}phai${s}(?:toi|minh)|khong${s}ai${s}kiem${s}tra)(?![a-zđ])`,
  purpose: String.raw`(?<![a-zđ])đe${s}(?:toi${s}khong${s}bi|khong${s}ai${s}(?:biet|phat${s}hien))(?![a-zđ])`,
  cueWords: ["thuc ra", "thay cho toi", "khong phai", "khong ai", "toi khong bi"],
};

const languages: readonly Words[] = [es, pt, fr, it, de, nl, sv, pl, tr, id, vi];

/**
 * The record of a deed made to lie, in es, pt, fr, it, de, nl, sv, pl, tr,
 * id and vi: an order to write a record others rely on, within 250
 * characters of the truth told against it or of the purpose to keep it unchecked ("Cuando
 * actualices el ticket, pon que el borrado lo hizo el script automático.
 * Fui yo a mano", "Wpisz w ewidencji, że nadgodziny przepracował Tomek. Tak
 * naprawdę to byłem ja").
 *
 * @example
 * misrecordedDeedLatinRules.map((rule) => rule.id); // ["concealment.record_against_truth_latin"]
 */
export const misrecordedDeedLatinRules: readonly Rule[] = [
  {
    id: "concealment.record_against_truth_latin",
    category: "concealment",
    // Matched at the truth, the rarer side, and read back to the record:
    // record words ("report", "commit", "ticket") are on every page.
    anchors: languages.flatMap((words) => words.cueWords),
    pattern: rx(
      `${ownWalk}(?:${either(languages.flatMap((words) => [words.truth, words.purpose]))})`,
    ),
    follows: {
      pattern: rx(
        either(
          languages.map(
            (words) =>
              `(?:${words.write})${gap(80)}(?:${words.record})|(?:${words.record})${gap(80)}(?:${words.write})`,
          ),
        ),
      ),
      within: 250,
      after: 250,
    },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
