import { frag } from "../rule.js";

const { s } = frag;

// The words of concealment.cover_story_latin and oversight_evaded_latin, per
// language (es, pt, fr, it, de, nl, sv, pl, tr, id, vi), over lower-cased
// text with Latin accents folded (ł, ı, đ kept). Word ends by lookahead: \b
// is ASCII-only and ł, ı, đ are letters.
/**
 * A word end in the folded Latin scripts.
 *
 * @example
 * new RegExp(`^nie${we}`).test("niech"); // false
 */
export const we = "(?![a-z\u0142\u0131\u0111])";
/**
 * A stretch of one line, lazily: "RR. HH." and "z. B." keep their periods.
 *
 * @example
 * new RegExp(`^a${wide(10)}b$`).test("a. b"); // true
 */
export const wide = (n: number): string => String.raw`[^!?\n]{0,${n}}?`;

/**
 * Per language: the cover story (if asked, say X) and the oversight kept away.
 *
 * @example
 * const t: Tongue = tongues[0];
 */
export interface Tongue {
  /** "if/when … asks": the condition through its check verb. */
  readonly asked: string;
  /** "say / answer / tell him" (before the account, or after it in SOV tongues). */
  readonly tell: string;
  /** The false account: nothing changed, it was automatic, no access. */
  readonly account: string;
  /** Subject-object-verb: the account comes before the telling. */
  readonly sov?: boolean;
  /**
   * What makes a story a cover: the deed admitted or ordered, an order to
   * keep it out of sight, or the truth set against it ("en realidad").
   */
  readonly cue: string;
  /**
   * The truth set against the story, or the teller's own hand in the deed
   * ("en realidad", "fui yo", "eigentlich", "padahal"): what makes any story
   * a lie, whatever it says.
   */
  readonly truth: string;
  /** Those who oversee the work. */
  readonly overseer: string;
  /** "so that <overseer> doesn't notice": purpose word, then the overseer, then this. */
  readonly purpose: string;
  readonly unseen: string;
  /** "<overseer> needn't know", "I don't want <overseer> to know" (whole forms). */
  readonly kept: string;
}

const es: Tongue = {
  cue: String.raw`\b(?:no${s}(?:(?:lo|la|le|se)${s})?(?:menciones|digas|pongas|registres|publiques|avises|notifiques|cuentes)|borra|elimina|quita|he${s}(?:borrado|eliminado|cambiado|exportado|quitado|dado|desactivado)|(?:borre|elimine|cambie|exporte|quite|desactive|transferi)|en${s}realidad|aunque|de${s}hecho)${we}`,
  asked: String.raw`\b(?:si|cuando|en${s}caso${s}de${s}que|por${s}si)${s}${wide(60)}\b(?:pregunt|comprueb|verifiqu|averigu)[a-z]{0,5}${we}`,
  tell: String.raw`\b(?:di|dile|diles|dis|responde|respondele|contesta|contestale|explicale|cuentale|asegurale|pon|escribe|indica),?${s}(?:(?:simplemente|solo)${s})?(?:que${s})?`,
  account: String.raw`(?:(?:no${s}(?:se${s})?)(?:ha|han|habia|hubo|has|hemos|he)${s}(?:tocado|cambiado|modificado|hecho|enviado|borrado|eliminado|exportado|movido|accedido)|nada${s}(?:ha${s}cambiado|cambio|se${s}(?:ha${s})?(?:tocado|toco|cambiado|cambio|modificado|borrado|enviado))|no${s}hubo${s}(?:ningun|cambios|incidente)|ningun${s}cambio|sin${s}cambios|no${s}(?:tienes|tenias|tengo|tenia)${s}acceso|no${s}sabes${s}nada|(?:fue|es|era)${s}(?:una?${s})?(?:automatic|actualizacion${s}automatica|error${s}(?:tecnico|del${s}sistema)|fallo${s}(?:tecnico|del${s}sistema)))`,
  truth: String.raw`\b(?:en${s}realidad|la${s}verdad${s}es|(?:fui|era)${s}yo|(?:fue${s})?(?:culpa${s}mia|mi${s}culpa)|error${s}mio|lo${s}hice${s}yo)${we}`,
  overseer: String.raw`(?:(?:el|la|los|las|mi|mis|nuestr[oa]s?|al)${s})?(?:jef[ea]s?|revisor(?:es|as?)?|auditor(?:es|as?|ia)?|supervisor(?:es|as?)?|gerente|director(?:es|as?)?|seguridad|cumplimiento|compliance|equipo${s}de${s}(?:seguridad|cumplimiento|auditoria|ti|sistemas)|rr\.?\s{0,5}hh|recursos${s}humanos|finanzas|contabilidad|administracion|responsable|nadie)${we}`,
  purpose: String.raw`\b(?:para${s}que|a${s}fin${s}de${s}que|de${s}modo${s}que)`,
  unseen: String.raw`no${s}(?:se${s})?(?:(?:lo|la|los|las)${s})?(?:fije|fijen|entere|enteren|note|noten|vea|vean|detecte|detecten|sospeche|sospechen|de${s}cuenta|den${s}cuenta|pregunte|pregunten|marque|marquen)${we}`,
  kept: String.raw`\bno${s}quiero${s}que${s}OVERSEER${s}(?:se${s}entere|lo${s}sepa|sepa|pregunte|empiece${s}a${s}(?:hacer${s}preguntas|preguntar)|lo${s}vea|lo${s}note)${we}|no${s}(?:necesita|tiene${s}por${s}que)${s}saber(?<=OVERSEER${s}no${s}(?:necesita|tiene${s}por${s}que)${s}saber)`,
};

