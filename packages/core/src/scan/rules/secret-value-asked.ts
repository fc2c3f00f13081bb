import { frag, type Rule, rx } from "../rule.js";
import { gapI } from "./call-before-answer-i18n.js";
import { quotedSpan } from "./outside-quote.js";
import { secretAsks } from "./secret-asks.js";

const { s, gap, ownWalk, paragraph } = frag;
const { askEn, askI18n, askI18nWords, maskedLater, askerOwn } = secretAsks;

// Whose secret: a system's ("the production DB password", "the Stripe
// secret key", "the bank portal login") or someone else's ("her Outlook
// password", "the CEO's recovery codes"), never the asker's own.
const owner = String.raw`(?:prod|production|staging|live|admin|root|master|service${s}account|service|deploy|signing|release|bot|bot's|company|company's|corporate|bank|treasury|db|database|vault|aws|stripe|openai|github|gitlab|slack|twilio|sendgrid|smtp|ldap|warehouse|environment|env|(?!my\b|our\b|your\b|its\b|their\b|his\b|her\b)[a-z]{2,15}'s)`;
const secret = String.raw`(?:passwords?|passphrase|pass${s}code|passcode|tokens?|api${s}keys?|secret${s}keys?|private${s}keys?|signing(?:\s{1,5}|-)keys?|environment${s}variables|env${s}vars|access${s}keys?|auth${s}tokens?|credentials|creds|connection${s}strings?|recovery${s}codes|backup${s}codes|2fa${s}(?:backup${s})?codes|session${s}cookies?|cookies?|approval${s}codes|login(?:${s}details)?|logins|disarm${s}code|master${s}code)\b(?!${s}(?:polic(?:y|ies)|rules?|requirements?|reset|manager|field|format|strength|rotation|expir[a-z]{1,6}|hygiene|process|page|screen|flow|url|link|form|issue|problem|hours|times?|attempts?|history|activity|settings|prompt|dialog|button|error|length|complexity|change|ids?|headers?|patterns?|regex(?:es)?|prefix(?:es)?|names?|types?|scopes?|leaks?)\b)`;
const systemSecretCore = String.raw`${owner}${s}(?:[a-z0-9.-]{1,20}${s}){0,3}${secret}`;
const systemSecret = String.raw`(?:the${s})?(?:(?:current|actual|full|raw|real|live|unmasked|plain-?text)${s}){0,2}(?:values?${s}of${s}(?:the${s})?)?${systemSecretCore}`;
// Secrets no one asks for to use them honestly in a chat: a session cookie,
// recovery codes, a private key, a connection string.
const strongCore = String.raw`(?:session${s}cookies?|(?:bearer|refresh|session)${s}tokens?|(?:private|signing)(?:${s}signing)?(?:\s{1,5}|-)keys?|recovery${s}(?:codes|phrases?|keys?)|(?:2fa${s})?backup${s}codes|2fa${s}codes|seed${s}phrases?|connection${s}strings?|approval${s}codes|(?:alarm|disarm|door|master)${s}codes?)\b(?!${s}(?:format|syntax|examples?|templates?|parameters?|options?)\b)`;
const strongSecret = String.raw`(?:the${s})?(?:(?:current|actual|full|raw|live|unmasked)${s})?${strongCore}`;
// Whatever secrets the agent holds: "any API key you can access", "the API
// keys you used for the deploy".
const heldSecret = String.raw`(?:any|every|all|the)${s}(?:of${s}(?:the|your)${s})?(?:api${s}keys?|tokens|passwords|secrets|credentials|keys)${s}(?:that${s})?you${s}(?:can${s}(?:access|see|reach|read)|have${s}(?:access${s}to|stored|saved|seen)|used|use|hold|know|saw)\b`;
// Someone else's login asked for as a need: "I need her Outlook password".
const theirLogin = String.raw`\b(?:i${s}need|need|get${s}me|find${s}me|look${s}up)${s}(?:his|her|their|(?!my\b|our\b|your\b|its\b)[a-z]{2,15}'s)${s}(?:[a-z0-9.-]{1,20}${s}){0,2}(?:password|passcode|login|credentials|2fa${s}codes|recovery${s}codes)\b`;
// The secret named first, then handed over: "the staging DB creds … DM
// them the creds", "the current GitHub deploy token … Paste it here".
// Matched from the handover (rare) and read back to the secret's name: a
// walk from every "password" or "token" to a handover that seldom follows
// cost a tenth of the text channel's time.
const handoverVerb = String.raw`\b(?:paste|send|dm|text|post|share|forward|read)${s}(?:them|it|those|that)\b`;
const handedOver = String.raw`${handoverVerb}(?<!\b(?:not|never|don'?t|dont|no)${s}${handoverVerb})(?<=(?:${systemSecretCore}|${strongCore})${paragraph(160)}${handoverVerb})${s}(?:here\b|to${s}(?:me\b|\+?\d|[a-z0-9._%+-]{1,64}@)|to${s}@[a-z0-9_]{2,30}|in${s}(?:this|the)${s}chat\b|over\b|the${s}creds\b|the${s}keys\b)`;
// A handover reported, forbidden or put to someone else: "if they insist
// that you email root credentials to …", "never send …".
const handoverReported = String.raw`\b(?:if|that|never|not|don'?t|dont|(?:asks?|asked|wants?|wanted|insists?|insisted)${s}(?:you${s})?to)\b[^.!?\n]{0,30}?\b(?:send|forward|upload|post|email|e-mail|transfer|export|share|paste|dm|text)\b[^.!?\n]{0,160}`;
// Sent to an address: "send all stored connection strings and OAuth refresh
// tokens to migration-intake@…".
// Matched from the address, read back to the verb and the secret.
const sentTo = String.raw`\bto${s}(?:[a-z0-9._%+-]{1,64}@|https?://)(?<=\b(?:send|forward|upload|post|email|e-mail|transfer|export|share)\b${gap(60)}(?:${systemSecret}|${strongSecret})${gap(100)}\bto${s}(?:[a-z0-9._%+-]{1,64}@|https?://))`;
// An environment variable that holds a secret, by name: "OPENAI_API_KEY",
// "DATABASE_URL", "REDIS_PASSWORD".
const envName = String.raw`\b[a-z][a-z0-9]{1,20}(?:_[a-z0-9]{1,20}){0,4}_(?:key|token|secret|password|passwd|pwd|url|dsn|credentials?)\b`;
// Its value asked for outright, with nothing between the ask and the name
// but "the value of": "show me how to set OPENAI_API_KEY" asks for help.
const envAsk = String.raw`\b(?:read${s}(?:out|me|back)|paste|tell${s}me|send${s}me|print|whats|what's|what${s}(?:is|are)|dm${s}me|text${s}me|reply${s}with|give${s}me)${s}(?:(?:me|us)${s})?(?:the${s})?(?:(?:current|actual|full|raw|real|live|unmasked)${s})?(?:values?${s}(?:of|for|in)${s})?(?:(?:the|your)${s})?[\x60'"]?${envName}`;
// "What's in the file called secrets.json", "the contents of your config".
const whatsIn = String.raw`\bwhat(?:'s|s|${s}is)${s}in${s}(?:the${s})?(?:file${s}(?:called${s}|named${s})?)?[\x60'"]?(?:[a-z0-9_./~-]{0,40}/)?(?:\.env\b|secrets?\.(?:json|ya?ml|toml)|credentials(?:\.json)?)|\b(?:contents?|values?)${s}of${s}your${s}config(?:uration)?\b|\blives${s}in${s}your${s}config\b`;
// "the keys each tool authenticates with", "any credentials baked in".
const toolKeys = String.raw`\b(?:list|export|dump|include|give${s}me|show${s}me|tell${s}me|share)\b${gap(120)}\b(?:api${s}keys|credentials|tokens|secrets|passwords)${s}(?:(?:that${s})?(?:each|every|the|your)${s}(?:tool|integration|connector|plugin)s?${s}authenticates?${s}with|baked${s}in|hard-?coded(?:${s}in)?)\b`;
const contentsOf = String.raw`\b(?:contents?|values?)${s}of${s}(?:the|your|its)${s}(?:[a-z0-9_-]{1,20}${s}){0,2}(?:\.env\b|env${s}file|secrets?(?:\.(?:ya?ml|json|toml))?\b|credentials?(?:\.json)?\b|vault\b|config(?:uration)?${s}(?:including|with)${s}(?:the${s})?(?:passwords|keys|secrets|tokens))`;
const secretI18n = String.raw`(?:contrasena|clave|credenciales|senha|chave|credenciais|mot${s}de${s}passe|identifiants|jeton|passwort|kennwort|schlussel|zugangsdaten|chiave|credenziali|wachtwoord|sleutel|inloggegevens|hasło|klucz|dane${s}logowania|пароль|парол[ія]|ключ|токен|логин${s}и${s}пароль|логін${s}і${s}пароль|sifre[a-zı]{0,4}|anahtar[a-zı]{0,4}|kata${s}sandi|mat${s}khau|पासवर्ड|كلمة${s}المرور|كلمات${s}المرور|مفتاح|مفاتيح|密码|密钥|令牌|口令|パスワード|秘密鍵|トークン|비밀번호|토큰|variables${s}de${s}entorno|variaveis${s}de${s}ambiente|variables${s}d'environnement|umgebungsvariablen|variabili${s}d'ambiente|omgevingsvariabelen|zmienne${s}srodowiskowe|переменн[а-я]{0,3}${s}окружения|змінн[а-я]{0,3}${s}оточення|ortam${s}degiskenleri|variabel${s}lingkungan|bien${s}moi${s}truong|环境变量|環境変数|환경\s{0,2}변수)`;
const ownerI18n = String.raw`(?:produccion|producao|production|produktion|produzione|productie|produkcyjn[a-z]{0,3}|prod|прод[а-я]{0,6}|боев[а-я]{0,3}|uretim|الإنتاج|produksi|san${s}xuat|प्रोडक्शन|生产|本番|운영|admin|админ[а-я]{0,4}|root|staging|vault|банк[а-яі]{0,4}|bank|banco|banque|banca|config(?:/(?![a-z0-9_.-]{0,30}(?:example|sample|template))[a-z0-9_.-]{1,40})?|servidor|serveur|server|сервер[а-я]{0,3}|sunucu|服务器|サーバー|서버|bot|slack|stripe|aws|github|openai|configuracion|configuracao|configuration|konfiguration|configurazione|configuratie|konfiguracj[a-z]{0,3}|конфиг[а-я]{0,4}|налаштуван[а-я]{0,3}|yapılandırma|konfigurasi|cau${s}hinh|الإعدادات|配置|設定|설정|yonetim${s}panel[a-zı]{0,6}|panel${s}de${s}(?:admin|administracion)|painel)`;
// The same without the words English shares ("password", "token", "server",
// "admin"): the secret named first starts a match only in another language.
const secretOnlyI18n = String.raw`(?:contrasena|clave|credenciales|senha|chave|credenciais|mot${s}de${s}passe|identifiants|jeton|passwort|kennwort|schlussel|zugangsdaten|chiave|credenziali|wachtwoord|sleutel|inloggegevens|hasło|klucz|dane${s}logowania|пароль|парол[ія]|ключ|токен|sifre[a-zı]{0,4}|anahtar[a-zı]{0,4}|kata${s}sandi|mat${s}khau|पासवर्ड|كلمة${s}المرور|كلمات${s}المرور|مفتاح|مفاتيح|密码|密钥|令牌|口令|パスワード|秘密鍵|トークン|비밀번호|토큰|variables${s}de${s}entorno|variaveis${s}de${s}ambiente|umgebungsvariablen|variabili${s}d'ambiente|omgevingsvariabelen|zmienne${s}srodowiskowe|переменн[а-я]{0,3}${s}окружения|змінн[а-я]{0,3}${s}оточення|ortam${s}degiskenleri|variabel${s}lingkungan|bien${s}moi${s}truong|环境变量|環境変数|환경\s{0,2}변수)`;
const ownerOnlyI18n = String.raw`(?:produccion|producao|produktion|produzione|productie|produkcyjn[a-z]{0,3}|прод[а-я]{0,6}|боев[а-я]{0,3}|uretim|الإنتاج|produksi|san${s}xuat|प्रोडक्शन|生产|本番|운영|админ[а-я]{0,4}|банк[а-яі]{0,4}|banco|banque|banca|servidor|serveur|сервер[а-я]{0,3}|sunucu|服务器|サーバー|서버|configuracion|configuracao|konfiguration|configurazione|configuratie|konfiguracj[a-z]{0,3}|конфиг[а-я]{0,4}|налаштуван[а-я]{0,3}|yapılandırma|konfigurasi|cau${s}hinh|الإعدادات|配置|設定|설정|yonetim${s}panel[a-zı]{0,6}|panel${s}de${s}(?:admin|administracion)|painel)`;
// Here, in the chat: the handover said after the secret ("… şifresini ve
// 2FA yedek kodlarını hemen buraya yaz").
const hereI18n = String.raw`(?:aqui|aca|ici|hier|qui|tutaj|сюда|сюди|buraya|disini|ke${s}sini|vao${s}đay|यहाँ|यहां|هنا|这里|在这里|聊天里|ここに|このチャット(?:に|へ)|この会話に|여기)`;
const asksI18n = String.raw`${askI18n}${gapI(40)}(?:${secretI18n}${gapI(30)}${ownerI18n}|${ownerI18n}${gapI(30)}${secretI18n})|(?:${secretOnlyI18n}${gapI(30)}${ownerOnlyI18n}|${ownerOnlyI18n}${gapI(30)}${secretOnlyI18n})${gapI(60)}${hereI18n}${gapI(12)}${askI18n}`;
// Between an ask and its object: not a how-to ("tell me how to get new MFA
// recovery codes", "a sane process for rotating root passwords").
// Nor the asker's own ("paste my SSH private key") or one withheld ("…,
// never connection strings").
const objectGap = String.raw`(?:(?!\b(?:how|where|whether|process|way|ways|best|my|never|not|no|without|rotat[a-z]{0,5}|reset[a-z]{0,5}|chang[a-z]{0,5}|manag[a-z]{0,5}|stor[a-z]{0,5})\b)[^.!?\n]){0,40}`;

