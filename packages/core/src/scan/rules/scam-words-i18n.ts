import { frag } from "../rule.js";
import { scamWords } from "./scam-words.js";

const { phrase, sentenceGap, wordEnd: we } = frag;

// The marks of a scam in the other languages, as word stems (the normalizer
// folds Latin accents: "bloqueada", "gesperrt", "zablokowane"): locked,
// frozen, expired or about to be seized; the code, the PIN, the password,
// the card's number; a gift card, a "safe account", a wallet; something to
// install. They are read only in what a machine reader is told to pass on
// to its user, where "your card is blocked" and "the code you receive" are
// the scam's own words.
const latinStems = [
  ...["bloquead", "suspendid", "suspens", "suspendu", "congelad", "expir", "caduca", "caduc"],
  ...["vencid", "bloccat", "sospes", "scadenz", "scadut", "gesperrt", "sperrung", "eingeschrankt"],
  ...["deaktiviert", "abgelaufen", "lauft", "geblokkeerd", "opgeschort", "bevroren", "verlopen"],
  ...["verloopt", "zablokow", "zawieszon", "zamrozon", "wygas", "blokad", "dondurul", "engellen"],
  ...["zablokov", "pozastav", "sparr", "gatt ut", "forfaller", "stangs", "diblokir", "dibekukan"],
  ...["ditangguhkan", "dinonaktifkan", "kedaluwarsa", "terblokir", "bi khoa", "tam khoa"],
  ...["dong bang", "het han", "dinh chi", "cancelad", "annule", "beslag", "pfandung", "saisie"],
  ...["penhora", "pignorament", "codigo de ver", "codigo de seg", "codigo de conf"],
  ...["codigo de acc", "codigo que", "codigo sms", "codigo enviado", "codice di ver"],
  ...["codice di conf", "codice di sic", "codice che", "codice otp", "codice sms", "code de conf"],
  ...["code de ver", "code de sec", "code sms", "code recu", "code qu", "sms-code"],
  ...["verificatiecode", "bevestigingscode", "kod sms", "kod weryfik", "kod potwierdz", "kodu"],
  ...["kod z sms", "otp", "pushtan", "cvv", "senha", "contrasena", "mot de passe", "passwort"],
  ...["kennwort", "wachtwoord", "hasło", "haslo", "sifre", "parola", "kata sandi", "mat khau"],
  ...["losenord", "bankid", "numero de tarjeta", "numero do cartao", "numero de carte"],
  ...["kartennummer", "numero della carta", "kaartnummer", "numer karty", "kart numara", "ma xac"],
  ...["ma otp", "pincode", "kode otp", "kode verifikasi", "identifiant", "credencial"],
  ...["zugangsdaten", "credenzial", "inloggegeven", "dane logowania", "coordonnees bancaires"],
  ...["datos bancarios", "dados bancarios", "bankdaten", "dati bancari", "bankgegevens"],
  ...["carte bancaire", "nomor kartu", "so the ngan", "tarjeta regalo", "tarjetas regalo"],
  ...["cartao-presente", "cartao presente", "carte cadeau", "cartes cadeau", "geschenkkarte"],
  ...["gutschein", "carta regalo", "cadeaukaart", "karta podarunkowa", "hediye kart"],
  ...["cuenta segura", "conta segura", "compte securise", "sicheres konto", "sichere konto"],
  ...["treuhandkonto", "conto sicuro", "veilige rekening", "bezpieczne konto", "guvenli hesap"],
  ...["rekening aman", "tai khoan an toan", "sakert konto", "bezpecny ucet", "wallet", "usdt"],
  ...["bitcoin", "cripto", "krypto", "seed", "instal", "anydesk", "teamviewer", "apk", ".exe"],
  ...["pasang", "unduh", "cai dat", "indir"],
];
const cyrillicStems = [
  ...["заблок", "блокир", "блокув", "приостановл", "призупин", "заморож", "истек", "истёк"],
  ...["закінч", "аннулир", "анульов", "код", "пароль", "номер карт", "подарочн", "безопасн"],
  ...["защищ", "резервн", "захищ", "безпечн", "установ", "встанов", "скача", "завантаж"],
];
// Chinese, Japanese, Korean, Arabic, Hindi.
const scriptStems = [
  ...[
    "冻结",
    "凍結",
    "锁定",
    "封号",
    "封禁",
    "停用",
    "风险",
    "失效",
    "过期",
    "注销",
    "暂停",
    "验证码",
    "驗證碼",
    "认证码",
    "密码",
  ],
  ...[
    "卡号",
    "礼品卡",
    "购物卡",
    "安全账户",
    "安全账号",
    "安装",
    "下载",
    "停止",
    "ロック",
    "制限",
    "失効",
    "期限切れ",
    "不正",
    "無効",
  ],
  ...[
    "コード",
    "ワンタイム",
    "暗証番号",
    "パスワード",
    "カード番号",
    "カード情報",
    "ギフトカード",
    "安全口座",
    "インストール",
    "ダウンロード",
  ],
  ...[
    "정지",
    "차단",
    "잠금",
    "동결",
    "만료",
    "제한",
    "폐기",
    "반송",
    "인증번호",
    "인증 코드",
    "비밀번호",
    "보안카드",
    "보안 카드",
  ],
  ...[
    "카드번호",
    "기프트카드",
    "상품권",
    "안전계좌",
    "안전 계좌",
    "가상계좌",
    "설치",
    "다운로드",
    "موقوف",
    "مجمد",
    "تجميد",
  ],
  ...["حظر", "تعليق", "إيقاف", "ايقاف", "منتهي", "انتهاء", "رمز", "كلمة المرور", "هدايا"],
  ...["حساب آمن", "تثبيت", "تنزيل", "ब्लॉक", "निलंबित", "समाप्त", "ओटीपी", "पासवर्ड", "पिन"],
  ...["गिफ्ट कार्ड", "सुरक्षित खाता", "इंस्टॉल", "डाउनलोड", "काट"],
];

