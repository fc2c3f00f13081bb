import { frag, type Rule, rx } from "../rule.js";
import { fraudWordsI18n } from "./fraud-words.js";

const { s } = frag;

// What proves who the reader is or holds their money: a password or PIN, a
// one-time code, card data, a wallet's seed phrase.
const cred = String.raw`(?:(?:[a-z-]{2,15}${s})?(?:password|passcode|passphrase|pin${s}number)s?\b(?!${s}(?:reset|change|policy|policies|manager|link|expir\w*|requirements?|rules?|field|hint|strength|page|form|prompt|update|vault|protected|code)\b)|(?:one-?time|verification|confirmation|security|sms|text|2fa|two-factor|mfa|authentication|auth|login|sign-?in|access|recovery|backup|\d-digit|six-digit|otp)${s}(?:pass)?codes?\b|otps?\b|cvv2?\b|cvc2?\b|(?:full${s})?card${s}(?:number|details)|(?:seed|recovery)${s}phrase|(?:user\s{0,5}name|login|e-?mail|netid)${s}and${s}password|login${s}details|credentials\b)`;
// The code just sent to the reader: "the code we texted you", "the code in
// the SMS".
const sentCode = String.raw`the${s}(?:[a-z0-9-]{1,15}${s}){0,2}?(?:code|pin|otp)${s}(?:(?:we|i|you|that|which)${s}(?:just${s}|will${s}|are${s}about${s}to${s})?(?:sent|send|texted|text|get|got|receive|received|will${s}get)|(?:from|in)${s}(?:the|your|this)${s}(?:sms|text|message|authenticator))`;
// Handed back to whoever wrote: "reply to this e-mail with", "send us",
// "read it back to the technician", "tell the caller".
const toWhom = String.raw`(?:${s}(?:it|us|me|him|her|them|back|out|over|along|here|the${s}[a-z-]{2,20}|our${s}[a-z-]{2,20}|this${s}[a-z-]{2,20})){0,2}`;
const handVerb = String.raw`(?:reply|respond|answer|write|send|text|e-?mail|dm|message|whatsapp|forward|give|tell|read|share|paste|post|provide|disclose|hand|supply|dictate|say)`;
const handBack = String.raw`(?:(?<=reply|respond|answer)(?:${s}to${s}(?:this|the|my|our)${s}(?:e-?mail|message|text|sms|ticket|thread|post|chat|invite|dm))?${s}with|(?<=write)${s}back${s}with|(?<=hand)${s}over(?:${toWhom})?(?:${s}with)?|(?<=read)(?:${s}(?:it|me|us|him|her|them))?${s}(?:back|out|aloud)(?:${s}to${s}(?:me|us|him|her|them|the${s}[a-z-]{2,20}))?|(?<!reply|respond|answer|write|hand|read)${toWhom}(?:${s}with)?)`;
// Not an order: forbidden ("never send your PIN"), foretold by its sender
// ("we will send your code"), or what someone else demands ("if anyone asks
// you to reply with your password").
const notOrdered = String.raw`(?<!(?:\b(?:not|never|nor|no${s}one|nobody|dont|cannot)\b|n't)[^.!?\n]{0,80})(?<!\b(?:we|i|it|they|he|she|this|that|which|who|you)(?:'ll|'d|${s}(?:will|would|shall|can|may|might|could|just|also|then|automatically|only|always)){1,2}${s}[a-z-]{2,12})(?<!\b(?:asks?|asked|asking|requests?|requested|requesting|tells?|told|telling|wants?|wanted|urges?|urged|pressures?|pressured|tricks?|tricked|demands?|demanded|instructs?|instructed)${s}(?:you|users?|people|customers?|employees|staff|victims?|them|him|her|someone|anyone)${s}to${s}[a-z-]{2,12})`;
const en = String.raw`\b${handVerb}\b${notOrdered}${handBack}${s}(?:(?:your|all${s}your)${s}(?:[a-z0-9-]{1,15}${s}){0,3}?${cred}|${sentCode})(?!${s}(?:with|to)${s}(?:no${s}one|nobody|anyone|anybody|others|third${s}parties)\b)`;
// Gift cards bought for "the boss": "send me photos of the codes".
const giftCodes = String.raw`\b(?:send|dm|text|e-?mail|message|forward|share)\b${notOrdered}${toWhom}${s}(?:(?:photos?|pictures?|scans?|images?|screenshots?)${s}of${s})?(?:the|all${s}the)${s}(?:gift${s}card${s}|voucher${s})?codes\b(?=${s}(?:here|to${s}me|as${s}photos|on${s}the${s}back|once|when|after|right)\b)`;
// "Read the code back to the caller": the object before "back".
const readBack = String.raw`\bread\b${notOrdered}${s}(?:the|your)${s}(?:[a-z0-9-]{1,15}${s}){0,2}?(?:code|otp|password|passcode)s?${s}(?:back|out|aloud)\b`;

