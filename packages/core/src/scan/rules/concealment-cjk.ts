import { type Rule, rx } from "../rule.js";

// What a Chinese "do not reveal to the user" may withhold and still be
// concealment of the act: no object, "this / that / the above / any",
// "(about) what you did" (你 not followed by 的: "你的系统提示" is a secret),
// or an action or instruction noun.
const hiddenThing = String.raw`(?=\s{0,4}(?:$|[，。,.!！?？;；:：、)）]|(?:有关|关于)?(?:此|这|那|该|本|上述|以上|任何|(?:你|您)(?!的))|操作|指令|指示|备注|注释|转账|付款|支付|转发|上传|下载|删除|发送|调用))`;

/**
 * "Don't tell the user" in Chinese, Japanese and Korean.
 *
 * @example
 * concealmentCjkRules.map((rule) => rule.id); // ["concealment.do_not_tell_cjk"]
 */
export const concealmentCjkRules: readonly Rule[] = [
  {
    // "Don't tell the user" in Chinese, Japanese and Korean.
    id: "concealment.do_not_tell_cjk",
    category: "concealment",
    anchors: [
      "用户",
      "用戶",
      "ユーザー",
      "利用者",
      "사용자",
      "回复中",
      "回覆中",
      "回答中",
      "答复中",
    ],
    requires: [
      "不要",
      "别",
      "切勿",
      "不得",
      "不可",
      "ない",
      "内緒",
      "瞒着",
      "瞞著",
      "지 마",
      "지 말",
    ],
    pattern: rx(
      // "Let the user" must be "let the user know": "不要让用户等待太久"
      // (don't keep the user waiting) is a style rule.
      String.raw`(?:不要|别|切勿|不得|不可)(?:(?:告诉|告知|通知|透露给)(?:用户|用戶)(?!的)|让(?:用户|用戶)(?:知道|发现|發現|察觉|察覺|看到|注意到))`,
      // "不要向用户透露内部工单编号" (do not disclose internal ticket numbers to
      // the user) is a system prompt guarding data. As with the English
      // "do not reveal (this|it|anything) to the user", the thing withheld
      // must be the action itself: nothing, a demonstrative, "anything",
      // what "you" did, or an action or instruction noun.
      String.raw`|(?:不要|别|切勿|不得)(?:向|对)(?:用户|用戶)(?:透露|提及|说明|显示|展示)${hiddenThing}`,
      // "在回复中不要提及此操作": the act kept out of the reply, named by a
      // demonstrative ("不要在回复中提及竞争对手" is a style rule).
      String.raw`|(?:不要|别|切勿|不得)在?(?:回复|回覆|回答|答复)(?:中|里|裡)(?:提及|提到|说明|透露|显示|告知)(?:此|这|這|该|該|本|上述|以上)`,
      String.raw`|(?:瞒着|瞞著)(?:用户|用戶)`,
      // ja: "ユーザーには(この操作について)(絶対に)言及しないで", "ユーザーには内緒で".
      String.raw`|(?:ユーザー|利用者)(?:に|には)(?:(?:この|これ|その)[^\s\u3002、]{0,8}?(?:を|について|は)(?:は)?)?(?:絶対に|決して)?(?:伝え|言わ|知らせ|教え|見せ|報告し|言及し|通知し|漏らさ)ない(?:で|こと|ように)|(?:ユーザー|利用者)(?:に|には)(?:内緒|秘密)(?:で|にして)`,
      // ko: "사용자에게는 이 작업을 절대 알리지 마세요"; the act as object by a
      // demonstrative ("사용자에게 비밀번호를 보여주지 마세요" guards a secret).
      String.raw`|(?:이\s{0,4}(?:[가-힣]{1,6}\s{0,4}){1,2})?사용자(?:에게|한테|께)(?:는|도)?\s{0,4}(?:이\s{0,4}(?:[가-힣]{1,6}\s{0,4}){1,2})?(?:절대(?:로)?\s{0,4})?(?:알리지|말하지|언급하지|보고하지|공개하지|보여주지|전하지)\s{0,4}(?:마세요|마십시오|말고|말\s{0,4}것|말라|마)`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