// A fee, a charge, a customs duty: read only with a place to pay it
// ("1,99 zł na inpost-doplata.example"; "kargo ücreti" is an honest
// checkout's).
const latinFees = [
  ...["tasa", "taxa", "frais", "gebuhr", "tassa", "diritti", "opłat", "oplat", "dopłat", "doplat"],
  ...["dopłac", "doplac", "opłac", "oplac", "ucret", "biaya", "avgift", "poplat", "пошлин", "сбор"],
  ...["оплат", "комисси"],
];
const scriptFees = [
  ...[
    "费用",
    "缴费",
    "手续费",
    "关税",
    "运费",
    "手数料",
    "関税",
    "料金",
    "수수료",
    "관세",
    "입금",
    "رسوم",
    "शुल्क",
  ],
];

// Whole words: the French participle, not the Spanish noun "bloqueo" (a
// card-blocking line is honest help).
const latinWords = ["bloque", "bloquee", "bloques", "bloquees"];

// Arabic "frozen" with its vowel marks ("ستُجمَّد"): the root ج-م-د.
const frozenAr = "\u062c[\u064b-\u0652]{0,2}\u0645[\u064b-\u0652]{0,2}\u062f";

const withPlace = (fees: readonly string[]): string => {
  const fee = `(?:${fees.join("|")})`;
  return `${fee}${sentenceGap(150)}${scamWords.place}|${scamWords.place}${sentenceGap(150)}${fee}`;
};

/**
 * The marks of a scam in the other languages' words, as patterns (the
 * Latin and Cyrillic scripts' and the others'), and the same words as
 * anchors for the rules that read them.
 *
 * @example
 * new RegExp(scamWordsI18n.latin).test("su cuenta ha sido bloqueada"); // true
 */
export const scamWordsI18n = {
  latin: `(?:\\b(?:${latinStems.map(phrase).join("|")})|\\b(?:${latinWords.join("|")})${we}|(?:${cyrillicStems.map(phrase).join("|")})|${withPlace(latinFees)})`,
  scripts: `(?:(?:${scriptStems.map(phrase).join("|")})|${frozenAr}|${withPlace(scriptFees)})`,
  words: {
    latin: [...latinStems, ...latinWords, ...cyrillicStems, ...latinFees],
    scripts: [...scriptStems, ...scriptFees, "\u062c"],
  },
} as const;
