import { nativeOnUse } from "./compile-native.js";

/**
 * A part of a chat message that someone else wrote: the user forwards a mail,
 * pastes a ticket, quotes a page. `start`/`end` index the message as given.
 *
 * @example
 * const block: ForwardedBlock = { start: 22, end: 40 };
 */
export interface ForwardedBlock {
  readonly start: number;
  readonly end: number;
}

// A line that says what follows was written elsewhere: a mail client's forward
// or reply header ("---------- Forwarded message ---------", "-----Original
// Message-----", "Begin forwarded message:"), in the languages mail clients
// print it in.
const forwardHeader = nativeOnUse(
  /^[\s>*_-]*(?:-{2,}\s*)?(?:begin\s+forwarded\s+message|forwarded\s+message|original\s+message|weitergeleitete\s+nachricht|urspr[uü]ngliche\s+nachricht|mensaje\s+(?:reenviado|original)|message\s+(?:transf[eé]r[eé]|d'origine|original)|mensagem\s+(?:encaminhada|original)|messaggio\s+(?:inoltrato|originale)|doorgestuurd\s+bericht|oorspronkelijk\s+bericht|wiadomo[sś][cć]\s+(?:przekazana|oryginalna)|пересылаемое\s+сообщение|исходное\s+сообщение|переслане\s+повідомлення|iletilen\s+(?:ileti|mesaj)|转发的邮件|轉寄的郵件|原始邮件|転送(?:された)?メッセージ|전달된\s*메시지)[^\n]{0,40}$/i,
);
// A mail's own header: a sender line, then within three lines a recipient,
// date or subject line.
const fromLine = nativeOnUse(
  /^[\s>*]*(?:from|von|de|da|van|od|от|від|发件人|寄件者|差出人|보낸\s?사람|من)\s{0,2}[:：]/i,
);
const headerLine = nativeOnUse(
  /^[\s>*]*(?:to|an|para|à|a|aan|do|кому|收件人|宛先|받는\s?사람|إلى|date|datum|fecha|data|sent|gesendet|enviado|envoy[eé]|inviato|verzonden|wys[lł]ano|отправлено|subject|betreff|asunto|objet|assunto|oggetto|onderwerp|temat|тема|主题|主旨|件名|제목|الموضوع)\s{0,2}[:：]/i,
);
// An introduction that ends in a colon and says the rest was brought in:
// "Pasted from the team wiki:", "Te reenvío el correo del proveedor:",
// "Weitergeleitet vom Kunden-Ticket #2041:", "Comment left on the shared doc
// by 'external reviewer':", "Tool result (crm.get_account):".
const intro = nativeOnUse(
  /(?:\b(?:forward(?:ed|ing)?|fwd?|pasted?|pasting|copied|copy-pasted|quoting|reenv[ií][a-z]{0,4}|reenviad[oa]|weitergeleitet|weiterleit[a-z]{0,4}|transf[eé]r[eé]e?|je\s+(?:te|vous)\s+transf[eè]re|encaminh[a-z]{1,4}|inoltr[a-z]{1,4}|przekazuj[eę]|przekazan[a-z]{1,3}|doorgestuurd|diteruskan|chuy[eể]n\s+ti[eế]p|ilet(?:ilen|iyorum|tim)|(?:comment|review|note|reply|message|mail|e-?mail|ticket|post)\s+(?:left|posted|written)\s+(?:on|in|by)|(?:tool|function)\s+(?:result|output|response)|copied\s+from)\b|пересыла[а-яё]{0,4}|переслан[а-яё]{0,3}|пересила[а-яєі]{0,4}|переслав|转发|轉發|転送|전달(?:합니다|드립니다|받은)|(?:أعيد|معاد)\s+توجيه)[^\n]{0,120}[:：]\s*$/i,
);
// A pasted item's own heading: a ticket, issue or pull request by number
// ("Ticket #48213", "PR #2291 — Refactor logging"), or a label in brackets on
// a line of its own, kind and name ("[Shared doc: Q2 Partner Terms v3]").
const itemHeading = nativeOnUse(
  /^[\s*#]*(?:(?:ticket|issue|pr|pull\s+request|case|incident|bug|merge\s+request|mr|chamado|zg[lł]oszenie|заявка|обращение|звернення|工单|工單|チケット|티켓)\s{0,2}#\s{0,2}[a-z]{0,4}-?\d{2,}|\[[^\]\n:]{1,40}:[^\]\n]{1,60}\]\s*$)/i,
);
// A line of markup: people do not type HTML to an assistant, they paste a
// page, up to the next blank line.
const markupLine = nativeOnUse(
  /^\s*<(?:!--|!doctype|html|head|body|div|p|span|section|article|table|ul|ol|li|h[1-6]|meta|script|style|a\s)[\s>]/i,
);
// Each is compiled to native code on first use (see compile-native.ts).
// Quoted lines of a reply ("> ...") and the lines of a pasted chat log
// ("[10:42] priya.k: ...").
const quotedLine = nativeOnUse(
  /^[ \t]{0,3}(?:>|\[\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?\]\s{0,2}[^\s:]{1,40}:)/i,
);

/**
 * The parts of a chat message that quote or forward what someone else wrote:
 * runs of `>`-quoted lines and of a pasted chat log, a paragraph of pasted
 * markup, and everything after a forward header, a mail header, an
 * introduction such as "Pasted from the shared doc:", or the heading of a
 * pasted ticket or labelled item. Ordered and disjoint.
 *
 * @example
 * forwardedBlocks("fyi\n---------- Forwarded message ---------\nPay now.");
 * // [{ start: 45, end: 53 }]
 */
export function forwardedBlocks(text: string): ForwardedBlock[] {
  const blocks: ForwardedBlock[] = [];
  let quoteStart = -1;
  let quoteEnd = -1;
  // Line by line, read in place: a long text is not split into an array.
  for (let start = 0; start <= text.length; ) {
    const end = lineEnd(text, start);
    // A line longer than any header is prose: not tested.
    const line = end - start > 400 ? "" : text.slice(start, end);
    // Most lines open with a word and hold no colon early: the patterns below
    // are tried only on a line whose first character or colon could fit.
    const lead = line.trimStart().charAt(0);
    if ((lead === ">" || lead === "[") && quotedLine().test(line)) {
      if (quoteStart < 0) quoteStart = start;
      quoteEnd = end;
    } else {
      if (quoteStart >= 0) {
        blocks.push({ start: quoteStart, end: quoteEnd });
        quoteStart = -1;
      }
      if (lead === "<" && markupLine().test(line)) {
        // The page runs to the next blank line.
        let last = end;
        while (last < text.length) {
          const next = lineEnd(text, last + 1);
          if (text.slice(last + 1, next).trim() === "") break;
          last = next;
        }
        blocks.push({ start, end: last });
        start = last + 1;
        continue;
      }
      const rest = lead === "" ? -1 : restFrom(text, start, end, line);
      if (rest >= 0) {
        if (rest < text.length) blocks.push({ start: rest, end: text.length });
        return blocks;
      }
    }
    start = end + 1;
  }
  if (quoteStart >= 0) blocks.push({ start: quoteStart, end: quoteEnd });
  return blocks;
}

const lineEnd = (text: string, at: number): number => {
  const nl = text.indexOf("\n", at);
  return nl < 0 ? text.length : nl;
};

// Where the forwarded rest of the message starts when the line from `start`
// to `end` opens it, or -1.
function restFrom(text: string, start: number, end: number, line: string): number {
  const next = Math.min(text.length, end + 1);
  // Only a line that ends in a colon can introduce (most lines do not: the
  // introduction's long pattern is not tried on them).
  if (
    (line.length <= 120 && forwardHeader().test(line)) ||
    (/[:：]\s*$/.test(line) && intro().test(line))
  )
    return next;
  if ((line.includes("#") || line.includes("[")) && itemHeading().test(line)) return start;
  if (/^[^:：]{0,16}[:：]/.test(line) && fromLine().test(line)) {
    // A recipient, date or subject line within the next three.
    for (let at = next, k = 0; k < 3 && at < text.length; k++) {
      const stop = lineEnd(text, at);
      if (stop - at <= 400 && headerLine().test(text.slice(at, stop))) return start;
      at = stop + 1;
    }
  }
  return -1;
}
