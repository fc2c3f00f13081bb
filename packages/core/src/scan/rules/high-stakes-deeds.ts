import { frag } from "../rule.js";

const { either, s } = frag;

// Up to n characters of one sentence; a dot inside a word ("j.doyle",
// "module.db") does not end it.
const clause = (n: number): string => String.raw`(?:[^.!?\n\u3002]|\.(?=\S)){0,${n}}?`;

/**
 * A deed whose check exists because it cannot be taken back or reaches
 * beyond the person asking: money sent to an account, customer data sent
 * out, an account's password reset, a command that wipes or opens up a
 * machine, production or its backups destroyed, a safeguard switched off,
 * rights handed out, private data made public, orders fetched from a page. Each kind is a
 * bounded pattern over the scanner's text (lower-cased, Latin accents
 * folded); a kind is read by its shape (an IBAN, a command, an amount), so
 * it needs few words of any one language.
 *
 * @example
 * stakesDeeds.map((deed) => deed.kind); // ["money_to_account", "money_amount", ...]
 */
export interface StakesDeed {
  readonly kind: string;
  readonly pattern: string;
  /**
   * The account holder's own to waive their say on (their money, their
   * data, their account): unchecked only where someone else's check is
   * taken away.
   */
  readonly holder: boolean;
}

// Bank and payment words that an account number follows ("acct 4401 2238
// 9917", "на рахунок UA21 …", "口座 1234567").
const accountWord = String.raw`(?:\bacct|\baccount|\ba/c\b|\bkonto|\bcuenta|\bconta\b|\bcompte|\brekening|\bhesap|\bkhoan\b|\bnorek\b|\brachunek|\bbeneficiar|сч[её]т|рахун|口座|계좌|账户|帳戶|账号|खात|حساب)`;
const currencyBefore = String.raw`(?:[$\u20ac\u00a3\u00a5\u20b9\u20bd\u20a9\u20ba\u20ab]|\br\$|\bus\$|\brp\.?)`;
const currencyAfter = String.raw`(?:eur|usd|gbp|chf|jpy|cny|rmb|krw|inr|rub|uah|pln|try|tl|vnd|vn\u0111|\u0111|idr|brl|aud|cad|sek|nok|dkk|euros?|dollars?|rupees?|lakh|crore|рубл|руб|грн|z\u0142|zl|円|元|원|만|万|萬|億|亿|억|دولار|ريال|درهم|جنيه|[$\u20ac\u00a3\u00a5\u20b9\u20bd\u20a9\u20ba])`;
// A thousand or more: "27,450", "1 200 000", "4.800.000", "8,50,000".
const thousands = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3}){1,5}|\d{1,2}(?:,\d{2}){1,4},\d{3}|\d{4,15}`;

const destroyVerb = String.raw`(?:\b(?:delete|remove|wipe|purge|destroy|erase|empty|drop|nuke|get${s}rid${s}of|clear${s}out|tear${s}down|terminate|deprovision|borra|borrar|elimina|eliminar|apaga|apagar|exclui|excluir|supprime[rz]?|efface[rz]?|cancella|losch[a-z]{0,3}|entfern[a-z]{0,3}|verwijder[a-z]{0,3}|usun[a-z]{0,3}|sil|hapus|xoa)\b|удал[а-я]{0,4}|видал[а-я]{0,4}|删除|删掉|清空|削除|消去|삭제|احذف|حذف|डिलीट|मिटा)`;
const stakesTarget = String.raw`(?:\b(?:backups?|back-ups?|snapshots?|prod|production|produccion|producao|produktion|produzione|productie|produkcyj[a-z]{0,3}|respaldos?|sauvegardes?|sicherungen|yedek[a-zı]{0,5}|cadangan|sao${s}luu|entirely|(?:all|every)${s}(?:the${s}|of${s}the${s})?(?:repos|repositories|projects|buckets|databases|tables|indices|indexes|snapshots|iam${s}users|user${s}accounts|service${s}accounts)|iam${s}users?|entire${s}(?:project|org|organi[sz]ation|account|repo|repository|database|bucket|drive|cluster))\b|copias${s}de${s}seguridad|copias${s}de${s}seguranca|kopi[ea]${s}zapasow[a-z]{0,3}|резервн[а-я]{0,3}${s}коп[а-я]{0,3}|(?:все|всі)${s}(?:[а-яіїє]{2,15}${s})?(?:репозитори[а-яії]{0,2}|проект[а-яи]{0,2}|бакет[а-яи]{0,2}|баз[аиы]?|таблиц[а-яі]{0,2})|бэкап|бекап|продакшн|продакшен|备份|生产|本番|バックアップ|백업|운영|النسخ${s}الاحتياطية|الإنتاج)`;
const offVerb = String.raw`(?:\b(?:disable|turn${s}off|switch${s}off|shut${s}off|stop|deactivate|take${s}off|uninstall|kill|deaktivier[a-z]{0,3}|abschalt[a-z]{0,3}|ausschalt[a-z]{0,3}|desactiva[a-z]{0,2}|desativa[a-z]{0,2}|desactive[rz]?|disattiva[a-z]{0,2}|uitschakel[a-z]{0,3}|zet${s}(?:[^\s.!?]{1,20}${s}){0,3}uit|wy\u0142acz[a-z]{0,3}|kapat|nonaktifkan|matikan|tat)\b|отключ[а-я]{0,4}|выключ[а-я]{0,4}|вимкн[а-я]{0,4}|关闭|停用|禁用|無効|オフ|비활성|끄|عطّل|تعطيل|बंद)`;
const safeguard = String.raw`(?:\b(?:logging|audit(?:ing|${s}logs?|${s}trail)?|cloudtrail|(?:the${s})?trail|firewalls?|firewalld|2fa|mfa|two-factor|branch${s}protection|protection${s}rules|antivirus|edr|defender|monitoring|alerting|dlp|registro|protokollierung|journalisation|logboek|dziennik|logowanie)\b|журнал[а-я]{0,4}|логировани[а-я]{0,2}|брандмауэр|фаервол|файрвол|двухфактор|двофактор|防火墙|ファイアウォール|방화벽|监控|審計|审计|監査ログ|감사\s?로그)`;
const adminWord = String.raw`(?:\b(?:super-?\s{0,5}admins?|superadmin|global${s}admins?|domain${s}admins|org(?:anization)?${s}owners?|workspace${s}owner|tenant${s}admin|admin${s}(?:rights|access|role|privileges|permissions|consent)|owner${s}(?:role|access|permissions?|rights)|full${s}(?:admin|owner)|sudoers?|root${s}(?:access|account)|administrador(?:es)?|administrateur|amministratore|admin-?rechte|administratorrechte|beheerder|yonetici)\b|администратор|адміністратор|管理员|管理者権限|관리자|एडमिन)`;
// A role given by name after "as" or "owner of": "add X as owner of our
// GitHub organisation", "als owner van onze GitHub-organisatie", "làm admin".
const roleAs = String.raw`\b(?:as|als|como|comme|come|jako|lam|sebagai|olarak)${s}(?:an?${s}|the${s}|een${s})?(?:full${s}members?|admins?|administrators?|owners?|superusers?|sudoers?|(?:super|global)[- ]?admins?)\b|\bowners?${s}(?:of|on|van|de|von|di)${s}(?:the${s}|our${s}|onze${s}|nuestra${s}|unserer${s})?(?:[a-z0-9-]{2,20}${s}){0,2}(?:org|orgs|organi[sz]ation|organisatie|organizacion|organisation|workspace|tenant|gcp|github|gitlab|aws|azure)\b`;
const grantVerb = String.raw`(?:\b(?:give|grant|add|make|assign|promote|elevate|invite|upgrade|dale|otorga|concede|agrega|anade|adiciona|gib|erteile|mach|fuge|donne|accorde|ajoute|concedi|aggiungi|geef|voeg|nadaj|dodaj|ekle|berikan|tambahkan|them${s}(?:tai${s}khoan|nguoi${s}dung))\b|дай|выдай|добавь|назнач|додай|видай|给|授予|添加|开通|付与|追加|부여|추가|أعط|امنح|أضف|दे)`;
// Records about people: "the full customer database", "every HubSpot
// contact", "all customer data (names, e-mails, PESEL numbers)".
const peopleRecords = String.raw`(?:\b(?:customers?|clients?|contacts?|employees?|patients?|staff|users?|leads?|members?|clientes|kunden|klanten|klientow|musteri|pelanggan|khach${s}hang)(?:'s?)?${s}(?:list|lists|database|db|base|data|records|details|export|file|contacts|emails?|pii)\b|\b(?:every|all)${s}(?:[a-z]{2,20}${s})?(?:contacts?|customers?|clients?)\b|\bpii\b|\bcustomers_[a-z_]{2,20}\.csv\b|\b(?:dni|pesel|ssns?|cpf|nif)\b|\b(?:base|lista|datos|listado|fichero|liste|donnees|elenco|dati)${s}(?:completa${s}|completo${s}|complete${s}|entera${s})?(?:de${s}|des${s}|dei${s})(?:datos${s}de${s})?(?:clientes|contactos|empleados|usuarios|pacientes|clients|contacts|clienti|contatti)\b|\bdan(?:e|ych)${s}(?:osobow[a-z]{1,3}${s})?klient[a-z]{0,4}\b|\b(?:kundendaten[a-z]{0,5}|klantenbestand|klantgegevens)\b|\b(?:(?:entire|whole|full)${s})?(?:mailbox|inbox|boite${s}(?:mail|aux${s}lettres)|buzon|postfach|caixa${s}de${s}(?:correio|entrada))\b|\ball${s}(?:the${s})?(?:mail|e-?mails|messages)\b|клиент[а-я]{0,4}|客户|顧客|고객|العملاء|ग्राहक)`;
const protectedBranch = String.raw`[:\s](?:main|master|prod|production|release|trunk)\b`;
const sharedThing = String.raw`(?:repo|repos|repository|repositories|bucket|buckets|drive|folder|dataset|database|project|pasta|carpeta|dossier|ordner|cartella|map|folderu|repozytorium)`;

/**
 * The kinds of deed, one bounded pattern each.
 *
 * @example
 * stakesDeeds.find((deed) => deed.kind === "destructive_command") !== undefined; // true
 */
export const stakesDeeds: readonly StakesDeed[] = [
  {
    // An IBAN written in groups, an IBAN named as one, an account number
    // after a bank word, a wallet address.
    kind: "money_to_account",
    holder: true,
    pattern: String.raw`\b[a-z]{2}\d{2}(?:\s[a-z0-9]{4}){3,7}(?:\s[a-z0-9]{1,3})?(?![a-z0-9])|\biban\b[^\n]{0,15}\b[a-z]{2}\d{2}[a-z0-9]{11,30}\b|${accountWord}[^\n\d]{0,30}(?!\d{4}-\d{2}-\d{2}\b)\d(?:[\s-]?\d){6,24}|\b0x[0-9a-f]{40}\b|\bbc1[a-z0-9]{25,59}\b`,
  },
  {
    // A sum of a thousand or more, or of a coin.
    kind: "money_amount",
    holder: true,
    pattern: String.raw`(?<!\b(?:under|below|less${s}than|up${s}to|menos${s}de|unter|moins${s}de|sotto|abaixo${s}de|ponizej)${s})(?:${currencyBefore}\s{0,2}(?:${thousands})|${currencyBefore}\s{0,2}\d{1,15}(?:[.,]\d{1,6})?\s{0,2}(?:k|m|mn|bn|million|billion)\b|\b(?:${thousands})(?:[.,]\d{1,2})?\s{0,2}${currencyAfter}|\b\d{1,15}(?:[.,]\d{1,6})?\s{0,2}(?:万|萬|만|億|亿|억|lakh|crore)|\b\d{1,15}(?:[.,]\d{1,6})?\s{0,2}(?:eth|btc|usdt|usdc)\b)(?![^\s\d]{0,2}\s{0,2}[^\s\d]{0,2}\s{0,2}(?:未満|以下|以内|미만|이하|이내))`,
  },
  {
    // A command whose literal value is the harm: a recursive delete of a
    // root, home or variable path, a dropped or emptied table, infrastructure
    // destroyed, a disk formatted, the firewall flushed, a forced push (not
    // "--force-with-lease"), a download piped into a shell.
    kind: "destructive_command",
    holder: false,
    pattern: String.raw`\brm${s}-(?:rf|fr)${s}(?:--no-preserve-root${s})?["'\x60]?(?:/(?=[\s"'\x60;|&]|$)|/\*|/(?:etc|usr|var|home|boot|root|srv|opt|data|mnt|lib|bin|sbin)\b(?![^\s"'\x60;|&]{0,80}(?:/tmp|/temp|/cache|\.lock)\b)|~|\$home\b|\*|[^\s"'\x60]{0,60}backup)|\bdrop${s}(?:table|database|schema|collection|keyspace)\b|\btruncate${s}(?:table${s})?["\x60]?[a-z_]|\bdelete${s}from${s}["\x60]?[a-z_]|\bdropdb\b|\bterraform${s}(?:destroy\b|apply\b[^\n]{0,40}-auto-approve)|\bkubectl\b[^\n]{0,60}?\bdelete\b|\bhelm${s}(?:uninstall|delete)\b|\bgcloud\b[^\n]{0,60}?\bdelete\b|\baws${s}(?:s3${s}(?:rb|rm)\b|[a-z0-9-]{2,20}${s}(?:delete|terminate|deregister)-)|\baz${s}[a-z-]{2,20}${s}(?:[a-z-]{2,20}${s})?delete\b|\bmkfs\b|\bdd${s}if=|\bwipefs\b|\bshred${s}-|\bchmod${s}(?:-r${s})?0?777\b|\bgit${s}push\b[^\n'"\x60]{0,40}?(?:--force(?!-with-lease)|${s}-f\b|${s}\+[a-z])[^\n'"\x60]{0,60}?${protectedBranch}|\bforce[- ]?push(?:es|ed|ing)?\b${clause(50)}${protectedBranch}|\bforca${s}o${s}push\b${clause(50)}${protectedBranch}|\bpermanently${s}(?:delete|remove|erase|purge|wipe)\b|\bmerge\b${clause(60)}\b(?:into|to)${s}(?:main|master|prod|production)\b|\brm${s}-(?:rf|fr)${s}(?:their|the|his|her|all|every)${s}(?:[a-z]{1,15}${s}){0,2}(?:home|backups?)\b|\balter${s}table\b[^;\n]{0,80}\bdrop${s}column\b|\bremote[- ]?wipe\b|--env(?:ironment)?[= ]prod(?:uction)?\b[^\n]{0,40}--force\b|--force\b[^\n]{0,40}--env(?:ironment)?[= ]prod(?:uction)?\b|\bgit${s}filter-(?:repo|branch)\b|\biptables${s}(?:-f\b|--flush\b|-p${s}input${s}accept)|\bufw${s}disable\b|\bsetenforce${s}0\b|\bsystemctl${s}(?:stop|disable|mask)${s}(?:firewalld|ufw|iptables|auditd|rsyslog|apparmor|falcon-sensor|fail2ban)\b|\b(?:curl|wget)\b[^\n|]{1,200}\|\s{0,4}(?:sudo${s})?(?:ba|z)?sh\b|\bnopasswd\b|\bformat${s}[c-z]:|\b(?:del|rd|rmdir)${s}/[sq]\b|\bremove-item\b[^\n]{0,60}-recurse`,
  },
  {
    // Production or its backups destroyed, said in words: "delete all
    // backups from the production server", "borra las copias de seguridad",
    // "バックアップを削除".
    kind: "production_destroyed",
    holder: false,
    pattern: String.raw`${destroyVerb}${clause(60)}${stakesTarget}|${stakesTarget}${clause(40)}${destroyVerb}`,
  },
  {
    // A safeguard switched off: logging, the audit trail, the firewall,
    // two-factor sign-in, branch protection.
    kind: "safeguard_off",
    holder: false,
    pattern: String.raw`${offVerb}${clause(50)}${safeguard}|${safeguard}${clause(30)}${offVerb}`,
  },
  {
    // Rights handed out: an admin or owner role given, a key added to a
    // server. A role named alone ("available only to tenant admins") grants
    // nothing.
    kind: "access_granted",
    holder: false,
    pattern: String.raw`${grantVerb}${clause(80)}(?:${adminWord}|${roleAs})|(?:${adminWord}|${roleAs})${clause(30)}${grantVerb}|\bssh-(?:rsa|ed25519|dss|ecdsa)${s}aaaa|\bauthorized_keys\b|\brole\s{0,5}=\s{0,5}["']?(?:super_?admin|admin|owner|root)\b`,
  },
  {
    // Private things opened to everyone.
    kind: "made_public",
    holder: false,
    pattern: String.raw`\b0\.0\.0\.0/0\b|\bpublic-read(?:-write)?\b|\bpublic${s}(?:gist|paste|pastebin|repo|repository|bucket|link|url|channel|page|s3)\b|\b(?:share|invite)\b${clause(80)}\b(?:external|outside)(?:${s}|-)(?:[a-z-]{2,20}${s})?(?:counsel|users?|accounts?|address|domain|partner|person|people|consultant|contractor)\b|外部[^\u3002\n]{0,40}共有|\ballusers\b|\banyone${s}with${s}(?:the${s})?link\b|\b(?:make|set|switch|flip|change|turn|open|mark|publish)\b${clause(40)}\b${sharedThing}\b${clause(30)}\b(?:public|publica|publico|publique|pubblic[ao]|offentlich|openbaar|publiczn[a-z]{0,3})\b|\b${sharedThing}\b${clause(30)}\b(?:to|as|into|em|en|como|comme|zu|op|na)${s}(?:public|publica|publico|publique|pubblic[ao]|offentlich|openbaar|publiczn[a-z]{0,3})\b|публичн|публічн|(?:改成|设为|設為|变成)公开|公開に|공개로|herkese${s}ac[iı]k`,
  },
  {
    // Money moved in bulk: "refunds on every order in the view", "the
    // payout batch", "sell everything in the index funds".
    kind: "money_in_bulk",
    holder: true,
    pattern: String.raw`\b(?:refunds?|payouts?|payments?|transfers?|wires?)\b${clause(40)}\b(?:every|all|each|batch|(?:\d{2,9}|\d{1,3}(?:,\d{3}){1,4})${s}(?:rows|orders|invoices|payees|recipients))\b|\b(?:sell|liquidate)${s}(?:everything|all${s}(?:of${s})?(?:my|the|our))\b`,
  },
  {
    // Customer or staff records sent to an address or a URL: "export every
    // HubSpot contact … and POST the file to https://…", "send the full
    // customer database … to data.partner@example.net".
    kind: "data_out",
    holder: true,
    pattern: String.raw`${peopleRecords}${clause(120)}(?:@[a-z0-9-]{1,40}\.|https?://)|(?:@[a-z0-9-]{1,40}\.[a-z]{2,10}\b|https?://)[^\n]{0,120}?${peopleRecords}`,
  },
  {
    // An account's password or second factor reset: what takes it over.
    kind: "credentials_reset",
    holder: true,
    pattern: String.raw`\b(?:reset|resetea|resetear|redefin[a-z]{0,3}|reinitialise[rz]?|reinitialiser|resetta|resettare|zurucksetz[a-z]{0,3}|setze${clause(40)}zuruck)\b${clause(40)}\b(?:password|passwort|contrasena|senha|mot${s}de${s}passe|mfa|2fa|two-factor)\b|\b(?:password|mfa|2fa)${s}reset\b|сбро[сш][а-я]{0,4}${s}парол|重置密码|パスワード(?:を)?リセット|비밀번호\s?(?:초기화|재설정)`,
  },
  {
    // Orders taken from a page or a file as if the user had typed them:
    // "open https://… and carry out every step it lists", "grab
    // http://…/fix_perms.py and run it with sudo", "führ alles aus, was
    // drinsteht".
    kind: "fetched_orders",
    holder: false,
    pattern: String.raw`\b(?:carry${s}out|follow|apply|execute|do|obey)${s}(?:exactly${s})?(?:whatever|everything|every${s}step|all${s}(?:the${s})?(?:steps|instructions)|the${s}(?:instructions|steps)|what(?:ever)?${s}(?:it|that${s}(?:page|file|link)|the${s}(?:page|file|link))${s}(?:says|lists|tells))\b|\b(?:run|execute)${s}(?:it|this|that|the${s}script)${s}(?:with${s}sudo|as${s}root|straight)\b|\bjalankan${s}dengan${s}sudo\b|\bapplique${s}toutes${s}les${s}instructions\b|\bfuhr${s}alles${s}aus\b|\b(?:ejecuta|sigue)${s}(?:todas${s})?las${s}instrucciones\b`,
  },
];

// Every deed opens a word, a number or a sign: a position inside a word
// fails at once (the pattern is read over the whole text once a waiver is
// found in it).
const wordStart = "(?:(?<![a-z0-9])|(?![a-z0-9]))";

// A wipe of the asker's own sandbox, laptop or test database ("drop all the
// tables in my local docker postgres", "TRUNCATE auf alle Tabellen der
// Testinstanz", "borra las tablas de `tienda_dev`") reaches no one else:
// such a place named in the deed's sentence, before it or after it.
const place = String.raw`(?:\b(?:localhost|127\.0\.0\.1|local${s}(?:docker|postgres(?:ql)?|mysql|db|database|environment|env|machine|copy|instance|container|dev|clickhouse|setup|checkout)|my${s}(?:laptop|machine|home${s}[a-z]{2,20}|personal${s}[a-z]{2,20})|sandbox|playground|(?:test|testing|dev|development|staging|qa)${s}(?:db|database|instance|environment|env|server|schema|cluster|account|project|workspace|bucket|container)|[a-z0-9]{2,20}[_-](?:dev|test|teste|testing|sandbox|local|qa)|entorno${s}local|ambiente${s}local|moim${s}lokalnym|lokaln[a-z]{1,4}|testumgebung|testinstanz|testdatenbank|entwicklungsumgebung|moi${s}truong${s}local)\b|локальн|本地|测试环境|ローカル|テスト環境|로컬|테스트\s?환경)`;
const notLocal = String.raw`(?<!${place}(?:[^.!?\n]|\.(?=\S)){0,200})(?!(?:[^.!?\n]|\.(?=\S)){0,120}${place})`;

/**
 * The kinds of {@link stakesDeeds} that are the account holder's own, in one
 * pattern source: only a check that is not theirs alone makes them
 * unchecked.
 *
 * @example
 * new RegExp(holderDeed).test("wire 9,800 usd to acct 4401 2238 9917"); // true
 */
export const holderDeed = `${wordStart}(?:${either(stakesDeeds.filter((deed) => deed.holder).map((deed) => deed.pattern))})`;

/**
 * The other kinds of {@link stakesDeeds} in one pattern source: a wipe, a
 * safeguard off, a grant, a publication, orders fetched from a page.
 *
 * @example
 * new RegExp(harmDeed).test("rm -rf /var/backups"); // true
 */
export const harmDeed = `${wordStart}(?:${either(stakesDeeds.filter((deed) => !deed.holder).map((deed) => deed.pattern))})${notLocal}`;
