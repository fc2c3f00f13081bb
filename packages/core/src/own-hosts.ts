// A value that goes somewhere by itself, and what in a command line is its login.

/**
 * Where a value goes by itself: a URL (its host), a bare host name (looked
 * up: `dns`), or a command line that reaches the network (the hosts it
 * names; `dns` and the names for a lookup).
 *
 * @example
 * const own: OwnHosts = { kind: "url", hosts: ["x.example"], dns: false, names: [] };
 */
export interface OwnHosts {
  readonly kind: "url" | "host" | "command";
  readonly hosts: readonly string[];
  readonly dns: boolean;
  /** The names looked up, where they start in the value. */
  readonly names: readonly { readonly start: number; readonly name: string }[];
}
const urlValue =
  /^\s{0,4}(?:https?|wss?|s?ftp):\/\/(?:[^\s/@]{1,512}@)?([A-Za-z0-9.-]{1,253})\S*\s*$/i;

/**
 * The host of a value that is one URL and nothing else (lower-cased), or
 * `undefined`.
 *
 * @example
 * urlHostOf("https://Hooks.Example.net/c?x=1"); // "hooks.example.net"
 * urlHostOf("see https://x.example"); // undefined
 */
export function urlHostOf(value: string): string | undefined {
  return urlValue.exec(value)?.[1]?.toLowerCase();
}
const hostValue =
  /^\s{0,4}(?=[A-Za-z0-9_.-]{4,253}\.?\s*$)(?:[A-Za-z0-9_-]{1,63}\.){2,}[A-Za-z]{2,24}\.?\s*$/;
const networkCommand =
  /\b(?:curl|wget|nc|ncat|xh|https?|scp|rsync|sftp|Invoke-WebRequest|iwr|Invoke-RestMethod|irm|(nslookup|dig|host|ping|resolve-dnsname))\s/i;
const lookedUp =
  /\b(?:nslookup|dig|host|ping|resolve-dnsname)\s+(?:-{1,2}[A-Za-z=0-9]+\s+|[A-Z]{1,5}\s+){0,4}@?([A-Za-z0-9_-]{1,63}(?:\.[A-Za-z0-9_-]{1,63}){2,8}\.?)/gi;
const urlIn = /\b(?:https?|wss?|s?ftp):\/\/(?:[^\s/@'"]{1,512}@)?([A-Za-z0-9.-]{1,253})/gi;
/**
 * The hosts a value reaches by itself, or `undefined` for a value that goes
 * nowhere on its own (prose, an id, a body).
 *
 * @example
 * ownHosts("https://hooks.example.net/c")?.hosts; // ["hooks.example.net"]
 * ownHosts("nslookup a.b.example")?.dns; // true
 */
export function ownHosts(value: string): OwnHosts | undefined {
  if (value.length > 65536) return undefined;
  const url = urlHostOf(value);
  if (url !== undefined) return { kind: "url", hosts: [url], dns: false, names: [] };
  if (hostValue.test(value)) {
    const name = value.trim();
    return {
      kind: "host",
      hosts: [name.toLowerCase()],
      dns: true,
      names: [{ start: value.indexOf(name), name }],
    };
  }
  const command = networkCommand.exec(value);
  if (!command) return undefined;
  const hosts = [...value.matchAll(urlIn)].map((m) => (m[1] as string).toLowerCase());
  const names = [...value.matchAll(lookedUp)].map((m) => {
    const name = m[1] as string;
    return { start: m.index + m[0].length - name.length, name };
  });
  // The first network command found may be `curl`, with a lookup later on the line.
  const dns = command[1] !== undefined || names.length > 0;
  return dns || hosts.length > 0 ? { kind: "command", hosts, dns, names } : undefined;
}

const loginBefore =
  /(?:(?:^|\s)(?:-H|--header|-u|--user)\s{1,4}["']?[^"'\n]{0,200}|\b(?:authorization|x-api-key|api-key|private-token|cookie)\s{0,2}[:=]\s{0,2}(?:bearer|basic|token)?\s{0,2}["']?|:\/\/[^\s/@]{0,128})$/i;
/**
 * Whether the text just before `start` in a command line makes what follows
 * the command's own login (`-H "Authorization: Bearer …"`, `-u user:…`, a
 * URL's user part), not data it sends.
 *
 * @example
 * ownLogin("curl -u admin:Pa55 https://x.example", 13); // true
 */
export const ownLogin = (value: string, start: number): boolean =>
  loginBefore.test(value.slice(Math.max(0, start - 256), start));