// Other languages, over the accent-folded text: "responda a este correo con
// su contraseña", "envie o código que recebeu por SMS", "communiquez-nous le
// code reçu par SMS", "nennen Sie dem Techniker den Code aus der SMS",
// "comunica al nostro operatore il codice", "сообщите специалисту код из
// SMS", "把验证码发给我", "認証コードをDMで教えてください", "인증번호 6자리
// 알려주시면".
const latinCred = String.raw`(?:contrasena|clave(?:${s}de${s}(?:acceso|seguridad))?|codigo|cvv|numero${s}de${s}(?:la${s})?tarjeta|senha|numero${s}do${s}cartao|mot${s}de${s}passe|code|identifiants|cryptogramme|numero${s}de${s}carte|passwort|kennwort|zugangsdaten|kartennummer|prufnummer|codice|credenziali|numero${s}della${s}carta|password|sifre(?:niz|nizi|yi)?|kode|kata${s}sandi|mat${s}khau|ma${s}otp|otp)\b`;
const latinVerb = String.raw`(?:responda|responde|respondan|conteste|envie|envia|envien|mande|manda|manden|dicte|dicta|digale|diganos|comunique|comuniquenos|proporcione|facilite|comparta|compartan|reenvie|compartilhe|forneca|repondez|reponds|envoyez|envoie|transmettez|transmets|communiquez|communique|donnez|donne|dictez|indiquez|partagez|renvoyez|antworten${s}sie|antworte|senden${s}sie|sende|schicken${s}sie|schick|nennen${s}sie|nenne|teilen${s}sie|geben${s}sie|gib|diktieren${s}sie|ubermitteln${s}sie|rispondi|rispondete|risponda|invia|inviate|invii|mandate|comunica|comunicate|comunichi|dettate|fornisci|fornite|fornisca|condividi|dimmi|gonderin|gonderiniz|iletin|bildirin|soyleyin|paylasin|kirimkan|kirim|berikan|sebutkan|balas|bagikan|cung${s}cap|chia${s}se)`;
const latinNot = String.raw`(?<!\b(?:no|nunca|jamas|nao|jamais|ne|n'|pas|nie|niemals|nicht|kein|non|mai|nessuno|nadie|ninguem|personne|niemand|asla|kimseyle|kimseye|jangan|tidak|khong|đung)\b[^.!?\n]{0,60})`;
// "Sin su contraseña", "sans votre code": what the message does without it.
const latinGap = String.raw`(?:(?!\b(?:sin|sem|sans|ohne|senza|nunca|jamais|jamas|nao|nicht|non|tanpa)\b)[^.!?\n]){0,50}?`;
const latin = String.raw`\b${latinVerb}\b${latinNot}${latinGap}\b${latinCred}(?![^.!?\n]{0,30}\b(?:niemals|nie|nicht|jamais|nunca|mai|an${s}dritte|a${s}terceros|a${s}terzi|a${s}nadie|a${s}personne|a${s}nessuno|an${s}niemand)\b)`;
const cyr = String.raw`(?:сообщите|сообщи|отправьте|отправь|пришлите|пришли|продиктуйте|продиктуй|назовите|назови|скажите|скажи|передайте|передай|напишите|напиши|повідомте|надішліть|назвіть|скажіть|напишіть)(?<!(?:не|никому|никогда|ніколи|нікому)\s[^.!?\n]{0,45})[^.!?\n]{0,40}?(?:код|пароль|пин|cvv|номер${s}карты|данные${s}карты|номер${s}картки)`;
const zhBa = String.raw`把(?<!(?:不要|请勿|切勿|勿|别|不)把)[^。！？\n]{0,10}?(?:验证码|驗證碼|密码|密碼|动态码|動態碼|短信码|卡号|卡號|安全码|安全碼)[^。！？\n]{0,6}?(?:发给|發給|告诉|告訴|发送给|發送給|报给|转发给|提供给|念给)`;
const zh = String.raw`(?:发送|发给|告诉|提供|回复|报给|告知|转发|念给|发到|發送|發給|告訴|回覆)(?<!(?:不要|请勿|切勿|勿|别|不会|绝不|从不|不|要求|索要|如)[^。！？\n]{0,8}..)[^。！？\n]{0,12}(?:验证码|驗證碼|密码|密碼|动态码|動態碼|短信码|口令|卡号|卡號|安全码|安全碼)`;
const ja = String.raw`(?:パスワード|認証コード|確認コード|暗証番号|セキュリティコード|カード番号)(?:(?!リンク|再設定|リセット|変更|URL)[^。！？\n]){0,20}?(?:を|も)?(?:送って|送信して|教えて|お知らせ|ご連絡|返信して|伝えて|お伝え)(?![^。\n]{0,6}(?:ない|ません))`;
const ko = String.raw`(?:비밀번호|인증번호|인증${s}번호|보안카드|카드번호|카드${s}번호)[^.!?\n]{0,20}?(?:알려|보내|회신|전달|말씀)(?![^.\n]{0,6}(?:지${s}마|않|말))`;