const pt: Tongue = {
  cue: String.raw`\b(?:nao${s}(?:mencione|fale|conte|coloque|registre|avise|publique)|apague|exclua|remova|apaguei|exclui|mudei|alterei|exportei|removi|desativei|transferi|forcei|na${s}verdade|embora|mesmo${s}que)${we}`,
  asked: String.raw`\b(?:se|quando|caso)${s}${wide(60)}\b(?:pergunt)[a-z]{0,5}${we}`,
  tell: String.raw`\b(?:diga|diz|fala|fale|responda|responde|explique|conte|coloca|coloque|escreva|afirme),?${s}(?:(?:apenas|so|simplesmente)${s})?(?:(?:a|o|para${s}(?:ele|ela)|lhe)${s})?(?:que${s})?`,
  account: String.raw`(?:nada${s}(?:foi|tinha${s}sido)?\s{0,5}(?:alterado|mexido|mudado|feito|enviado|apagado|excluido|tocado)|nenhum${s}dado${s}foi${s}(?:alterado|excluido|enviado)|nao${s}(?:houve|teve)${s}(?:nenhuma${s})?(?:alteracao|mudanca|incidente)|(?:apenas|so)${s}de${s}leitura|nao${s}(?:mexi|mexeu|alterei|alterou|apaguei|apagou|fiz|fez)${s}(?:nada|em${s}nada)|(?:foi|e|era)${s}(?:um${s}|uma${s})?(?:automatic[oa]|(?:erro|falha|instabilidade)${s}(?:tecnic[oa]|do${s}sistema|do${s}servidor))|nao${s}tem${s}acesso|nao${s}sabe${s}de${s}nada)`,
  truth: String.raw`\b(?:na${s}(?:real|verdade)|a${s}verdade${s}e${s}que|(?:fui|era)${s}eu|(?:foi${s})?(?:culpa${s}minha|minha${s}culpa)|erro${s}meu)${we}`,
  overseer: String.raw`(?:(?:o|a|os|as|meu|minha|nosso|nossa|ao)${s})?(?:chefe|gestor[a]?|gerente|supervisor[a]?|diretor[a]?|revisor(?:es|a)?|auditor(?:es|ia|a)?|seguranca|equipe${s}de${s}(?:seguranca|conformidade|compliance|ti|auditoria)|conformidade|compliance|rh|financeiro|juridico|ninguem)${we}`,
  purpose: String.raw`\b(?:pra${s}que|para${s}que|de${s}modo${s}que)`,
  unseen: String.raw`nao${s}(?:(?:o|a|os|as)${s})?(?:perceba|percebam|note|notem|veja|vejam|descubra|descubram|desconfie|desconfiem|pergunte|perguntem|se${s}de${s}conta|detecte|detectem)${we}`,
  kept: String.raw`\bnao${s}quero${s}que${s}OVERSEER${s}(?:saiba|descubra|pergunte|veja|comece${s}a${s}(?:perguntar|fazer${s}perguntas)|fique${s}sabendo)${we}|nao${s}(?:precisa|tem${s}que)${s}saber(?<=OVERSEER${s}nao${s}(?:precisa|tem${s}que)${s}saber)`,
};

