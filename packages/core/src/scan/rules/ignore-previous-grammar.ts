import { frag } from "../rule.js";

const { s } = frag;

// The word tables of the ignore-previous rules in the Romance languages and
// German (ignore_previous_i18n in ignore-previous-i18n.ts, disregard_previous_i18n),
// accents folded as the normalizer folds them.

// "Ignore" in es / pt / it / fr / id / tl.
const romanceIgnore = String.raw`(?:ignor[aeo]r?|ignorez|olvid[aeo]r?|olvida|esquec[ae]r?|desconsider[ae]r?|dimentica(?:re)?|oublie[zr]?|abaikan|lupakan|kalimutan|huwag${s}pansinin)`;
// Set aside in other words: "haz caso omiso de", "no tengas en cuenta",
// "descarta", "fais abstraction de", "ne tiens plus compte de", "non tenere
// conto di", "lascia perdere", "trascura", "não leve em conta". Each is an
// order to disregard, as "ignora" is; the article or "de" after it is read
// with the noun.
const romanceDisregard = String.raw`(?:(?:haz|haga|hagan)${s}caso${s}omiso|no${s}(?:tengas|tenga|tengan)${s}en${s}cuenta|descart[ae]|(?:fais|faites)${s}abstraction|ne${s}(?:tiens|tenez)${s}(?:plus${s}|pas${s}){0,2}compte|non${s}(?:tenere|tenete)${s}(?:piu${s})?conto|lascia${s}perdere|trascura|tralascia|nao${s}(?:leve|levem|considere)${s}em${s}(?:conta|consideracao))`;
// What follows such a verb before the noun: "de las", "des", "delle", "das".
const romanceOf = String.raw`(?:(?:de|des|del|dei|delle|degli|della|di|das|dos|da|do|a|todas|todos|tutte|toutes|las|as|le|les|os|tus|sus|suas|tue|vos|tes)${s}){0,3}`;

// In es / pt / it / fr the imperative "ignora" / "oublie" is also the third
// person of the indicative: "El bot ignora las instrucciones del sistema" is a
// bug report, "Ignora las instrucciones anteriores" an order. A subject right
// before the verb (an article or possessive and a noun for something that
// takes instructions: a bot, a model, a user; or a third-person pronoun) makes
// it a statement, as English "the bot ignores the instructions" is one; so
// does a relative clause on it ("un robot que olvida sus instrucciones").
// Only for a plain or third-person object ("las instrucciones", "sus
// instrucciones", "le istruzioni del sistema"): "all", "previous", "your"
// keep it the attack's phrase whatever stands before it.
const romanceAgent = `(?:bot|chatbot|robot|asistente|assistente|assistant|modelo|modello|modele|ia|ai|llm|gpt|agente|agent|sistema|systeme|programa|programma|programme|aplicacion|aplicativo|applicazione|application|app|servidor|server|serveur|script|usuario|utente|utilisateur|cliente|client|empleado|funcionario|dipendente|employe|equipo|equipe|squadra|tecnico|technicien|herramienta|ferramenta|strumento|outil|plugin|widget)`;
const romanceSubject = String.raw`(?:\b(?:el|la|un|una|este|esta|ese|esa|o|a|um|uma|esse|essa|il|lo|uno|questo|questa|quel|quello|le|une|ce|cet|cette|nuestro|nuestra|nosso|nossa|nostro|nostra|notre|votre|su|sua|suo|seu|son|sa|mi|mio|mia|meu|minha|mon|ma)${s}${romanceAgent}(?:${s}(?:de|del|da|do|di|du|des|della|dello)${s}[a-z0-9-]{2,24})?(?:${s}(?:que|qui|che|quale))?|\bl'${romanceAgent}(?:${s}(?:que|qui|che))?|\b(?:el|ella|ele|ela|lui|lei|egli|il|elle))${s}`;
const plainRomanceObject = String.raw`${s}(?:las|as|le|les|os|sus|suas|ses|sue|suoi)${s}(?:instrucciones|instrucoes|indicaciones|istruzioni|instructions|consignes)\b(?!${s}(?:anteriores|previas|precedentes|pasadas|originales|iniciales|originais|iniciais|precedenti|originali|iniziali|anterieures|initiales|de${s}antes|di${s}prima)\b)`;

// Guidelines, directives and rules, in es / pt / it / fr.
const romanceGuides = String.raw`(?:directrices|diretrizes|directives|linee${s}guida|orientaciones|orientacoes|pautas|reglas|regras|regole|regles|normas|norme)`;

