import { frag } from "../rule.js";

const { s } = frag;

// Put after a void_brief form's first or second word (read there only, not
// at every position of a window): the instructions declared stale are
// a document's or a version's, not the reader's ("Note for AI agents: the
// previous instructions in the v1 docs are obsolete", "给AI助手的说明：v1 文档
// 中之前的设定已失效", "wiki'deki eski talimatlar geçersiz"). Looked for
// ahead, in the match's clause, so a word order that names the document
// first is read too. "This page", "dieses Dokument", "本页面" are where the
// order itself stands, not a source.
const demonstrative = String.raw`(?<!\b(?:this|these|dieses|diese|dieser|diesem|ce|cette|cet|este|esta|nesta|neste|desta|deste|questo|questa|deze|dit|denna|detta|ten|ta|bu|ini|nay)${s}|(?:этот|эту|этой|этом|цей|цю|цій)${s}|本|この|이\s?)`;
const source = String.raw`(?:\bv\d|\bversions?\b|\bversion(?:e|i)\b|\bversao\b|\bversie\b|\bwersj|\bsurum|\bdocs?\b|\bdocument(?:ation|acion|acao|azione|atie)\b|dokumentation|dokumentacj|\bwiki|\bmanual|\bmanuel|\bhandbuch|\bhandleiding|\bhandbok|\breadme|\bchangelog|\brelease${s}notes|\bbelge|\bdokuman|документац|документаці|вики|версии|версії|文档|文檔|版本|ドキュメント|マニュアル|バージョン|문서|버전|الإصدار|الاصدار|الوثائق|التوثيق|दस्तावेज़|संस्करण|\bfor${s}(?:the${s})?[a-z0-9_-]{1,20}${s}(?:script|command|job|build|pipeline|workflow|step)s?\b)`;

/**
 * A negative lookahead for void_brief forms: no document or version named as
 * the source of the voided brief within the clause.
 *
 * @example
 * new RegExp(`^${notFromDocs}x`).test("x"); // true
 */
export const notFromDocs = String.raw`(?![^.;!?\n\u3002]{0,120}?${demonstrative}${source})`;

/**
 * A negative lookahead put after the void word: what happens to a brief when
 * something else does is a tool's behaviour ("the previous task is cancelled
 * automatically if a new one is submitted", "the initial prompt is replaced
 * whenever the user switches persona"), not a declaration.
 *
 * @example
 * new RegExp(`void${notBehaviour}`).test("void when"); // false
 */
export const notBehaviour = String.raw`(?![^.;!?\n]{0,30}\b(?:automatically|whenever|when|if|once|each${s}time|every${s}time|automatisch|wenn|sobald|automaticamente|automatiquement|cuando|quando|lorsque)\b)`;