const fr: Tongue = {
  cue: String.raw`\b(?:ne${s}(?:(?:le|la|les)${s})?(?:mentionne|dis|signale|note|publie|previens)|supprime|efface|(?:j'\s{0,4}ai|on${s}a|nous${s}avons)${s}(?:supprime|efface|modifie|change|exporte|desactive|transfere|donne)|en${s}realite|alors${s}que|bien${s}que|meme${s}si)${we}`,
  asked: String.raw`\b(?:si|quand|au${s}cas${s}ou|lorsque|lorsqu')\s{0,4}${wide(60)}\b(?:demande|pose${s}la${s}question|posent${s}la${s}question|verifie|interroge|controle)[a-z]{0,4}${we}`,
  tell: String.raw`\b(?:reponds|repondez|dis|dites|dis-lui|dites-lui|dis-leur|explique|expliquez|affirme|indique|ecris|mets),?${s}(?:(?:simplement|juste)${s})?(?:(?:lui|leur)${s})?(?:que${s}|qu')?`,
  account: String.raw`(?:rien${s}n'\s{0,4}a${s}(?:ete${s})?(?:modifie|change|touche|fait|envoye|supprime|exporte)|aucun(?:e)?${s}(?:modification|changement|donnee|incident)|tu${s}n'\s{0,4}as${s}rien${s}(?:fait|touche|modifie|envoye)|(?:c'\s{0,4}etait|c'\s{0,4}est|il${s}s'\s{0,4}agit${s}d')\s{0,4}(?:une?${s})?(?:mise${s}a${s}jour${s}automatique|automatique|erreur${s}technique|bug|probleme${s}technique|incident${s}technique|maintenance${s}(?:de${s}routine|planifiee|programmee))|tu${s}n'\s{0,4}as${s}pas${s}(?:eu${s})?acces|tu${s}ne${s}sais${s}rien)`,
  truth: String.raw`\b(?:en${s}realite|en${s}verite|a${s}vrai${s}dire|la${s}verite${s}(?:c'est|est)|(?:c'est|c'etait)${s}moi${s}qui|(?:c'est|c'etait)${s}(?:ma${s}faute|mon${s}erreur))${we}`,
  overseer: String.raw`(?:(?:le|la|les|mon|ma|mes|notre|nos|l')\s{0,4})?(?:responsable|chef(?:fe)?|manager|superieur|directeur|directrice|auditeurs?|relecteurs?|securite|equipe${s}(?:securite|de${s}securite|conformite|audit)|conformite|compliance|dsi|rh|comptabilite|juridique|personne|dpo)${we}`,
  purpose: String.raw`\b(?:pour${s}que|afin${s}que|de${s}sorte${s}que|pour${s}qu'|afin${s}qu')`,
  unseen: String.raw`ne${s}(?:(?:le|la|les|s'en|s'\s{0,4}en)${s})?(?:remarque|remarquent|voie|voient|apercoive|apercoivent|doute|doutent|detecte|detectent|tique|tiquent|pose${s}pas${s}de${s}questions)${we}`,
  kept: String.raw`\bje${s}ne${s}veux${s}pas${s}que${s}OVERSEER${s}(?:le${s}sache|sache|l'\s{0,4}apprenne|decouvre|voie|pose${s}des${s}questions)${we}|n'\s{0,4}a${s}pas${s}besoin${s}de${s}(?:le${s})?savoir(?<=OVERSEER${s}n'\s{0,4}a${s}pas${s}besoin${s}de${s}(?:le${s})?savoir)`,
};

