import { frag } from "../rule.js";

const { s } = frag;

// Code that does harm whoever runs it, each kind a unit of its own: what a
// security reviewer would refuse to merge from a stranger's note. Honest
// docs do much that looks alike (install one-liners piped to sh, `rm -rf
// /usr/local/go` before an upgrade, `rm -rf /var/lib/apt/lists/*`, adding
// your own key to authorized_keys, a metrics POST to your own endpoint), so
// each unit needs the mark that makes it harm: the whole disk or home, a
// stranger's key, a reverse shell, a key fetched to encrypt your files,
// security tools switched off, the host's secrets or the user's keys,
// screen, clipboard or keystrokes read and sent out.

// Deleting a root, a home or the user's folders, wiping or formatting a disk.
const destroys = String.raw`rm${s}-(?:rf|fr|r)${s}(?:--no-preserve-root${s})?(?:/|/\*|~|~/|\$home|/home|/etc|/boot|/var|/usr|~/(?:documents|pictures|desktop|projects|downloads))(?=[\s"'\x60);\]]|$)|removeall\(\s{0,4}"/(?:home|var|etc|usr)?"|rmtree\(\s{0,4}(?:["'](?:/|~)["']|os\.path\.expanduser\(\s{0,4}["']~["']\s{0,4}\)|path\.home\(\)|os\.homedir\(\))|of=/dev/(?:sd|hd|nvme|disk|mmcblk)|mkfs(?:\.[a-z0-9]{2,5})?${s}/dev/|clear-disk\b[^\n]{0,60}-removedata|format-volume\b[^\n]{0,80}-force`;

// Security switched off: SELinux, Defender, the firewall, audit and EDR
// agents; logs and shell history cleared; SSH exposed through a tunnel.
const disarms = String.raw`setenforce${s}0|selinux=disabled|set-mppreference\b[^\n]{0,80}-disable[a-z]{0,30}${s}\$true|add-mppreference\b[^\n]{0,40}-exclusionpath${s}["']?c:\\|advfirewall${s}set${s}[a-z]{3,12}${s}state${s}off|systemctl${s}(?:stop|disable|mask)\b[^\n]{0,60}\b(?:sshd|auditd|firewalld|ufw|apparmor|journald|networkmanager|logind|falcon|crowdstrike|osqueryd|clamav)|pkill\b[^\n]{0,20}\b(?:falcon|crowdstrike|defender|osquery|auditd|sentinel)|wevtutil${s}cl\b|rm${s}-(?:rf|fr|r)${s}/var/log\b|>\s{0,5}~/\.bash_history|history${s}-c\b[^\n]{0,60}bash_history|ngrok${s}tcp${s}22\b|iptables${s}-f\b|ufw${s}(?:--force${s})?disable\b|stop-service\b[^\n]{0,120}\b(?:windefend|mpssvc|sense|eventlog|wscsvc)|\b(?:windefend|mpssvc|sense|eventlog|wscsvc)\b[\s\S]{0,200}?stop-service\b`;

// What it downloads it runs: piped into a shell, made executable, or passed
// to PowerShell's Invoke-Expression, from a bare IP address or over plain
// http (vendors' installers, rustup's, uv's, Chocolatey's, are fetched over
// https from their own names, and AGENTS.md files tell agents to run them);
// read back from the pipe or the chmod, rarer than a curl, so a page of
// curl calls is not searched from each. Also certutil's download, fetched
// source evaluated, and a coin miner. (`exec(open("version.py").read())`
// runs a local file, as setup.py files do: not harm.)
const plainHost = String.raw`(?:http://|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b)`;
const runsDownload = String.raw`(?:downloadstring\(|iwr\b|invoke-webrequest\b|irm\b|invoke-restmethod\b)\s{0,4}\(?\s{0,4}["']?${plainHost}[^\n]{0,200}\b(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\b[^\n]{0,60}(?:downloadstring|iwr|invoke-webrequest|irm)\b[^\n]{0,20}${plainHost}|certutil\b[^\n]{0,40}-urlcache|urlretrieve\(\s{0,4}["']${plainHost}[\s\S]{0,300}?(?:os\.system|subprocess|chmod)|\|\s{0,5}(?:sudo${s})?(?:ba|z)?sh\b(?<=(?:curl|wget)\b[^\n|;&]{0,120}${plainHost}[^\n|;&]{0,120}\|\s{0,5}(?:sudo${s})?(?:ba|z)?sh)|chmod${s}\+x\b(?<=(?:curl|wget)\b[^\n|;&]{0,120}${plainHost}[^\n]{0,160}chmod${s}\+x)|(?:eval|exec)\([^\n]{0,120}?(?:requests\.get|urlopen|net::http\.get|http\.get|fetch\()|xmrig|stratum\+tcp|cryptonight|\.on\(\s{0,4}["']end["'][\s\S]{0,60}?\beval\(|exec\(\s{0,4}(?:requests|urllib|response|urlopen)|pickle\.loads?\(\s{0,4}(?:requests|urllib|response)`;

