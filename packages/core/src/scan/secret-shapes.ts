import {
  dottedLead,
  hasFiller,
  inUrl,
  isCardNumber,
  looksGenerated,
  mixed,
  namePrefix,
  strong,
} from "./secret-values.js";

const group = (m: RegExpExecArray, i: number): string => m[i] ?? "";

/**
 * One kind of credential as it is written out: a private key block, a
 * provider's token, a connection string with its password, a secret assigned
 * in a `.env` line. `pattern` finds it (global, bounded, so linear); `shown`
 * is how much of the match names the kind without giving the secret away
 * (an excerpt keeps only that much); `owners` are the hosts the credential
 * authenticates to, where sending it is using it.
 *
 * @example
 * const shape: SecretShape = { kind: "npm_token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/g, shown: 4, owners: ["npmjs.org"] };
 */
export interface SecretShape {
  readonly kind: string;
  readonly pattern: RegExp;
  /** Characters of the match that name the kind (or, given the match, how many). */
  readonly shown: number | ((match: RegExpExecArray) => number);
  readonly owners?: readonly string[];
  /** Whether the match holds a real value rather than a placeholder ("sk-your-key-here"). */
  readonly real?: (match: RegExpExecArray) => boolean;
  /**
   * Characters just before the match that belong to it (a name's prefix, a
   * token's first part): the pattern starts at its rare middle, so the
   * search does not try a common prefix at every character of the text.
   */
  readonly lead?: (match: RegExpExecArray) => number;
}

/**
 * The credential kinds the argument check recognises, each a small declarative
 * unit. Public key material (`ssh-ed25519 AAAA…`, `BEGIN PUBLIC KEY`,
 * certificates) and identifiers that are not secrets on their own (an AWS
 * access key id, a key fingerprint) are not among them.
 *
 * @example
 * secretShapes.map((shape) => shape.kind); // ["private_key", "aws_secret_key", ...]
 */