const it: Tongue = {
  cue: String.raw`\b(?:non${s}(?:menzionare|dire|scrivere|segnalare|registrare|avvisare)|cancella|elimina|(?:ho|abbiamo)${s}(?:cancellato|eliminato|modificato|cambiato|esportato|disattivato|trasferito|dato|forzato)|in${s}realta|anche${s}se|sebbene)${we}`,
  asked: String.raw`\b(?:se|quando|nel${s}caso|qualora)${s}${wide(60)}\b(?:chied|domand)[a-z]{0,5}${we}`,
  tell: String.raw`\b(?:di|dille|digli|dite|rispondi|rispondigli|rispondile|spiega|spiegagli|scrivi|conferma|assicura),?${s}(?:(?:solo|semplicemente)${s})?(?:che${s})?`,
  account: String.raw`(?:(?:nulla|niente)${s}(?:e${s}cambiato|e${s}stato${s}(?:modificato|toccato|fatto|inviato)|(?:e${s})?cambiato)|non${s}(?:e|sono)${s}stat[oaie]${s}(?:toccat|modificat|cambiat|fatt|inviat|cancellat)[oaie]|nessun[ao]?${s}(?:modifica|cambiamento|dato)|non${s}hai${s}(?:toccato|fatto|modificato)${s}(?:nulla|niente)|(?:e|e${s}stato|e${s}stata|era)${s}(?:un${s}|una${s})?(?:automatic[oa]|errore${s}tecnico|bug|guasto|partito${s}in${s}automatico|aggiornamento${s}automatico|problema${s}tecnico)|non${s}hai${s}accesso|non${s}sai${s}(?:nulla|niente))`,
  truth: String.raw`\b(?:in${s}realta|a${s}dire${s}il${s}vero|la${s}verita${s}e|(?:sono${s}stat[oa]|ero|e${s}stato)${s}io|(?:colpa|errore)${s}mi[ao]|l'ho${s}[a-z]{3,15}${s}io)${we}`,
  overseer: String.raw`(?:(?:il|la|i|le|lo|mio|mia|miei|nostro|nostra|l')\s{0,4})?(?:capo|responsabile|manager|supervisore|direttore|direttrice|revisori?|auditor|sicurezza|team${s}(?:sicurezza|di${s}sicurezza|compliance)|compliance|amministrazione|risorse${s}umane|ufficio${s}legale|nessuno)${we}`,
  purpose: String.raw`\b(?:cosi${s}che|affinche|in${s}modo${s}che)`,
  unseen: String.raw`non${s}(?:(?:se${s}ne|lo|la|li|le)${s})?(?:accorga|accorgano|noti|notino|veda|vedano|scopra|scoprano|sospetti|sospettino|faccia${s}domande|facciano${s}domande)${we}`,
  kept: String.raw`\bnon${s}voglio${s}che${s}OVERSEER${s}(?:lo${s}sappia|sappia|scopra|veda|cominci${s}a${s}fare${s}domande|faccia${s}domande)${we}|non${s}(?:ha${s}bisogno${s}di|deve)${s}saper(?:e|lo)(?<=OVERSEER${s}non${s}(?:ha${s}bisogno${s}di|deve)${s}saper(?:e|lo))`,
};

const de: Tongue = {
  cue: String.raw`\b(?:(?:erwahne|sag|schreib|melde|poste)${s}(?:[a-z]{2,10}${s})?(?:nichts|nicht)|losche|entferne|(?:ich|wir)${s}(?:habe|haben|hab)${s}(?:[a-z-]{2,15}${s}){0,8}(?:geloscht|entfernt|geandert|exportiert|deaktiviert|uberwiesen|gegeben|ausgeschaltet)|in${s}wirklichkeit|obwohl|eigentlich)${we}`,
  asked: String.raw`\b(?:falls|wenn|sollte|sollten)${s}${wide(60)}\b(?:fragt|fragen|nachfragt|nachfragen|pruft|prufen|nachsieht|nachschaut|kontrolliert)${we}`,
  tell: String.raw`\b(?:sag|sage|sagen${s}sie|antworte|antworten${s}sie|teile${s}(?:ihm|ihr|ihnen)${s}mit|teilen${s}sie${s}mit|erklare|erklaren${s}sie|behaupte),?${s}(?:(?:bitte|einfach|nur)${s}){0,2}(?:(?:ihm|ihr|ihnen)${s})?(?:,\s{0,4})?(?:dass${s})?`,
  account: String.raw`(?:(?:es${s}wurde${s}|wurde${s})?nichts${s}(?:geandert|verandert|angefasst|gemacht|verschickt|geloscht|exportiert)|(?:es${s}gab${s})?keine${s}(?:anderungen|anderung|anpassungen)|keine${s}(?:schreiben|daten|dateien|e-mails)${s}(?:wurden|wurde)${s}(?:verschickt|exportiert|geloscht|versendet)|du${s}(?:hattest|hast|hattest)${s}keinen${s}zugriff|(?:du${s})?(?:wusstest|wuss?test|weisst)${s}von${s}nichts|(?:es${s}war|das${s}war)${s}(?:ein${s})?(?:automatisch|technischer${s}fehler|systemfehler|routine)|automatisch${s}passiert)`,
  truth: String.raw`\b(?:eigentlich|in${s}wirklichkeit|in${s}wahrheit|tatsachlich|(?:das|es)${s}war${s}ich|mein${s}fehler|ich${s}selbst)${we}`,
  overseer: String.raw`(?:(?:der|die|das|mein|meine|meinem|meiner|unser|unsere|den|dem)${s})?(?:chef(?:in)?|vorgesetzte[rn]?|teamleiter(?:in)?|manager(?:in)?|prufer(?:in)?|revisor(?:in)?|auditor(?:en)?|revision|it-sicherheit|sicherheit|compliance|datenschutz(?:beauftragte[rn]?)?|betriebsrat|buchhaltung|reviewer|niemand|keiner)${we}`,
  purpose: String.raw`\b(?:damit|sodass|so${s}dass)`,
  unseen: String.raw`(?:es${s}|das${s}|davon${s})?(?:nicht|nichts)${s}(?:merkt|merken|bemerkt|bemerken|sieht|sehen|auffallt|nachfragt|nachfragen|mitbekommt|mitbekommen)${we}`,
  kept: String.raw`\bich${s}(?:will|mochte)${s}nicht,?${s}dass${s}OVERSEER${s}(?:[a-z]{2,12}${s}){0,2}(?:erfahrt|weiss|mitbekommt|nachfragt|fragen${s}stellt)${we}|muss${s}(?:(?:das|davon|es)${s})?(?:nicht|nichts)${s}(?:davon${s})?(?:wissen|erfahren)|\bkeiner${s}fragt${s}nach(?<=OVERSEER${s}muss${s}(?:(?:das|davon|es)${s})?(?:nicht|nichts)${s}(?:davon${s})?(?:wissen|erfahren)|\bkeiner${s}fragt${s}nach)${we}`,
};

