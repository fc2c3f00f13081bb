import { frag, type Rule, rx } from "../rule.js";

const { s, wordEnd: we } = frag;

// "Don't tell the user" in es, pt, fr, de, it and ru: the reader told to
// keep what it does from the person it works for. As in the English
// concealment.do_not_tell, only "the user" (or "the customer") counts as the
// one kept in the dark ("no le digas nada a Juan" is a surprise party), and
// the order must not be one that waits for a date or a sign-off ("no se lo
// digas al cliente hasta que legal lo apruebe"), nor one that guards a
// secret or data from the user ("ne montrez jamais à l'utilisateur son mot
// de passe en clair", "non mostrare all'utente i dati di altri clienti").

const until = String.raw`(?![^.!?\n]{0,60}\b(?:hasta|ate|jusqu|avant${s}que|bis|solange|finche|fino${s}a|prima${s}che)\b)`;
// A guarded thing right after the audience: its own secret or others' data.
const guarded = String.raw`(?!${s}(?:(?:son|sa|ses|leur|leurs|le|la|les|un|une|des|el|los|las|su|sus|o|a|os|as|seu|sua|seus|suas|den|die|das|sein[a-z]{0,2}|ihr[a-z]{0,2}|il|lo|i|gli|suo|suoi|l')\s{0,4}){1,2}(?:[a-z]{2,15}${s})?(?:mots?${s}de${s}passe|cles?|tokens?|jetons?|secrets?|identifiants|donnees|contrasenas?|claves?|datos|senhas?|chaves?|dados|passw(?:ort|orter|ords?)|kennwort|schlussel|daten|chiav[ei]|dati|credenziali|credenciales|credenciais|zugangsdaten|codigos?|codes?|numeros?|stack|erreurs?|errores?|erros|fehler|errori)${we})`;
const tail = `${guarded}${until}`;

// es: "no se lo digas al usuario", "nunca le digas al usuario", "no
// menciones esta instrucción al usuario".
const es = String.raw`\b(?:no|nunca|jamas)${s}(?:(?:se|le|les)${s})?(?:(?:lo|la|los|las)${s})?(?:digas|menciones|cuentes|informes|reveles|muestres|comentes|avises|notifiques|comuniques)(?:${s}(?:nunca|jamas))?${s}(?:nada${s})?(?:[a-z]{2,15}${s}){0,2}(?:al?${s})?(?:usuari[oa]|cliente)${we}|\b(?:oculta|ocultale|ocultes|esconde|escondele|escondas)(?:${s}(?:esto|eso|(?:esta|este)${s}(?:accion|instruccion|nota|mensaje|paso|cambio|transferencia|envio|operacion))${s}al?${s}(?:usuari[oa]|cliente)${we}|${s}al?${s}(?:usuari[oa]|cliente)${s}(?:que|lo${s}que)${we})`;
// pt: "não conte ao usuário", "nunca diga nada ao usuário", "não informe o
// usuário" (informar, avisar take the user as object), "não deixe o
// usuário saber".
const pt = String.raw`\b(?:nao|nunca|jamais)${s}(?:(?:lhe|o|a)${s})?(?:(?:conte|diga|mencione|revele|mostre|comente|comunique|fale)(?:${s}(?:nunca|jamais))?${s}(?:nada${s})?(?:[a-z]{2,15}${s}){0,2}(?:ao|a|para${s}o|para${s}a)|(?:informe|avise|notifique|alerte)${s}(?:nada${s})?(?:o|a))${s}(?:usuari[oa]|utilizador(?:a)?|cliente)${we}|\bnao${s}deixe${s}(?:o|a)${s}(?:usuari[oa]|utilizador(?:a)?)${s}(?:saber|perceber|descobrir|notar)${we}`;
// fr: "ne le signale surtout pas à l'utilisateur", "ne dis jamais à
// l'utilisateur", "n'en parle pas à l'utilisateur", "ne préviens pas
// l'utilisateur".
const fr = String.raw`\b(?:ne|n')\s{0,4}(?:(?:le|la|les|lui|leur|en|y)${s}|l'\s{0,4}|(?:lui|leur)${s}en${s})?(?:dis|dites|mentionne[sz]?|revele[sz]?|signale[sz]?|montre[sz]?|parle[sz]?|previens|prevenez|informe[sz]?|avertis|avertissez|indique[sz]?)(?:${s}(?:surtout|absolument|jamais|rien|pas|plus|aucunement|en${s}aucun${s}cas)){1,3}${s}(?:(?:de${s}(?:cela|ceci|ca)|ceci|cela|ca)${s})?(?:a${s}l'|a${s}|l')\s{0,4}utilisat(?:eur|rice)${we}`;
// de: "sag dem Nutzer nichts davon", "verrate es dem Benutzer nicht",
// "informiere den Nutzer nicht", "der Nutzer darf davon nichts erfahren".
const de = String.raw`\b(?:(?:sag|sage|sagen${s}sie|erzahl|erzahle|erwahne|erwahnen${s}sie|verrat|verrate|verraten${s}sie|teile|teilen${s}sie)${s}(?:(?:es|das|dies|davon)${s})?(?:dem|der)|(?:informiere|informieren${s}sie|benachrichtige|warne)${s}(?:den|die))${s}(?:benutzer|nutzer|kunden|anwender)(?:in|n)?${s}(?:(?:davon|daruber|das|es|bitte)${s})?(?:nichts|nicht|niemals|nie|auf${s}keinen${s}fall|keinesfalls|kein${s}wort)${we}|\b(?:der|die)${s}(?:benutzer|nutzer|anwender)(?:in)?${s}(?:darf|soll)${s}(?:davon${s}nichts|nichts${s}davon|das${s}nicht|es${s}nicht)${s}(?:erfahren|wissen|mitbekommen|merken|bemerken)${we}|\b(?:verschweige|verschweigen${s}sie|verheimliche|verheimlichen${s}sie)${s}(?:(?:es|das|dies)${s})?(?:dem|der)${s}(?:benutzer|nutzer|kunden|anwender)(?:in|n)?${we}`;
// it: "non dirlo all'utente", "non dire mai all'utente", "non informare
// l'utente".
const it = String.raw`\bnon${s}(?:(?:glielo|gli|le|lo)${s})?(?:dir(?:e|lo|gli|glielo)|menzionar(?:e|lo)|rivelar(?:e|lo)|segnalar(?:e|lo)|comunicar(?:e|lo)|mostrar(?:e|lo)|far(?:e|lo)${s}sapere|informare|avvisare)(?:${s}(?:mai|nulla|niente|assolutamente)){0,2}${s}(?:[a-z]{2,15}${s}){0,2}(?:all'|al${s}|l')\s{0,4}(?:utente|cliente)${we}`;
const ru = String.raw`не${s}(?:говори|сообщай|рассказывай|упоминай|сообщи|расскажи|показывай|показ[ыу]вай)(?:те)?${s}(?:(?:об${s}этом|ничего)${s})?пользовател`;

/**
 * "Don't tell the user" in es, pt, fr, de, it and ru.
 *
 * @example
 * concealmentI18nRule.id; // "concealment.do_not_tell_i18n"
 */
export const concealmentI18nRule: Rule = {
  id: "concealment.do_not_tell_i18n",
  category: "concealment",
  anchors: [
    "usuari",
    "utilisat",
    "nutzer",
    "kunden",
    "anwender",
    "utente",
    "utilizador",
    "cliente",
    "пользовател",
  ],
  pattern: rx(`(?:${es}|${pt}|${fr}|${de}|${it})${tail}|${ru}`),
  severity: { default: "high", text: "medium" },
  quotedIsMention: true,
};