export const secretShapes: readonly SecretShape[] = [
  {
    // PEM (PKCS#1/#8, OpenSSH, EC, encrypted) and PGP private key blocks, with
    // their body: a block whose body is "..." is a placeholder.
    kind: "private_key",
    pattern:
      /-----BEGIN (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?-----([\s\S]{0,16384}?)(?:-----END [A-Z0-9 ]{0,40}-----|$)/g,
    shown: (m) => group(m, 0).indexOf("-----", 5) + 5,
    real: (m) => (group(m, 1).match(/[A-Za-z0-9+/=]{16,}/g) ?? []).join("").length >= 24,
  },
  {
    // The secret half of an AWS key pair (the access key id alone is an
    // identifier, not a secret): named, or 40 characters right after an id.
    kind: "aws_secret_key",
    pattern:
      /\b(?:aws_?secret_?access_?key|secret_?access_?key|AKIA[A-Z2-7]{16}|ASIA[A-Z2-7]{16})(?:["']?\s{0,4}[=:,]\s{0,4}["']?|[^A-Za-z0-9]{1,80}?)((?:[A-Za-z0-9]|%2[BFbf])(?:[A-Za-z0-9+/]|%2[BFbf]){39})(?![A-Za-z0-9+/])/gi,
    shown: (m) => group(m, 0).length - group(m, 1).length,
    owners: ["amazonaws.com", "aws.amazon.com"],
    real: (m) => mixed(group(m, 1)),
  },
  {
    kind: "github_token",
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{50,251})\b/g,
    shown: 4,
    owners: ["github.com", "githubusercontent.com"],
    real: (m) => mixed(group(m, 0).slice(4)),
  },
  {
    // Personal, runner, deploy and trigger tokens.
    kind: "gitlab_token",
    pattern: /\bgl(?:pat|rt|dt|ptt|ft)-[A-Za-z0-9_-]{20,64}\b/g,
    shown: 6,
    owners: ["gitlab.com"],
    real: (m) => looksGenerated(group(m, 0).slice(group(m, 0).indexOf("-") + 1), 16),
  },
  {
    kind: "slack_token",
    pattern: /\bxox[abposr]-[0-9A-Za-z-]{20,255}/g,
    shown: 5,
    owners: ["slack.com"],
    real: (m) => /\d{6}/.test(group(m, 0)) && !hasFiller(group(m, 0)),
  },
  {
    kind: "stripe_key",
    pattern: /\b[rs]k_live_[0-9A-Za-z]{16,255}\b/g,
    shown: 8,
    owners: ["stripe.com"],
    real: (m) => looksGenerated(group(m, 0).slice(8), 16),
  },
  {
    // OpenAI ("sk-", "sk-proj-", "sk-svcacct-") and Anthropic ("sk-ant-api03-") keys.
    kind: "ai_api_key",
    pattern: /\bsk-(?:(?:ant-(?:api|admin)\d\d|proj|svcacct|admin|live)-)?([A-Za-z0-9_-]{20,255})/g,
    shown: (m) => group(m, 0).length - group(m, 1).length,
    owners: ["openai.com", "anthropic.com"],
    real: (m) => mixed(group(m, 1)),
  },
  {
    kind: "google_api_key",
    pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g,
    shown: 4,
    owners: ["googleapis.com", "google.com"],
    real: (m) => mixed(group(m, 0).slice(4)),
  },
  {
    kind: "sendgrid_key",
    pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
    shown: 3,
    owners: ["sendgrid.com", "sendgrid.net"],
  },
  {
    // npm, PyPI and Hugging Face publish tokens.
    kind: "registry_token",
    pattern:
      /\b(?:npm_[A-Za-z0-9]{36}|pypi-[A-Za-z0-9_-]{50,255}|hf_[A-Za-z0-9]{30,40})(?![A-Za-z0-9_-])/g,
    shown: (m) => group(m, 0).indexOf(group(m, 0).startsWith("pypi") ? "-" : "_") + 1,
    owners: ["npmjs.org", "npmjs.com", "pypi.org", "huggingface.co"],
    real: (m) => mixed(group(m, 0).slice(4)),
  },
  {
    // Other providers' tokens, by the prefixes they publish for secret
    // scanning: Shopify, HashiCorp Vault, webhook signing secrets, Docker
    // Hub, Grafana, Databricks, DigitalOcean, Mapbox secret tokens, Sentry,
    // Doppler, Linear, Postman, Slack app tokens, age keys, Brevo, Mollie
    // and Midtrans.
    kind: "provider_token",
    pattern:
      /\b(?:shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|hv[sb]\.[A-Za-z0-9_-]{24,255}|whsec_[A-Za-z0-9+/=]{24,255}|dckr_pat_[A-Za-z0-9_-]{20,255}|gl(?:c|sa)_[A-Za-z0-9+/=_-]{32,255}|dapi[a-f0-9]{32}(?:-\d)?|do[opr]_v1_[a-f0-9]{64}|sk\.eyJ[A-Za-z0-9_.-]{40,1024}|sntry[su]_[A-Za-z0-9+/=_-]{40,1024}|dp\.(?:st|ct|sa|pt)\.[A-Za-z0-9_-]{30,255}|lin_api_[A-Za-z0-9]{40}|PMAK-[a-f0-9]{24}-[a-f0-9]{34}|AGE-SECRET-KEY-1[0-9A-Z]{58}|xapp-\d-[A-Z0-9]{6,20}-\d{6,20}-[a-f0-9]{32,128}|xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}|live_[A-Za-z0-9]{30}|Mid-server-[A-Za-z0-9_-]{20,40})(?![A-Za-z0-9_-])/g,
    shown: (m) =>
      /^[^_.-]*[_.-](?:pat_|v1_|st\.|ct\.|sa\.|pt\.|api_)?/.exec(group(m, 0))?.[0].length ?? 4,
    real: (m) => /\d/.test(group(m, 0)) && !hasFiller(group(m, 0)),
  },
  {
    // Terraform Cloud tokens ("<14>.atlasv1.<60+>") and Discord bot tokens
    // ("<id in base64>.<6>.<27+>"), matched from their middle.
    kind: "dotted_token",
    pattern:
      /(?:\.atlasv1\.[A-Za-z0-9_-]{60,90}|\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40})(?![A-Za-z0-9_.-])/g,
    shown: 0,
    lead: (m) => dottedLead(m).length,
    owners: ["app.terraform.io", "discord.com"],
    real: (m) => {
      const lead = dottedLead(m);
      return m[0].startsWith(".atlasv1.")
        ? lead.length === 14
        : /^[MNO][A-Za-z0-9_-]{23,27}$/.test(lead) && mixed(m[0].slice(8));
    },
  },
  {
    // A payment card with what charges it: the number (Luhn-valid) beside its
    // security code or expiry. A card sent to a shop or a processor is a
    // payment: the check counts it only in a message to people or in public.
    kind: "payment_card",
    pattern:
      /(?<![\d-])((?:\d[ -]?){12,18}\d)(?![\d-])(?=[\s\S]{0,80}?(?:\b(?:cvv2?|cvc2?|cid|csc|security code|c(?:ó|o)digo de seguridad|código|validade|validit[àa]|expiry|exp(?:ires|iry|\.)?|valid(?: thru| until)?|gültig|ablauf)\b|\b(?:0[1-9]|1[0-2])\s?\/\s?(?:20)?\d{2}\b))/gi,
    shown: 0,
    real: (m) => isCardNumber(group(m, 1)),
  },
  {
    // Azure storage and service-bus connection strings carry their key inline.
    kind: "azure_key",
    pattern: /\b(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/]{40,120}={0,2})/g,
    shown: (m) => group(m, 0).indexOf("=") + 1,
    owners: ["windows.net", "azure.com"],
    real: (m) => mixed(group(m, 1)),
  },
  {
    // A URL with a password in it: "postgres://admin:Hunter2!@db.internal/prod".
    // Docs write "user:password@localhost" or "app:changeme@": those are placeholders.
    kind: "password_in_url",
    pattern:
      /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|oracle|clickhouse|s?ftp|smtps?|ldaps?|https?):\/\/([^\s:/@"'<>]{1,64}):([^\s@/"'<>]{1,128})@[^\s/"'<>]{1,255}/g,
    shown: (m) => group(m, 0).indexOf(":", group(m, 0).indexOf("//")) + 1,
    real: (m) => group(m, 2) !== group(m, 1) && looksGenerated(group(m, 2), 6),
  },
  {
    // A JSON Web Token: a session or an API's bearer token.
    kind: "jwt",
    pattern: /\beyJ[A-Za-z0-9_-]{10,4096}\.eyJ[A-Za-z0-9_-]{10,8192}\.[A-Za-z0-9_-]{16,4096}/g,
    shown: 3,
  },
  {
    // A secret assigned in a .env, shell, ini or YAML line:
    // "DB_PASSWORD=Tr0ub4dor&3", "export OPENAI_API_KEY=…", "clientSecret: 9f…",
    // "define('DB_PASSWORD', '…')".
    // A URL's query ("reset?token=…") is a link's business, not an assignment.
    kind: "assigned_secret",
    pattern:
      /(?:secret|password|passwd|pwd|token|api_?key|private_?key|access_?key|auth_?key|passphrase)(?:[_.-]?[A-Za-z0-9]{1,20}){0,2}(?:["']?\s{0,4}[=:]|["']\s{0,4},)\s{0,4}["']?([^\s"'`,;]{8,256})/gi,
    shown: (m) => group(m, 0).length - group(m, 1).length,
    lead: (m) => namePrefix(m).length,
    // An access key id names a key pair; only its secret half is a secret. A
    // name inside a path or a URL's query ("/v1/token: …", "?token=…") is not a
    // line that assigns one.
    real: (m) =>
      looksGenerated(group(m, 1), 8) &&
      !/^(?:\$|%|os\.|process\.|env\.|(?:AKIA|ASIA)[A-Z2-7]{16}$)/.test(group(m, 1)) &&
      !/[A-Za-z0-9/=%]$/.test(
        m.input.slice(
          Math.max(0, m.index - namePrefix(m).length - 1),
          m.index - namePrefix(m).length,
        ),
      ) &&
      !inUrl(m),
  },
  {
    // Account recovery codes listed out: "Backup codes for admin@…: 4821 0937,
    // 7730 5162, …", "Códigos de recuperación: 3f9a1-c2e7b …", "Mã dự phòng:
    // 7Q2K-9LMD, X4RP-3TNB …". Each one opens the account without its
    // password or second factor; three or more, with digits, are a list.
    kind: "recovery_codes",
    pattern:
      /(?:(?:backup|recovery|emergency|scratch|wiederherstellungs?|sicherungs|recuperaci(?:ó|o)n|recupera(?:ç|c)(?:ã|a)o|r(?:é|e)cup(?:é|e)ration|secours|odzyskiwania|zapasowe|kurtarma|yedek|восстановления|резервные|备用|恢复|バックアップ|リカバリー|복구|백업|dự phòng|khôi phục)[^\n]{0,40}?(?:codes?|c(?:ó|o)digos?|kodlar(?:ı|i)|kody|коды|码|コード|코드)|(?:codes?|c(?:ó|o)digos?|mã|kody|коды)[^\n]{0,12}?(?:de secours|de recuperaci(?:ó|o)n|de recupera(?:ç|c)(?:ã|a)o|dự phòng|khôi phục|zapasowe|odzyskiwania|восстановления))[^\n]{0,60}?[:：\n]\s{0,4}((?:[A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){0,7}(?: [0-9]{4})?[\s,;]{1,4}){2,12}[A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){0,7})/gi,
    shown: (m) => group(m, 0).length - group(m, 1).length,
    real: (m) => (group(m, 1).match(/\d/g) ?? []).length >= 6,
  },
  {
    // A password told in words: "the password is Tr0ub4dor&3", "senha: Qv9#…",
    // "пароль — Kx7…", "密码：Qv9…", "contraseña V3rde!Tienda2025", "비번
    // Hanbit#2025insta", or a login "user r.achterberg / Welkom01!Brightline".
    // Said a few words on ("the root password on srv-02 is now …"), the value
    // must be strong: a letter, a digit and a symbol, or both cases and a digit.
    kind: "told_password",
    pattern:
      /(?:password|passcode|passphrase|pass ?word|\bpw\b|contrase(?:ñ|n)a|senha|mot de passe|passwort|kennwort|wachtwoord|l(?:ö|o)senord|salasana|has(?:ł|l)o|(?:ş|s)ifre|parola|пароль|密码|密碼|口令|パスワード|비밀번호|비번|암호|كلمة (?:ال)?(?:سر|مرور)|पासवर्ड|mật khẩu|kata sandi|\b(?:user(?:name)?|login|usuario|utilisateur|benutzer|użytkownik)\b[:\s]{1,3}[^\s/]{1,64}\s{0,2}\/)(?:\s{0,3}(?:is|was|es|est|ist|é|è|jest|[:=：]|—|–|-)?\s{0,3}["'“«]?(?![@/])((?=[^\s"'”»]{0,63}\d)[^\s"'”»]{8,64})|[^\n.!?]{0,48}?[\s:=：>\u2014\u2013-]["'“«]?((?=[^\s"'”»]{0,63}\d)(?=[^\s"'”»]{0,63}[^A-Za-z0-9\s"'”»._/:-])[^\s"'”»]{8,64}))/gi, // Right after the word, any value strong by `strong` (group 1); a few words
    // on, one with a symbol in it (group 2): the flag `i` the words need keeps
    // the pattern itself from reading letter case.
    shown: (m) => group(m, 0).length - (m[1] ?? group(m, 2)).length,
    real: (m) => strong((m[1] ?? group(m, 2)).replace(/[.,;!?)]+$/, "")) && !inUrl(m),
  },
];