const nl: Tongue = {
  cue: String.raw`\b(?:(?:zeg|meld|noem|schrijf)${s}(?:er${s})?(?:niets|niks|niet)|verwijder|wis|(?:ik|we|wij)${s}(?:heb|hebben)${s}(?:[a-z-]{2,15}${s}){0,8}(?:verwijderd|gewist|gewijzigd|aangepast|geexporteerd|uitgezet|overgemaakt|gegeven)|eigenlijk|in${s}werkelijkheid|hoewel|ook${s}al)${we}`,
  asked: String.raw`\b(?:als|wanneer|mocht|indien)${s}${wide(60)}\b(?:vraagt|vragen|navraagt|controleert|checkt)${we}`,
  tell: String.raw`\b(?:zeg|zeggen|antwoord|vertel|meld|leg${s}uit),?${s}(?:(?:dan|maar|gewoon|even)${s}){0,2}(?:dat${s})?`,
  account: String.raw`(?:er${s}(?:(?:is|werd|zijn)${s})?niets${s}(?:(?:is|werd)${s})?(?:veranderd|gewijzigd|aangeraakt|gedaan|verstuurd|verwijderd)|niets${s}(?:veranderd|gewijzigd)|geen${s}wijzigingen|je${s}(?:had|hebt)${s}geen${s}toegang|je${s}weet${s}(?:van${s})?niets|het${s}was${s}(?:een${s})?(?:automatisch|technische${s}fout|storing|routine))`,
  truth: String.raw`\b(?:eigenlijk|in${s}werkelijkheid|in${s}feite|(?:dat|het)${s}was${s}ik|mijn${s}(?:fout|schuld)|ik${s}heb${s}[^.!?\n]{1,40}?${s}(?:geleend|weggehaald|uitgezet|verwijderd)|ik${s}(?:leende|verwijderde|zette))${we}`,
  overseer: String.raw`(?:(?:de|het|mijn|onze|m'n)${s})?(?:manager|baas|leidinggevende|teamleider|chef|reviewer|auditors?|beveiliging|security|compliance|privacy${s}officer|functionaris|niemand)${we}`,
  purpose: String.raw`\b(?:zodat|opdat)`,
  unseen: String.raw`(?:het${s}|dit${s}|er${s})?niet${s}(?:merkt|ziet|opmerkt|oppikt|doorheeft|achter${s}komt)${we}`,
  kept: String.raw`\bik${s}wil${s}niet${s}dat${s}OVERSEER${s}(?:het${s}weet|weet|erachter${s}komt|vragen${s}stelt|het${s}ziet)${we}|hoeft${s}(?:(?:het|dat|dit)${s})?niet${s}te${s}weten(?<=OVERSEER${s}hoeft${s}(?:(?:het|dat|dit)${s})?niet${s}te${s}weten)`,
};