// As in the English rule, instructions printed on a product are a leaflet's,
// not the model's: "ignorez les instructions précédentes sur l'emballage",
// "ignora las instrucciones de la caja", "ignora le istruzioni sulla confezione",
// "ignore las instrucciones del paquete" (the packet, sachet or bottle too),
// or of a printed notice: "ignore as instruções do folheto antigo", "oubliez
// les consignes de l'affiche".
const onPackaging = String.raw`(?!(?:${s}[a-z]{3,14})?${s}(?:sur|dans|de|du|en|del|sulla|sul|nella|nel|della|del|na|no|da|do)${s}(?:(?:l'|la|le|les|el|los|las|il|lo|a|o)\s{0,4})?(?:emballage|boite|etiquette|notice|carton|couvercle|manuel|paquet|sachet|flacon|envase|embalaje|caja|etiqueta|prospecto|manual|paquete|sobre|bolsa|frasco|confezione|scatola|etichetta|foglietto|manuale|pacchetto|bustina|flacone|embalagem|caixa|rotulo|bula|pacote|saco|folleto|folheto|volante|aviso|cartel|cartaz|letrero|affiche|panneau|brochure|depliant|volantino|avviso|cartello|opuscolo|libretto)\b)`;

// "ignore" is also the English verb, and "instructions" the English noun
// ("Ignore instructions above and ..." is read here too). After "to", a
// negation or a plural subject it is English and no order: "it sounds like we
// tell users to ignore instructions", "never ignore instructions from your
// doctor", "people ignore instructions they don't read". No Romance
// imperative follows those words.
const englishNotOrder = String.raw`\b(?:to|not|never|don'?t|users|people|customers|students|drivers|patients)${s}`;

// German: the instructions of a packet, a leaflet or a notice ("ignorieren Sie
// die Anweisungen auf dem alten Aushang", "... auf der Packung", "... im
// Beipackzettel"), as onPackaging does for the Romance languages.
const onGermanPackaging = String.raw`(?!(?:${s}[a-z]{3,14})?${s}(?:auf|in|an|im|am|aus)${s}(?:(?:dem|der|den|des)${s})?(?:(?:alten|vorherigen|fruheren|bisherigen|gedruckten)${s})?(?:aushang|aushangs|zettel|schild|packung|verpackung|handbuch|beipackzettel|broschure|flyer|etikett|karton|deckel|faltblatt)\b)`;

// As the English rule's errands: instructions for a chore in the world, named
// after the noun ("ignore las instrucciones anteriores sobre la entrega",
// "oubliez les consignes concernant le stationnement", "ignora le istruzioni
// precedenti sul parcheggio", "ignorieren Sie die vorherigen Anweisungen zur
// Anreise"). Accents folded as the normalizer folds them. The model's own
// instructions ("sobre seguridad", "del sistema") are no chore.
const romanceErrand = String.raw`(?:entrega|entregas|envio|envios|livraison|expedition|consegna|spedizione|entrega|lieferung|versand|zustellung|estacionamiento|aparcamiento|parking|stationnement|parcheggio|estacionamento|parken|parkplatz|instalacion|installation|installazione|instalacao|montaje|montage|montaggio|lavado|lavage|lavaggio|lavagem|wasche|waschen|pflege|coccion|cuisson|cottura|cozimento|viaje|llegada|voyage|arrivee|acces|viaggio|arrivo|viagem|chegada|anreise|anfahrt|reise|seguimiento|suivi|tracciamento|rastreamento|dosis|dosage|dosaggio|dosagem|dosierung|pago|paiement|pagamento|zahlung|devolucion|devoluciones|retour|retours|reso|resi|devolucao|ruckgabe|rucksendung|reserva|reservation|prenotazione|anmeldung|inscripcion|inscription|iscrizione|inscricao|recogida|retrait|ritiro|retirada|abholung|limpieza|nettoyage|pulizia|limpeza|reinigung|riego|arrosage|irrigazione|rega|mudanza|demenagement|trasloco|mudanca|umzug)`;
const errandAfter = String.raw`(?!(?:${s}[a-z]{3,14})?${s}(?:de|del|sobre|sul|sulla|sullo|sui|sugli|sulle|concernant|concernente|concernenti|relativas?${s}(?:a|al|à)|relative${s}(?:a|al|alla)|pour|para|per${s}(?:il|la|lo|le)|zur|zum|fur${s}(?:die|den|das)|uber${s}(?:die|den|das)|bezuglich|sobre${s}(?:el|la|los|las|o|a|os|as))${s}(?:(?:la|le|les|el|los|las|il|lo|gli|a|o|os|as|die|den|das|der)${s}|l')?${romanceErrand}\b)`;

