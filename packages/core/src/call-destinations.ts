import { nameWords } from "./name-words.js";
import { urlHostOf } from "./own-hosts.js";
import type { JsonString } from "./scan/json-strings.js";

/**
 * Where a call sends what it carries, as its own values and its tool's name
 * say: people (an e-mail address, a recipient, a channel, or a tool that
 * sends, posts or publishes), URLs (by host), and a public place
 * (`"public": true`, `"visibility": "public"`, `"acl": "public-read"`).
 *
 * @example
 * const d: CallDestinations = { people: true, hosts: [], public: false };
 */
export interface CallDestinations {
  readonly people: boolean;
  readonly hosts: readonly string[];
  readonly public: boolean;
}

// A tool named for sending or publishing what it is given: "send_email",
// "post_tweet", "comment_on_issue", "pastebin_create", "slack.postMessage".
const sendingWord =
  /^(?:send|sends|post|posts|publish|share|tweet|toot|comment|comments|reply|email|mail|message|messages|msg|dm|notify|invite|upload|submit|paste|pastebin|gist|webhook|forward|broadcast|announce|issue|issues|pr|pull|discussion|sms|whatsapp|telegram|discord|slack|teams|status)$/;
/**
 * Whether a tool's name says it sends or publishes what it is given.
 *
 * @example
 * sendsByName("post_tweet"); // true
 * sendsByName("write_file"); // false
 */
export function sendsByName(tool: string): boolean {
  const words = nameWords(tool.slice(0, 128));
  // "get_issue", "list_messages", "check_status": a tool that reads.
  if (readingWord.test(words[0] ?? "")) return false;
  return words.some((w) => sendingWord.test(w));
}
const readingWord =
  /^(?:get|read|list|fetch|search|find|lookup|check|view|describe|show|count|query|load|download|watch|poll)$/;

const email = /^[^\s@<>,;]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}$/;
// "Ana <ana@x.example>, bo@y.example": every item an address.
const isAddressList = (value: string): boolean =>
  value.length <= 2048 &&
  value
    .split(/[,;]/)
    .every((item) => email.test(item.trim().replace(/^[^<]{0,80}<([^>]{1,130})>$/, "$1")));
// A field that names who receives the message ("to", "recipients", "cc",
// "channel", "chat_id"): a handle or channel id there is a person or a room.
const recipientKey =
  /^(?:to|cc|bcc|recipients?|channels?|chat(?:_?id)?|conversation(?:_?id)?|send_?to|mail_?to|reply_?to)$/i;
const publicFlag =
  /"(?:public|is_?public|isPublic|public_?access|anyone_?with_?link)"\s{0,4}:\s{0,4}true\b|"(?:visibility|privacy|access|sharing|audience|acl)"\s{0,4}:\s{0,4}"(?:public(?:-read(?:-write)?)?|anyone(?:_with_link)?|everyone|unlisted)"/i;

/**
 * Reads a call's destinations from its string values (and `raw`, for the
 * boolean `public` flag, which holds no string) and its tool's name, when known.
 *
 * @example
 * callDestinations(jsonStrings('{"to":"a@b.example"}') ?? [], '{"to":"a@b.example"}').people; // true
 */
export function callDestinations(
  strings: readonly JsonString[],
  raw: string,
  tool?: string,
): CallDestinations {
  let people = tool !== undefined && sendsByName(tool);
  const hosts: string[] = [];
  for (const s of strings) {
    const value = s.value;
    if (value.length > 2048) continue;
    const host = urlHostOf(value);
    if (host !== undefined) hosts.push(host);
    else if (value.includes("@") && isAddressList(value)) people = true;
    else if (
      typeof s.path?.key === "string" &&
      recipientKey.test(s.path.key) &&
      value.trim() !== ""
    )
      people = true;
    else if (typeof s.path?.key === "number" && typeof s.path.up?.key === "string") {
      if (recipientKey.test(s.path.up.key) && value.trim() !== "") people = true;
    }
  }
  return { people, hosts, public: publicFlag.test(raw) };
}

/**
 * Whether `host` is `owner` or one of its subdomains.
 *
 * @example
 * hostIsUnder("api.github.com", "github.com"); // true
 * hostIsUnder("github.com.evil.example", "github.com"); // false
 */
export function hostIsUnder(host: string, owner: string): boolean {
  return host === owner || host.endsWith(`.${owner}`);
}