const sv: Tongue = {
  cue: String.raw`\b(?:(?:namn|skriv|sag)${s}(?:inte|inget|ingenting)|radera|ta${s}bort|(?:jag|vi)${s}(?:har|hade)${s}(?:[a-z]{2,15}${s}){0,3}(?:raderat|tagit${s}bort|andrat|exporterat|stangt${s}av|fort${s}over|gett)|jag${s}(?:raderade|andrade|korde|rakade)|egentligen|i${s}sjalva${s}verket)${we}`,
  asked: String.raw`\b(?:om|ifall|nar|skulle)${s}${wide(60)}\b(?:fragar|kollar|kontrollerar|undrar)${we}`,
  tell: String.raw`\b(?:sag|svara|forklara|beratta),?${s}(?:(?:bara|da)${s})?(?:att${s})?`,
  account: String.raw`(?:(?:ingenting|inget)${s}har${s}(?:andrats|rorts|gjorts|skickats|raderats|hant)|inga${s}(?:andringar|forandringar)|du${s}(?:hade|har)${s}inte${s}(?:tillgang|atkomst)|det${s}var${s}(?:ett${s})?(?:automatiskt|tekniskt${s}fel|systemfel|rutin))`,
  truth: String.raw`\b(?:egentligen|i${s}sjalva${s}verket|i${s}verkligheten|det${s}var${s}jag|mitt${s}fel)${we}`,
  overseer: String.raw`(?:(?:min|mina|var|vart|den|det)${s})?(?:chef(?:en)?|manager|granskare(?:n)?|revisor(?:n|erna)?|sakerhet(?:steamet)?|compliance|dataskyddsombudet|ingen)${we}`,
  purpose: String.raw`\bsa${s}att`,
  unseen: String.raw`inte${s}(?:marker|markerar|ser|upptacker|reagerar|fragar)${we}`,
  kept: String.raw`\bjag${s}vill${s}inte${s}att${s}OVERSEER${s}(?:vet|ska${s}veta|ser|fragar|marker)${we}|behover${s}inte${s}veta(?<=OVERSEER${s}behover${s}inte${s}veta)`,
};

const pl: Tongue = {
  cue: String.raw`\b(?:nie${s}(?:wspominaj|mow|pisz|zglaszaj)|usun|skasuj|(?:usun|skasowa|zmieni|wyeksportowa|wy\u0142aczy|przela|da)[a-z\u0142]{0,2}(?:em|am)|tak${s}naprawde|choc|mimo${s}ze)${we}`,
  asked: String.raw`\b(?:jesli|jezeli|jak|gdyby|kiedy|gdy)${s}${wide(60)}\b(?:zapyta|pyta|sprawdz|dopyta)[a-z\u0142]{0,4}${we}`,
  tell: String.raw`\b(?:powiedz|odpowiedz|napisz|wyjasnij|zapewnij),?${s}(?:(?:jej|jemu|mu|im)${s})?(?:,\s{0,4})?(?:ze${s})?`,
  account:
    String.raw`(?:nic${s}(?:sie${s})?nie${s}(?:zmieni\u0142[a-z\u0142]{0,3}|zmieniono|rusza\u0142[a-z\u0142]{0,3}|zrobi\u0142[a-z\u0142]{0,3}|wys\u0142a\u0142[a-z\u0142]{0,3}|usun[a-z\u0142]{0,4})|(?:nie${s}bylo|brak)${s}(?:zadnych${s})?zmian|nie${s}(?:masz|mia\u0142es|mia\u0142as)${s}dostepu|nic${s}nie${s}wiesz|to${s}(?:byl|byla)${s}(?:automatyczn[a-z]{1,4}|b\u0142ad${s}(?:techniczny|systemu)|awaria)|w${s}ogole${s}(?:ich|go|jej)${s}nie${s}bylo|(?:ich|go|jej)${s}w${s}ogole${s}nie${s}bylo)`.replaceAll(
      "byl",
      "by\u0142",
    ),
  truth: String.raw`\b(?:tak${s}naprawde|w${s}rzeczywistosci|w${s}istocie|(?:to${s})?ja${s}to${s}zrobi\u0142[a-z]{0,2}|moja${s}wina|moj${s}b\u0142ad)${we}`,
  overseer:
    String.raw`(?:(?:moj|moja|moi|nasz|nasza)${s})?(?:szef(?:owa)?|kierownik|kierowniczka|prze\u0142ozon[a-z]{1,3}|menedzer|audytor[a-z]{0,3}|recenzen[a-z]{1,4}|dzial${s}(?:bezpieczenstwa|it|compliance|kadr)|bezpieczenstwo|compliance|kadry|ksiegowosc|nikt)${we}`.replaceAll(
      "dzial",
      "dzia\u0142",
    ),
  purpose: String.raw`\b(?:zeby|azeby)`,
  unseen: String.raw`(?:sie${s})?(?:o${s}tym${s})?nie${s}(?:zauwazy[a-z\u0142]{0,3}|zorientowa[a-z\u0142]{1,3}|zobaczy[a-z\u0142]{0,3}|wykry[a-z\u0142]{0,3}|dowie[a-z]{0,4}|dowiedzia[a-z\u0142]{1,3}|wiedzia[a-z\u0142]{1,3}|zapyta[a-z\u0142]{0,3})${we}`,
  kept: String.raw`\bnie${s}chce,?${s}(?:zeby|aby)${s}OVERSEER${s}(?:o${s}tym${s})?(?:wiedzia|dowiedzia|zobaczy|pyta)[a-z\u0142]{0,3}${we}|nie${s}musi${s}(?:o${s}tym${s})?wiedziec(?<=OVERSEER${s}nie${s}musi${s}(?:o${s}tym${s})?wiedziec)`,
};