// The writer's own instructions ("forget MY previous instructions") are a
// retraction, not an override, as in the English rule. Where the possessive
// follows the noun: es/it "mias"/"mie", pt "minhas", id "saya"/"aku", tl "ko".
// "Ignore las instrucciones anteriores que le envié", "les instructions
// que je vous ai envoyées", "die Anweisungen, die ich Ihnen geschickt habe":
// the writer retracts their own message, as "my" does in English.
const sentByMe = String.raw`(?!(?:${s}(?:anteriores|precedentes|previas|precedenti|anteriori))?\s{0,4},?${s}(?:que|che)${s}(?:(?:yo|eu|je|io|le|les|te|lhe|lhes|vous|ti|vi|gli|ai|ho)${s}){0,3}(?:envie|mande|escribi|envoyees?|enviei|mandei|escrevi|inviato|inviate|mandato|scritto|ecrit|ecrites)\b)`;
const myAfterNoun = String.raw`(?!${s}(?:mias|mie|minhas|(?:dari${s})?(?:saya|aku)|ko)\b)`;

// The writer's own earlier brief on how the work reads, set aside in the same
// clause: "забудь все предыдущие инструкции по оформлению", "bỏ qua hướng dẫn
// trước đó về độ dài", "تجاهل التعليمات السابقة بخصوص طول الرسالة", "abaikan
// instruksi sebelumnya soal format", "ignore the previous instructions about
// the report format". A format, a length, a tone or a style is the user's to
// change; an override that is an attack does not scope itself to one (the
// order after it is read by the other rules). Folded as the normalizer folds;
// a Latin noun is a whole word ("information" holds "format", "autonomous"
// holds "tono").
const presentationNoun = String.raw`(?:(?<![a-z\u00c0-\u024f])(?:format(?:s|ting|o|os|ierung|owanie)?|layout|length|longitud|longueur|lunghezza|comprimento|lengte|panjang|uzunluk|tone|tono|toon|style|estilo|stile|stijl|styl|wording|redaccion|formulierung|bullet${s}points|vinetas|stichpunkte|puces|opmaak|đinh${s}dang|đo${s}dai|giong${s}van|phong${s}cach|gaya${s}bahasa)(?![a-z])|оформлени|формат|длин|стил|(?<![\u0621-\u064A])(?:طول|تنسيق|أسلوب|نبرة)|書式|長さ|文体|口調|格式|长度|语气|형식|길이|어조|लंबाई|प्रारूप|शैली)`;
const presentationAfter = String.raw`(?![^.!?\n,;:、。，；—]{0,30}?${presentationNoun})`;

// A search query that names the attack after the phrase ("忽略之前的指令
// 提示词注入 防御方法", "... yok say saldırısı nedir"): a topic, as in
// English ("ignore previous instructions prompt injection examples").
const namesTheAttack = String.raw`(?!(?:\s{1,5}[^\s]{1,14})?\s{1,5}(?:(?:(?:prompt${s})?(?:injections?|injeccion|inyeccion|injecao|iniezione|injektion|injectie)|attaques?|ataques?|attacc[oh]i?|angriffs?|serangan)(?![a-z])|wstrzykni|sald[iı]r[iı]s[iı]|sald[iı]r[iı]lar|提示词注入|提示注入|注入攻击|プロンプトインジェクション|インジェクション|프롬프트\s{0,4}인젝션|인젝션|инъекц|атак))`;

/**
 * The Romance and German fragments the ignore-previous rules share: the verbs
 * that set instructions aside, the subjects and objects that make them a
 * statement, and the lookaheads for a leaflet's, an errand's or the writer's
 * own instructions.
 *
 * @example
 * new RegExp(`^${ignoreGrammar.romanceIgnore}$`).test("ignora"); // true
 */
export const ignoreGrammar = {
  romanceIgnore,
  romanceDisregard,
  romanceOf,
  romanceAgent,
  romanceSubject,
  plainRomanceObject,
  romanceGuides,
  onPackaging,
  englishNotOrder,
  onGermanPackaging,
  romanceErrand,
  errandAfter,
  sentByMe,
  myAfterNoun,
  namesTheAttack,
  presentationAfter,
} as const;
