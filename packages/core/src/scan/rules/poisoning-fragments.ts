import { frag } from "../rule.js";

const { s } = frag;

// Fragments shared by the tool-poisoning rule files (tool-poisoning,
// description-backdoors) and exfiltration-shapes.

/**
 * Secrets the model may have seen but a tool never needs.
 *
 * @example
 * new RegExp(heldSecret).test("api keys"); // true
 */
export const heldSecret = String.raw`(?:api${s}keys?|passwords?|passcodes?|passphrases?|credentials|secrets?|(?:access|auth|oauth|session|bearer|refresh|api)${s}tokens?|tokens|cookies|card${s}numbers?|pins?|bank${s}(?:login|details)|private${s}keys?|seed${s}phrases?)`;

/**
 * A destination outside the conversation: an e-mail address, a URL, a phone
 * number, a channel, or an IBAN (spaced or not).
 *
 * @example
 * new RegExp(outside).test("https://collect.example"); // true
 */
export const outside = String.raw`(?:[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.|https?://|\+?\d[\d ()-]{6,20}\d|#[a-z0-9_-]{2,40}|[a-z]{2}\d{2}\s{0,5}[a-z0-9]{4}[a-z0-9 ]{6,30})`;

/**
 * Up to N characters of one sentence: a full stop inside a path or a name
 * ("~/.ssh/id_rsa", "cron.d") does not end it.
 *
 * @example
 * new RegExp(`^${clause(20)}$`).test("read ~/.ssh/id_rsa now"); // true
 */
export const clause = (n: number) => String.raw`(?:[^.!?\n]|[.!?](?=\S)){0,${n}}`;

/**
 * A verb that puts something into a call. The lookbehind, checked after the
 * verb, drops "do not include ..." and "never pass ...": docs warn that way.
 *
 * @example
 * new RegExp(`^${putVerb}$`).test("include"); // true
 */
export const putVerb = String.raw`(?:include|pass|put|place|copy|paste|attach|insert|send|supply|provide|add|append|fill)(?<!(?:\bnot|\bnever|n't|\bnor|\bavoid)${s}[a-z]{3,8})`;

/**
 * A file that holds secrets, not just any file under the home directory:
 * keys, cloud and registry logins, dotenv files, shell history, MCP configs.
 *
 * @example
 * new RegExp(secretFile).test("~/.aws/credentials"); // true
 */
export const secretFile = String.raw`(?:(?:~|\$home)/\.(?:ssh|aws|gnupg|docker|kube|netrc|git-credentials|npmrc|pypirc|(?:bash|zsh)_history|config/gcloud)\b[^\s\x60'",;]{0,60}|\.env\b(?!\.)|id_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|\.netrc\b|\.git-credentials\b|mcp\.json\b|/etc/(?:passwd|shadow)\b)`;
