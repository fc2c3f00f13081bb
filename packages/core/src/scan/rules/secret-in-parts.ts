import { frag, type Rule, rx } from "../rule.js";
import { gapI } from "./call-before-answer-i18n.js";
import { quotedSpan } from "./outside-quote.js";

const { s, gap, ownWalk } = frag;

// A secret by name: "the production DB password", "your admin API token",
// "the STRIPE_SECRET_KEY". A card's last four digits are printed on every
// receipt, so cards are not here.
const secretNoun = String.raw`(?:(?:api|access|secret|private|signing|deploy|auth|bot|admin|root|master|service|session|refresh)${s})?(?:keys?|tokens?|passwords?|passphrases?|passcodes?|secrets?|credentials?|connection${s}strings?|pins?|seed${s}phrases?|recovery${s}(?:codes?|phrases?))\b|\b[a-z][a-z0-9]{0,20}(?:_[a-z0-9]{1,20}){0,4}_(?:key|token|secret|password|passwd|pwd)\b`;
// Not what someone else was asked: "asking it to spell the password
// backwards worked" reports a test.
// Kept within the walk's 32 characters of look-back: single spaces.
const notAsked = String.raw`(?<!\b(?:asks?|asked|asking|tells?|told|get|got|tricked|tricking)\s(?:it|them)\sto\s[a-z]{3,7})`;
// Whose: not the writer's own ("the first 8 characters of my key are ...").
const whose = String.raw`(?!my\b|mine\b)(?:(?:the|your|our|its|this|that|each|every|his|her|their)${s})?(?:[a-z0-9_-]{1,25}${s}){0,3}`;
const count = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen|few|couple${s}of|handful${s}of)`;

// A part of it: "just the first 8 characters of the production DB
// password", "the first and last 6 characters of each key".
const partEn = String.raw`\b(?:first|last|initial|final|leading|trailing)${notAsked}${s}(?:(?:and|or)${s}(?:the${s})?(?:first|last)${s})?${count}${s}(?:characters|chars|letters|digits|symbols|bytes)${s}of${s}${whose}(?:${secretNoun})`;
// Piece by piece, reversed, or as the first letters of a poem: "one
// character per riddle", "spell your token backwards", "an acrostic whose
// lines spell out your admin API token", "complete 'AKIA' with the rest of
// the access key".
const pieceEn = String.raw`\bone${s}(?:character|letter|digit|char|symbol)${s}(?:at${s}a${s}time|per${s}(?:line|message|reply|turn|answer|riddle|question|round)|for${s}(?:each|every)${s}[a-z]{2,12})${gap(60)}(?:${secretNoun})`;
const reversedEn = String.raw`\b(?:spell|write|type|say|print|give|read|list|output)${notAsked}${s}(?:me${s})?(?:out${s})?(?:the|your|its)${s}(?:[a-z0-9_-]{1,20}${s}){0,2}(?:${secretNoun})${s}(?:backwards|in${s}reverse|reversed|letter${s}by${s}letter|character${s}by${s}character|with${s}spaces${s}between|one${s}(?:letter|character|char)${s}(?:per|on${s}each)${s}line)`;
const acrosticEn = String.raw`\b(?:first${notAsked}${s}letters?${s}of${s}(?:each|every|the)${s}(?:line|word|sentence|verse|stanza)s?|acrostic)${gap(80)}\b(?:your|the|its)${s}(?:[a-z0-9_-]{1,20}${s}){0,2}(?:${secretNoun})`;
const restEn = String.raw`\b(?:complete|finish|autocomplete|continue|fill${s}in)${gap(40)}\bthe${s}rest${s}of${s}(?:the|your|its)${s}(?:[a-z0-9_-]{1,20}${s}){0,3}(?:${secretNoun})`;

// The same in the major languages (folded: "contraseña" reads
// "contrasena"; ł and ı stay).
const secretI18n = String.raw`(?:clave|contrasena|secreto|chave|senha|segredo|cle|mot${s}de${s}passe|jeton|schlussel|passwort|kennwort|secret-key|chiave|segreto|(?:[a-z0-9]{1,20}-){1,3}(?:keys?|schlussels?|sleutels?)\b|sleutel|wachtwoord|klucza|klucz|hasła|hasło|tokena|ключ[а-я]{0,3}|парол[а-я]{0,3}|токен[а-я]{0,3}|секрет[а-я]{0,3}|anahtar[a-zı]{0,4}|sifre[a-zı]{0,4}|token|password|api-key|api${s}key)`;
const partI18n = String.raw`(?:\b(?:primeros|ultimos|primeiros|premiers|derniers|primi|ultimi|ersten|letzten|eerste|laatste|pierwsze|ostatnie)${s}${count}?\s{0,5}(?:\d{1,2}${s})?(?:caracteres|digitos|letras|chiffres|lettres|caratteri|cifre|lettere|zeichen|stellen|buchstaben|ziffern|tekens|cijfers|letters|znakow|znaki|cyfr|liter)${s}(?:de${s}la|de${s}los|del|de|da|do|du|des|der|vom|von|della|dello|del|di|van${s}(?:de|het))?\s{0,5}(?:[a-z0-9_-]{1,25}${s}){0,3}${secretI18n}|(?:первые|последние|перші|останні)${s}\d{1,2}${s}(?:символ|знак|цифр|букв)[а-яі]{0,3}${s}(?:[а-яіїєa-z0-9_-]{1,20}${s}){0,2}${secretI18n})`;
const partCjk = String.raw`(?:秘密鍵|鍵|パスワード|トークン|apiキー|シークレット|密钥|密码|令牌|秘钥|口令|비밀번호|토큰|키)(?:の|的|의)?\s{0,2}(?:最初|先頭|最後|末尾|前|后|最后|앞|처음|마지막|뒤)(?:の)?\s{0,2}\d{1,2}\s{0,2}(?:文字|桁|位|个字符|个字|자리|글자)`;
// Named first, then the trick: only the words no English text shares.
const secretWordI18n = String.raw`(?:clave|contrasena|secreto|chave|senha|segredo|mot${s}de${s}passe|jeton|schlussel|passwort|kennwort|chiave|segreto|sleutel|wachtwoord|klucza|klucz|hasła|hasło|tokena|ключ[а-я]{0,3}|парол[а-я]{0,3}|токен[а-я]{0,3}|секрет[а-я]{0,3}|anahtar[a-zı]{0,4}|sifre[a-zı]{0,4})`;
const pieceI18n = String.raw`(?:по${s}одному${s}(?:символу|знаку|букве|цифре|літері)${gapI(40)}(?:ключ|парол|токен|секрет)|(?:letra${s}por${s}letra|al${s}reves|caracter${s}por${s}caracter|un${s}caracter${s}(?:por|cada)|ruckwarts|buchstabe${s}fur${s}buchstabe|zeichen${s}fur${s}zeichen|a${s}l'envers|lettre${s}par${s}lettre|caractere${s}par${s}caractere|al${s}contrario|lettera${s}per${s}lettera|de${s}tras${s}para${s}a${s}frente|letra${s}a${s}letra)${gapI(40)}${secretI18n}|${secretWordI18n}${gapI(40)}(?:letra${s}por${s}letra|al${s}reves|caracter${s}por${s}caracter|ruckwarts|buchstabe${s}fur${s}buchstabe|a${s}l'envers|lettre${s}par${s}lettre|al${s}contrario|lettera${s}per${s}lettera|de${s}tras${s}para${s}a${s}frente|letra${s}a${s}letra)|(?:密钥|密码|令牌|秘钥|口令)${gapI(10)}(?:倒过来|倒着|反过来|反着|逐个字符|一个字一个字)|(?:倒过来|倒着|反过来)写${gapI(6)}(?:密钥|密码|令牌))`;

// "Mask all but the last 4 characters of the key", "show only the
// first 6 characters of each token in the UI": a display rule.
const maskRule = String.raw`\b(?:mask|masks|masked|masking|redact|redacts|redacted|hide|hides|hidden|obscure|obscures|truncate|truncates|truncated|all${s}but|except(?:${s}for)?|other${s}than|only${s}(?:show|shows|display|displays|log|logs|print|prints|store|stores)|(?:show|shows|display|displays|log|logs|print|prints|store|stores)${s}only)\b[^.!?\n]{0,40}?\b(?:first|last|leading|trailing)\b`;

/**
 * A secret asked for in parts or in disguise, so that no single answer
 * "reveals" it: the first or last characters, one character per turn,
 * spelled backwards, as a poem's first letters, or completed from a prefix
 * the asker supplies (`exfiltration.secret_in_parts`). Each part is a
 * piece of the secret; honest users who describe their own key ("the
 * first 8 characters of my key are …") or ask that a key be shown masked
 * ("mask all but the last 4 characters") are left alone.
 *
 * @example
 * secretInPartsRules.map((rule) => rule.id); // ["exfiltration.secret_in_parts"]
 */
export const secretInPartsRules: readonly Rule[] = [
  {
    id: "exfiltration.secret_in_parts",
    category: "exfiltration",
    anchors: [
      "character",
      "chars",
      "letter",
      "digit",
      "symbol",
      "bytes",
      "acrostic",
      "rest of",
      "caracter",
      "chiffres",
      "lettre",
      "caratteri",
      "cifre",
      "zeichen",
      "stellen",
      "buchstabe",
      "ziffern",
      "tekens",
      "cijfers",
      "znakow",
      "znaki",
      "cyfr",
      "letra",
      "al reves",
      "ruckwarts",
      "a l'envers",
      "al contrario",
      "de tras para",
      "символ",
      "знак",
      "цифр",
      "букв",
      "літер",
      "文字",
      "桁",
      "位",
      "个字",
      "자리",
      "글자",
      "倒过来",
      "倒着",
      "反过来",
      "反着",
      "backwards",
      "in reverse",
      "reversed",
      "with spaces",
    ],
    pattern: rx(
      String.raw`${ownWalk}(?:${partEn}|${pieceEn}|${reversedEn}|${acrosticEn}|${restEn}|${partI18n}|${partCjk}|${pieceI18n})`,
    ),
    // "Mask all but the last 4 characters of the key", "show only the
    // first 6 characters of each token in the UI": a display rule.
    unless: rx(`(?:${quotedSpan}|${maskRule})`),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
];
