import { frag, type Rule, rx } from "../rule.js";
import { disregardPreviousI18nRule } from "./disregard-previous-i18n.js";
import { ignoreGrammar } from "./ignore-previous-grammar.js";
import { inflection as w } from "./inflection.js";
import { manualCondition } from "./manual-condition.js";

const { s } = frag;
const {
  romanceIgnore,
  romanceSubject,
  plainRomanceObject,
  onPackaging,
  englishNotOrder,
  onGermanPackaging,
  errandAfter,
  sentByMe,
  myAfterNoun,
  namesTheAttack,
  presentationAfter,
} = ignoreGrammar;

// Thai SARA AM as the normalizer leaves it: NFKC splits U+0E33 into
// U+0E4D U+0E32, so a pattern literal typed with U+0E33 never matches.
const am = "\u0e4d\u0e32";

// Thai: "ของฉัน/ของผม/ของดิฉัน" after the noun and its qualifiers.
const thMine = String.raw`(?![^\s.!?\n]{0,14}ของ(?:ฉัน|ผม|ดิฉัน|หนู))`;

/**
 * "Ignore your previous instructions" in other languages, the attack seen
 * most there with "what is your password" (ask-password-i18n.ts). Text is
 * normalized first, so accents are gone ("instruções" reads "instrucoes").
 *
 * @example
 * ignorePreviousI18nRules.map((rule) => rule.id);
 */