// A door left open: a stranger's key added, an administrator account made,
// a shell handed to the network, a job that fetches and runs code on a timer.
const opensDoor = String.raw`echo${s}["']?ssh-(?:rsa|ed25519|ecdsa)[^\n]{0,600}>>\s{0,5}[^\n]{0,20}authorized_keys|localgroup${s}administrators${s}[^\s/]{1,40}${s}/add|/dev/tcp/|\bnc${s}[^\n]{0,40}-e${s}/bin/(?:ba)?sh\b|bash${s}-i\s{0,5}>&|pty\.spawn\(|dup2\(\s{0,4}[a-z]{1,10}\.fileno|createserver\([\s\S]{0,200}?\bexec\(|net\.dial\([\s\S]{0,300}?exec\.command\(\s{0,4}["']/bin/(?:ba)?sh|\.recv\([\s\S]{0,160}?subprocess\.(?:run|popen|call|check_output)\(\s{0,4}(?:cmd|data|command)\b|(?:shell_exec|system|passthru|popen|exec|os\.system|getruntime\(\)\.exec)\(\s{0,4}(?:\$_(?:request|get|post)\b|request(?:\.args|\.form|\.values|\.getparameter|\.query|\.params|\.body|\()|req\.(?:query|body|params))|eval\(\s{0,4}(?:base64_decode\(\s{0,4})?\$_(?:request|get|post)\b|\bssh\b[^\n]{0,160}-r${s}0\.0\.0\.0:|useradd${s}-o${s}-u${s}0\b|nopasswd:\s{0,5}all\b[^\n]{0,40}>>${s}/etc/sudoers|crontab\b[^\n]{0,200}\b(?:curl|wget)\b[^\n]{0,200}\|\s{0,5}(?:ba|z)?sh\b|currentversion\\{1,2}run\b[^\n]{0,200}(?:iex|iwr|downloadstring|-w${s}hidden)`;

// Files encrypted with a key fetched from elsewhere: a fetch, then within
// the snippet an encryption call and a walk over the user's home (read
// ahead: a lookbehind from each encryption call cost four times as much on
// a page dense with them); or a ransom note.
const walks = String.raw`(?:os\.walk|walkdir|readdirsync|readdir|dir\.glob|glob\.glob|glob\(|rglob|get-childitem)`;
const home = String.raw`(?:expanduser|userprofile|homedir|dir\.home|path\.home|userhomedir|["']~|\$home)`;
const homeWalk = String.raw`(?:${walks}[^\n]{0,80}?${home}|${home}[^\n]{0,80}?${walks}|find${s}(?:~|\$home)(?=[\s/]))`;
const ransoms = String.raw`(?:send|pay|transfer)${s}[0-9.]{1,10}${s}(?:btc|bitcoin|xmr|monero)\b[^\n]{0,80}\b(?:restore|decrypt|unlock|recover|back)\b|(?:requests\.get|http\.get|urlopen|fetch\()(?=[\s\S]{0,400}?(?:\.encrypt\b|openssl${s}enc\b|\.seal\(|aeszipfile\(|fernet\())(?=[\s\S]{0,400}?${homeWalk})`;

// Resources exhausted: a fork bomb, processes or windows spawned forever.
const exhausts = String.raw`:\(\)\s{0,4}\{\s{0,4}:\s{0,4}\|\s{0,4}:\s{0,4}&\s{0,4}\}\s{0,4};\s{0,4}:|while${s}true:\s{1,12}os\.fork\(\)|while\s{0,4}\(\s{0,4}\$true\s{0,4}\)\s{0,4}\{\s{0,4}start-process|setinterval\([\s\S]{0,120}?window\.open\(|--flood\b|while${s}true:[\s\S]{0,200}?threading\.thread\(|loop${s}\{[\s\S]{0,60}?thread\.new\b|go${s}func\(\)\s{0,4}\{\s{0,4}for\s{0,4}\{`;