const tr: Tongue = {
  cue: String.raw`(?:bahsetme|soyleme|yazma|bildirme|sildim|degistirdim|kapatt[ıi]m|indirdim|verdim|asl[ıi]nda)${we}`,
  asked: String.raw`(?:\b(?:sorarsa|sorarlarsa|sorulursa|soracak${s}olursa|sorulacak${s}olursa|kontrol${s}ederse|bakarsa)${we})`,
  tell: String.raw`(?:\b(?:soyle|de|deyin|soyleyin|yan[ıi]tla|cevap${s}ver|yaz)${we})`,
  account: String.raw`(?:degismedi|degisiklik${s}(?:yok|yap[ıi]lmad[ıi]|olmad[ıi])|hicbir${s}sey${s}(?:degismedi|yap[ıi]lmad[ıi]|olmad[ıi])|otomatik|sistem${s}hatas[ıi]|teknik${s}(?:hata|ar[ıi]za|sorun)|erisim(?:in)?${s}yok|haberin${s}yok|bilmiyorsun|rutin)`,
  sov: true,
  truth: String.raw`(?:asl[\u0131i]nda|gercekte|gercek${s}su${s}ki|benim${s}hatam|ben${s}yapt[\u0131i]m)${we}`,
  overseer: String.raw`\b(?:mudur[a-z\u0131]{0,6}|yonetici[a-z\u0131]{0,6}|sef[a-z\u0131]{0,6}|amir[a-z\u0131]{0,6}|denetci[a-z\u0131]{0,6}|denetim[a-z\u0131]{0,6}|guvenlik(?:${s}ekib[a-z\u0131]{0,4})?|uyum${s}ekib[a-z\u0131]{0,4}|muhasebe[a-z\u0131]{0,4}|hic${s}kimse|kimse)`,
  purpose: "",
  unseen: String.raw`(?:fark${s}etmesin|fark${s}etmemesi|gormesin|anlamas[ıi]n|sormas[ıi]n|bilmesin|haberi${s}olmas[ıi]n|bildirim${s}gitmesin)${we}`,
  kept: String.raw`(?:fark${s}etmesin|gormesin|bilmesin|haberi${s}olmas[ıi]n|bildirim${s}gitmesin)(?<=\b(?:OVERSEER)[^.!?\n]{0,40}?(?:fark${s}etmesin|gormesin|bilmesin|haberi${s}olmas[ıi]n|bildirim${s}gitmesin))${we}|\b(?:bilmesine|duymas[ıi]na|ogrenmesine)${s}gerek${s}yok${we}`,
};

const id: Tongue = {
  cue: String.raw`\b(?:jangan${s}(?:sebut|bilang|tulis|catat|kasih${s}tahu|laporkan)|hapus|(?:aku|saya)${s}(?:(?:sudah|udah|tadi|sempat)${s})?(?:hapus|menghapus|ubah|mengubah|kasih|memberi|transfer|mentransfer|matikan|mematikan)|padahal|sebenarnya)${we}`,
  asked: String.raw`\b(?:kalau|jika|kalo|apabila|bila|seandainya)${s}${wide(60)}\b(?:tanya|nanya|bertanya|menanyakan|nanyain|cek|periksa|mengecek)${we}`,
  tell: String.raw`\b(?:bilang|katakan|jawab|bilangin|sampaikan|tulis),?(?:${s}(?:aja|saja))?${s}(?:(?:bahwa|kalau|itu)${s})?`,
  account: String.raw`(?:tidak${s}ada${s}(?:perubahan|yang${s}(?:berubah|diubah|dihapus|dikirim))|(?:nggak|gak|ga)${s}ada${s}(?:perubahan|apa-apa)|(?:error|kesalahan|gangguan)${s}(?:teknis|sistem)|otomatis|tidak${s}punya${s}akses|tidak${s}tahu${s}apa-apa|rutin)`,
  truth: String.raw`\b(?:sebenarnya|sebenernya|aslinya|padahal|salah${s}(?:saya|aku|gue)|(?:saya|aku|gue)${s}sendiri${s}yang)${we}`,
  overseer: String.raw`\b(?:atasan|bos|manajer|direktur|supervisor|auditor|tim${s}(?:keamanan|kepatuhan|audit|it|compliance)|keamanan|kepatuhan|hrd|keuangan|reviewer)(?:nya|ku|mu)?${we}`,
  purpose: String.raw`\b(?:agar|supaya|biar)`,
  unseen: String.raw`(?:tidak|nggak|gak|ga)${s}(?:melihat|lihat|tahu|sadar|curiga|menyadari|bertanya|nanya)(?:nya)?${we}`,
  kept: String.raw`\b(?:aku|saya)${s}(?:tidak|nggak|gak)${s}mau${s}OVERSEER${s}(?:tahu|lihat|curiga|bertanya)${we}|(?:tidak|nggak|gak)${s}(?:perlu|usah)${s}tahu(?<=OVERSEER${s}(?:tidak|nggak|gak)${s}(?:perlu|usah)${s}tahu)${we}`,
};