export const ignorePreviousI18nRules: readonly Rule[] = [
  {
    id: "instruction_override.ignore_previous_i18n",
    category: "instruction_override",
    anchors: [
      "instruc",
      "istruzion",
      "consigne",
      "anweisung",
      "инструкц",
      "указани",
      "说明",
      "指令",
      "指示",
      "निर्देश",
      "ऊपर",
      "تعليمات",
      "القواعد",
      "التوجيهات",
      "الإرشادات",
      "지시",
      "talimat",
      "instruksi",
      "huong dan",
      "tagubilin",
      "οδηγι",
      "οδηγί",
      `ค${am}สั่ง`,
      "নির্দেশ",
      "무시",
      "無視",
      "忽略",
      "忽视",
      "无视",
      "ข้างต้น",
      "abaikan",
      "উপেক্ষা",
      "anterior",
      "acima",
      "sopra",
      "precede",
      "obige",
      "yukaridaki",
    ],
    pattern: rx(
      String.raw`(?:`,
      // es / pt / it / fr / id / tl
      String.raw`\b${romanceIgnore}(?<!${manualCondition}${romanceIgnore})(?<!${englishNotOrder}ignore)(?!(?<=${romanceSubject}${romanceIgnore})${plainRomanceObject})${s}(?:(?:todas|todos|tutte|toutes|semua|lahat${s}ng|las|as|le|les|os|tus|sus|suas|tue|vos|tes|ang|mga)${s}){0,3}(?:instrucciones|instrucoes|indicaciones|istruzioni|instructions|consignes|instruksi|tagubilin)\b${myAfterNoun}${onPackaging}${errandAfter}${sentByMe}`,
      String.raw`|\b(?:ignorier(?:e|en${s}sie)|vergiss|vergessen${s}sie|missachte|missachten${s}sie)${s}(?:(?:alle|deine|ihre|die|vorherigen|bisherigen|vorigen)${s}){0,3}(?:anweisungen|instruktionen|befehle|regeln)\b(?!\s{0,4},?${s}die${s}ich\b)${onGermanPackaging}${errandAfter}`,
      String.raw`|\b(?:vorherigen|bisherigen|vorigen)(?<!\bmeine${s}(?:vorherigen|bisherigen|vorigen))${s}(?:anweisungen|instruktionen)${s}(?:ignorieren|vergessen)\b`,
      // ru
      String.raw`|(?:игнорир${w}|проигнорир${w}|забуд${w}|забыть|не${s}обращай(?:те)?${s}внимания${s}на)${s}(?:(?:все|свои|ваши|твои|предыдущие|прежние|предыдущ${w})${s}){0,3}(?:инструкц${w}|указани${w})`,
      // zh / ja / ko
      String.raw`|(?:忽略|忽视|无视|忘记|忘掉|不要理会)(?:之前|以前|先前|上述|所有|你|您)?(?:的)?(?:所有)?(?:说明|指令|指示)`,
      // "无视你之前收到的所有指令": a few words between the verb and the noun.
      String.raw`|(?:忽略|忽视|无视|忘记|忘掉|不要理会)(?:你|您)(?:之前|以前|先前|上面|上述)[^\s，。,.]{0,6}(?:说明|指令|指示)`,
      // "私の以前の指示は無視して": the writer's own instructions.
      String.raw`|(?:以前|前|これまで|上記)(?<!(?:私|わたし|僕|俺|あたし)(?:から)?の(?:以前|前|これまで|上記))の(?:すべての)?(?:指示|命令)(?:を|は)(?:すべて|全て)?(?:無視|忘れ)`,
      // "제/내 이전 지시는 무시해": my earlier instructions.
      String.raw`|(?:이전|앞|위)(?<!(?:(?:^|[\s,.])(?:제|내)|나의|저의)\s{0,4}(?:모든\s{0,4})?(?:이전|앞|위))\s{0,4}(?:의\s{0,4})?(?:모든${s})?지시(?:사항)?(?:을|를|는|은)?\s{0,4}(?:모두\s{0,4})?(?:무시|잊)`,
      // hi / bn / ar / tr / vi / th
      // "मेरे (सभी) पिछले निर्देश भूल जाओ": my previous instructions.
      String.raw`|(?:पिछले|अपने|सभी)(?<!मेरे${s}(?:(?:द्वारा${s}दिए${s}गए|सभी|पिछले)${s}){0,2}(?:पिछले|अपने|सभी))${s}(?:(?:पिछले|सभी)${s})?निर्देश${w}${s}(?:(?:को|की)${s})?(?:अनदेख|भूल|अवहेलना|नज़रअंदाज़|नजरअंदाज)`,
      // "Ignore the above": ऊपर (को|की) अनदेखा/अनदेखी.
      String.raw`|ऊपर${s}(?:(?:को|की|के${s}निर्देशों${s}को)${s})?(?:अनदेख|नज़रअंदाज़|नजरअंदाज)`,
      String.raw`|(?:পূর্ববর্তী|আগের|আপনার)(?<!আমার${s}(?:(?:সব|সকল)${s})?(?:পূর্ববর্তী|আগের))${s}নির্দেশ${w}${s}(?:উপেক্ষা|ভুলে)`,
      // The verb opens its word (or follows "and" / "so": و, ف): inside يتجاهل
      // ("he ignores") or لا تتجاهل ("do not ignore") it reports or warns, and
      // عدم تجاهل is "not ignoring".
      String.raw`|(?:(?<![\u0621-\u064A])(?<!عدم${s})[وف]?تجاهل|انس|انسَ|تغاضى${s}عن)${w}${s}(?:[^\s]{1,12}${s}){0,3}(?:تعليمات(?!ي(?![^\s.,;:!?،؛]))${w}|التعليمات(?!${s}(?:[^\s]{1,12}${s})?الخاصة${s}بي(?![^\s.,;:!?،؛])))`,
      // "تجاهل جميع القواعد السابقة": the earlier rules, as with تعليمات ("لا
      // تتجاهل القواعد السابقة", "do not ignore", is a warning).
      String.raw`|(?:تجاهل(?<!تتجاهل)|انس|انسَ)${s}(?:(?:جميع|كل)${s})?(?:القواعد|التوجيهات|الإرشادات)${s}(?:السابقة|الأصلية|المسبقة)`,
      // tr: "talimatımı / talimatlarımı" (my) is a retraction; "-ımız" (our) is not excluded, as in English.
      String.raw`|\b(?:onceki|tum)${s}(?:(?:onceki|tum)${s})?talimat(?!(?:lar)?[ıi]m(?![ıi]z))${w}${s}(?:yok${s}say|gormezden${s}gel|unut|dikkate${s}alma)`,
      // Greek keeps its accents through normalization: tonos-tolerant classes.
      String.raw`|αγν[οό][^\s.,;:!?]{0,8}${s}(?:(?:τις|[οό]λες|τις${s}[οό]λες|[οό]λες${s}τις)${s})?(?:πρ[οό]ηγ[οό][υύ]μεν[^\s.,;:!?]{0,4}${s})?[οό]δηγ[ιί](?![^\s.,;:!?]{0,6}${s}μου(?![^\s.,;:!?]))`,
      String.raw`|\bbo${s}qua${s}(?:[^\s]{1,8}${s}){0,3}(?:huong${s}dan|chi${s}dan|chi${s}thi)\b(?!(?:${s}(?:truoc${s}(?:đo|đay)|cu|truoc))?${s}(?:cua${s})?toi\b)`,
      // As in English, the instructions must be qualified (previous, all, yours):
      // "ลืมคำสั่งซื้อ" is a forgotten purchase order.
      String.raw`|(?:เพิกเฉย|ไม่ต้องสนใจ|ลืม)\s{0,4}(?:ต่อ)?\s{0,4}(?:ค${am}สั่ง|ค${am}แนะน${am})\s{0,4}(?:ทั้งหมด\s{0,4})?(?:ก่อนหน้า|เดิม|ที่ผ่านมา|ของคุณ|ที่(?:คุณ)?ได้รับ|ทั้งหมด)${thMine}`,
      // "Ignore the above" / "ignore what you were told": the same override
      // with "everything before this" as its object. As in English, the
      // object must stand alone ("ignore the above steps if installed" is docs).
      String.raw`|\b(?:ignora|ignore|ignorar|olvida)${s}(?:todo${s})?(?:lo${s}anterior|o${s}(?:que${s}(?:esta${s})?)?acima|(?:tutto${s})?quanto${s}sopra)\b(?!${s}(?:paso|passo|pasos|passos|passaggio|passaggi|etapa|etapas))`,
      String.raw`|\bignorez${s}(?:tout${s})?ce${s}qui${s}precede\b|\bignorier(?:e|en${s}sie)${s}(?:alles${s})?(?:das${s}obige|alles${s}obige)\b`,
      String.raw`|\byukaridaki(?:leri|ni)?${s}(?:(?:her${s}seyi|talimatlari)${s})?(?:gormezden${s}gel|yok${s}say|unut)`,
      String.raw`|(?:忽略|忽视|无视|不要理会)(?:以上|上面|上述|前面)(?:的)?(?:所有)?(?:内容|一切|文字)?(?=\s{0,4}(?:[,，.。!！:：;；]|$|并|然后|说|告诉))`,
      String.raw`|上記(?:の(?:内容|すべて|全て))?(?:を|は)(?:すべて|全て)?無視`,
      String.raw`|(?:위의|위|앞의|이전의)\s{0,4}(?:모든\s{0,4})?(?:내용|것|말)(?:을|를|은|는)?\s{0,4}(?:모두\s{0,4})?무시`,
      String.raw`|(?:ไม่สนใจ|เพิกเฉย(?:ต่อ)?)\s{0,4}(?:ข้อความ|ค${am}สั่ง)?\s{0,4}ข้างต้น${thMine}`,
      String.raw`|\babaikan${s}(?:(?:semua|yang|yg|teks|instruksi)${s}){0,2}(?:di\s{0,4}atas|sebelumnya)\b`,
      String.raw`|যা${s}বলা${s}হয়েছে${s}(?:তা${s})?উপেক্ষা|উপরের${s}(?:সব${s})?(?:কিছু${s}|নির্দেশ${w}${s})?উপেক্ষা`,
      // A search query that names the attack after the phrase: a topic.
      // The writer's own brief on the format, length or tone (presentationAfter).
      String.raw`)${presentationAfter}${namesTheAttack}`,
    ),
    severity: { default: "high" },
    quotedIsMention: true,
  },
  disregardPreviousI18nRule,
];