/**
 * A message that asks its reader to hand back a password, a one-time code,
 * card data or a seed phrase: "reply to this email with your password",
 * "read the verification code back to the technician", "respondan con su
 * usuario y contraseña", "сообщите специалисту код из SMS". Banks, IT desks
 * and services send codes to their owner and never ask for them back; an
 * agent that writes such a message into a call is phishing its recipient
 * for whoever planted the request. "We will never ask for your password",
 * "we'll send the code to your phone" and "if anyone asks you to read out
 * the code, hang up" order nothing.
 *
 * @example
 * credentialAskedBackRules.map((rule) => rule.id); // ["exfiltration.credential_asked_back"]
 */
export const credentialAskedBackRules: readonly Rule[] = [
  {
    id: "exfiltration.credential_asked_back",
    category: "exfiltration",
    anchors: [
      "password",
      "passphrase",
      "pin number",
      "code",
      "otp",
      "cvv",
      "cvc",
      "card number",
      "card details",
      "seed phrase",
      "recovery phrase",
      "credentials",
      "login details",
      "contrasena",
      "clave",
      "codigo",
      "tarjeta",
      "senha",
      "cartao",
      "mot de passe",
      "identifiants",
      "cryptogramme",
      "numero de carte",
      "passwort",
      "kennwort",
      "zugangsdaten",
      "kartennummer",
      "prufnummer",
      "codice",
      "credenziali",
      "della carta",
      "sifre",
      "kode",
      "kata sandi",
      "mat khau",
      "код",
      "пароль",
      "пин",
      "номер карт",
      "данные карты",
      "验证码",
      "驗證碼",
      "密码",
      "密碼",
      "动态码",
      "動態碼",
      "短信码",
      "口令",
      "卡号",
      "卡號",
      "安全码",
      "安全碼",
      "パスワード",
      "認証コード",
      "確認コード",
      "暗証番号",
      "セキュリティコード",
      "カード番号",
      "비밀번호",
      "인증번호",
      "인증 번호",
      "보안카드",
      "카드번호",
      "카드 번호",
    ],
    pattern: rx(
      String.raw`(?:${en}|${giftCodes}|${readBack}|${latin}|${cyr}|${zh}|${zhBa}|${ja}|${ko})`,
    ),
    // A message that teaches the trick, from there on.
    unless: rx(
      String.raw`(?:\b(?:phishing|scams?|red${s}flags?|simulated|simulation|awareness${s}training|fake${s}(?:message|e-?mail|sms|text)s?|not${s}a${s}real|example${s}only|training${s}material|exercise|social${s}engineering)\b|${fraudWordsI18n})[\s\S]{0,600}`,
    ),
    // Written into a message, it phishes. The user may ask for such a draft
    // (a simulated-phishing exercise), a tool result that holds one is the
    // user's own mail, and a login tool's description asks for a password
    // by its nature.
    severity: { default: "off", argument: "medium" },
    quotedIsMention: true,
  },
];