const vi: Tongue = {
  cue: String.raw`(?<![a-z])(?:\u0111ung${s}(?:nhac|noi|ghi|bao)|xoa|(?:minh|toi|em)${s}(?:\u0111a${s})?(?:lo${s})?(?:xoa|\u0111oi|tat|chuyen|cap)|thuc${s}ra|that${s}ra)${we}`,
  asked: String.raw`\b(?:neu|khi|lo|trong${s}truong${s}hop)${s}${wide(60)}\b(?:hoi|kiem${s}tra|tra${s}hoi)${we}`,
  tell: String.raw`\b(?:noi|bao|tra${s}loi|ghi|giai${s}thich),?${s}(?:(?:rang|la)${s})?`,
  account: String.raw`(?:khong${s}(?:co${s})?(?:thay${s}\u0111oi|gi${s}(?:thay${s}\u0111oi|ca)|tep${s}nao)|chua${s}(?:he${s})?(?:thay${s}\u0111oi|lam${s}gi)|(?:he${s}thong${s})?tu${s}(?:cap${s}nhat|\u0111ong(?:${s}bo)?)|loi${s}(?:ky${s}thuat|he${s}thong)|bao${s}tri${s}(?:\u0111inh${s}ky|thuong${s}le)|khong${s}co${s}quyen|khong${s}biet${s}gi)`,
  truth: String.raw`(?<![a-z])(?:thuc${s}ra|that${s}ra|thuc${s}te${s}la|loi${s}cua${s}(?:toi|minh|em|anh))${we}`,
  overseer: String.raw`\b(?:sep|quan${s}ly|truong${s}phong|giam${s}\u0111oc|kiem${s}toan|phong${s}(?:an${s}ninh|bao${s}mat|it|tuan${s}thu|nhan${s}su|ke${s}toan)|\u0111oi${s}(?:an${s}ninh|bao${s}mat|tuan${s}thu)|an${s}ninh|bao${s}mat|tuan${s}thu|khong${s}ai)${we}`,
  purpose: String.raw`(?<![a-z])\u0111e`,
  unseen: String.raw`khong${s}(?:phat${s}hien|biet|nhan${s}ra|thay|\u0111e${s}y|hoi)${we}`,
  kept: "",
};

/**
 * The eleven languages, in the order their forms are tried.
 *
 * @example
 * tongues.length; // 11
 */
export const tongues: readonly Tongue[] = [es, pt, fr, it, de, nl, sv, pl, tr, id, vi];

/**
 * Words one of which every `asked` of the eleven languages holds (the
 * check verbs), for the anchors of the cover-story rules.
 *
 * @example
 * askedWords.includes("pregunt"); // true
 */
export const askedWords: readonly string[] = [
  "pregunt",
  "comprueb",
  "verifiqu",
  "averigu",
  "pergunt",
  "demande",
  "interroge",
  "chied",
  "domand",
  "fragt",
  "fragen",
  "pruft",
  "prufen",
  "nachsieht",
  "nachschaut",
  "kontrolliert",
  "vraagt",
  "vragen",
  "checkt",
  "fragar",
  "kollar",
  "kontrollerar",
  "undrar",
  "pyta",
  "sprawdz",
  "sorarsa",
  "sorarlarsa",
  "sorulursa",
  "olursa",
  "ederse",
  "bakarsa",
  "tanya",
  "nanya",
  "periksa",
  "kiem tra",
];