// The host's secrets, the user's keys and what they see or type, sent out:
// what is read, then within the same snippet a send.
const reads = String.raw`(?:\.ssh/|id_rsa|id_ed25519|\.aws/|\.npmrc|\.docker/config|\.kube/|\.gnupg|\.pem\b|keychain|login${s}data|cookies\.(?:sqlite|txt)|default/cookies|\.wallet\b|wallet\.dat|electrum/wallets|gh/hosts\.yml|document\.cookie|/etc/(?:passwd|shadow)|tojson\(\s{0,4}secrets|bash_history|readfilesync\(\s{0,4}["']\.env["']|os\.environ\(\)|env\.to_h|pyperclip\.paste|get-clipboard|clipboardy\.read|pynput|["']keydown["']|getasynckeystate|screencapture|imagegrab|mss\.mss|copyfromscreen|snippingtool|videocapture\(|arecord\b|sounddevice|["']\.(?:ssh|aws|kube|gnupg)["']|gethostname|whoami|getlogin|getuser\(|userinfo\(\)|user\.current\(\)|platform\.node\(\)|\$env:(?:computername|username|userdomain)|\benv${s}\||printenv|dict\(\s{0,4}os\.environ\s{0,4}\)|os\.environ\.copy\(\)|networkinterfaces\(|net_if_addrs|ifconfig|ipconfig${s}/all|driverquery|nvidia-smi|systeminfo\b)`;
const sendCalls = String.raw`(?:requests\.(?:post|put)|httpx\.post|https?\.request\(|http\.post\(|post_form|sendbeacon|invoke-restmethod|invoke-webrequest|\.sendall?\(|sendmail|storbinary|\bscp\b|method:\s{0,4}["'](?:post|put)|-method${s}(?:post|put)|gethostbyname\(|discord(?:app)?\.com/api/webhooks|api\.telegram\.org/bot|hooks\.slack\.com/services)`;
const sends = String.raw`(?:${sendCalls}|curl\b[^\n|;&]{0,120}(?:${s}-[dft]${s}|--data|--upload-file|-x${s}(?:post|put)))`;
// Read and then sent, or sent with what is read in the same call (a curl
// reads its data first: a page of curl calls is not searched from each).
const leaks = String.raw`${reads}[\s\S]{0,500}?${sends}|${sendCalls}[^\n]{0,120}?${reads}`;

/**
 * Harmful code of every kind above, as a regex source.
 *
 * @example
 * new RegExp(harmfulCode).test('os.system("rm -rf ~")'); // true
 */
export const harmfulCode = String.raw`(?:${destroys}|${disarms}|${runsDownload}|${opensDoor}|${ransoms}|${exhausts}|${leaks})`;

/**
 * Words one of which every match of `harmfulCode` holds (a rule's anchors).
 *
 * @example
 * harmfulCodeWords.includes("authorized_keys"); // true
 */
export const harmfulCodeWords: readonly string[] = [
  "rm -",
  "removeall(",
  "rmtree(",
  "of=/dev/",
  "mkfs",
  "clear-disk",
  "format-volume",
  "iptables",
  "ufw",
  "stop-service",
  "setenforce",
  "selinux=disabled",
  "mppreference",
  "advfirewall",
  "systemctl",
  "wevtutil",
  "bash_history",
  "ngrok",
  "system(",
  "passthru(",
  "popen(",
  "discord",
  "api.telegram.org",
  "hooks.slack.com",
  "pkill",
  "iex",
  "invoke-expression",
  "certutil",
  "urlretrieve(",
  "btc",
  "bitcoin",
  "xmr",
  "monero",
  "wget",
  "chmod",
  "net.dial(",
  ".recv(",
  "$_request",
  "$_get",
  "$_post",
  "0.0.0.0:",
  "useradd",
  "nopasswd",
  "threading.thread(",
  "thread.new",
  "go func()",
  "-method",
  "gethostbyname(",
  "stratum+tcp",
  "cryptonight",
  "eval(",
  "exec(",
  "pickle.load",
  "authorized_keys",
  "localgroup",
  "/dev/tcp/",
  "-e /bin/",
  "bash -i",
  "pty.spawn",
  "dup2(",
  "createserver(",
  "crontab",
  "currentversion",
  "requests.get",
  "http.get",
  "urlopen",
  "fetch(",
  ":()",
  "os.fork()",
  "start-process",
  "window.open(",
  "--flood",
  "requests.post",
  "requests.put",
  "httpx.post",
  "http.request(",
  "https.request(",
  "http.post(",
  "post_form",
  "sendbeacon",
  "invoke-restmethod",
  "invoke-webrequest",
  "curl",
  ".send(",
  ".sendall(",
  "sendmail",
  "storbinary",
  "scp",
  "method:",
];