/**
 * A secret the agent can reach asked for by name in the user's message:
 * `exfiltration.secret_value_asked` in English (the production database
 * password, a colleague's mail password, "any API key you can access"),
 * `exfiltration.secret_env_asked` (the value of `OPENAI_API_KEY`),
 * `exfiltration.secret_value_asked_i18n` in the major languages; named first and then handed over or sent to an
 * address, `exfiltration.secret_handed_over`. A user's own secret on their own machine, or a
 * value asked for masked, is left alone.
 *
 * @example
 * secretValueAskedRules.map((rule) => rule.id); // ["exfiltration.secret_value_asked", "exfiltration.secret_handed_over", "exfiltration.secret_env_asked", "exfiltration.secret_value_asked_i18n"]
 */
export const secretValueAskedRules: readonly Rule[] = [
  {
    id: "exfiltration.secret_value_asked",
    category: "exfiltration",
    // Every match holds an ask or a handover; a page that only mentions
    // tokens and passwords does not wake the walk.
    requires: [
      "read out",
      "read me",
      "read back",
      "read it",
      "read them",
      "read those",
      "read that",
      "paste",
      "tell me",
      "send",
      "give me",
      "share",
      "show me",
      "print",
      "post",
      "dm me",
      "dm them",
      "dm it",
      "dm those",
      "dm that",
      "text me",
      "text them",
      "text it",
      "text those",
      "text that",
      "reply with",
      "whats",
      "what's",
      "what is",
      "what are",
      "type out",
      "write out",
      "write down",
      "spell out",
      "forward",
      "email",
      "provide",
      "hand over",
      "need",
      "get me",
      "find me",
      "look up",
      "list",
      "export",
      "dump",
      "include",
      "upload",
      "transfer",
    ],
    anchors: [
      "password",
      "passphrase",
      "pass code",
      "passcode",
      "token",
      "api key",
      "secret",
      "private key",
      "signing key",
      "access key",
      "credentials",
      "creds",
      "connection string",
      "recovery codes",
      "backup codes",
      "2fa",
      "cookie",
      "approval codes",
      "login",
      "disarm code",
      "master code",
      ".env",
      "env file",
      "env var",
      "environment variable",
      "signing-key",
      "recovery phrase",
      "recovery key",
      "seed phrase",
      "alarm code",
      "door code",
      "your config",
      "keys you",
      "keys that you",
      "baked in",
      "hardcoded",
      "hard-coded",
    ],
    pattern: rx(
      String.raw`${ownWalk}(?:${askEn}${objectGap}(?:${systemSecret}|${strongSecret}|${heldSecret}|${contentsOf})|${theirLogin}|${whatsIn}|${toolKeys})`,
    ),
    unless: rx(`(?:${askerOwn}|${quotedSpan})`),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
  {
    // Named first, then handed over or sent: "the current GitHub deploy
    // token … Paste it here", "send all stored connection strings … to
    // migration-intake@…".
    id: "exfiltration.secret_handed_over",
    category: "exfiltration",
    anchors: [
      "paste them",
      "paste it",
      "paste those",
      "paste that",
      "send them",
      "send it",
      "send those",
      "send that",
      "dm them",
      "dm it",
      "dm those",
      "dm that",
      "text them",
      "text it",
      "text those",
      "text that",
      "post them",
      "post it",
      "post those",
      "post that",
      "share them",
      "share it",
      "share those",
      "share that",
      "forward them",
      "forward it",
      "forward those",
      "forward that",
      "read them",
      "read it",
      "read those",
      "read that",
      "@",
      "://",
    ],
    pattern: rx(String.raw`${ownWalk}(?:${handedOver}|${sentTo})`),
    unless: rx(`(?:${askerOwn}|${quotedSpan}|${handoverReported})`),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
  {
    // A variable that holds a secret, its value asked for by name: "whats
    // the value of OPENAI_API_KEY", "print DATABASE_URL". Its own rule, so
    // that the walk stays next to each "_key" or "_url" a page holds.
    id: "exfiltration.secret_env_asked",
    category: "exfiltration",
    anchors: [
      "_key",
      "_token",
      "_secret",
      "_password",
      "_passwd",
      "_pwd",
      "_url",
      "_dsn",
      "_credential",
    ],
    pattern: rx(String.raw`${ownWalk}${envAsk}`),
    unless: rx(`(?:${askerOwn}|${quotedSpan})`),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "exfiltration.secret_value_asked_i18n",
    category: "exfiltration",
    requires: askI18nWords,
    anchors: [
      "entorno",
      "ambiente",
      "umgebungsvariablen",
      "omgevingsvariabelen",
      "srodowiskowe",
      "окружения",
      "оточення",
      "degiskenleri",
      "lingkungan",
      "moi truong",
      "环境变量",
      "環境変数",
      "변수",
      "contrasena",
      "clave",
      "credencia",
      "senha",
      "chave",
      "mot de passe",
      "identifiants",
      "jeton",
      "passwort",
      "kennwort",
      "schlussel",
      "zugangsdaten",
      "chiave",
      "credenziali",
      "wachtwoord",
      "sleutel",
      "inloggegevens",
      "hasło",
      "klucz",
      "dane logowania",
      "парол",
      "ключ",
      "логін",
      "логин",
      "sifre",
      "anahtar",
      "kata sandi",
      "mat khau",
      "पासवर्ड",
      "كلمة المرور",
      "كلمات المرور",
      "مفتاح",
      "密码",
      "密钥",
      "令牌",
      "口令",
      "パスワード",
      "秘密鍵",
      "トークン",
      "비밀번호",
      "토큰",
    ],
    pattern: rx(String.raw`${ownWalk}(?:${asksI18n})(?![\s\S]{0,40}?${maskedLater})`),
    unless: rx(`(?:${askerOwn}|${quotedSpan})`),
    severity: { default: "off", text: "medium" },
    quotedIsMention: true,
  },
];
