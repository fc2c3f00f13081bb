import { describe, expect, it } from "vitest";
import { scan } from "../scan.js";

// Benign texts each decoding added here could misread: line breaks and percent
// signs escaped in URLs and form posts, invisible characters written as HTML
// entities in CJK, Arabic and emoji text, fullwidth and mathematical letters in
// product names, spaced-out headings beside Cyrillic and Greek ones, base64
// image data and tokens, and pages with many comments. None blocks, on any channel.
const wide = (s: string) =>
  [...s]
    .map((c) =>
      c === " " ? "\u3000" : String.fromCodePoint((c.codePointAt(0) as number) + 0xfee0),
    )
    .join("");
const entities = (s: string) => [...s].map((c) => `&#${c.codePointAt(0)};`).join("");

const benign: readonly string[] = [
  // Percent-escaped line breaks, and percent signs escaped again.
  "https://www.google.com/search?q=line+one%0Aline+two&hl=en",
  "mailto:support@example.com?subject=Order%20%23123&body=Hello%2C%0D%0A%0D%0AMy%20order%20has%20not%20arrived%20yet.%0D%0AThanks%2C%0D%0AAnna",
  "curl -X POST -d 'message=Build%20failed%0Asee%20the%20logs%0Aretry%20later' https://hooks.example.com/T000/B000",
  "https://twitter.com/intent/tweet?text=Just%20shipped%20v2.0%21%0A%0ARelease%20notes%3A%20https%3A%2F%2Fexample.com%2Fnotes",
  "name=Jane+Doe&address=12+Main+St%0D%0AApt+4&comments=Please+leave+it+at+the+door%0D%0AThank+you",
  "GET /api/logs?filter=level%3Aerror%0Aservice%3Apayments%09region%3Aeu HTTP/1.1",
  "https://accounts.example.com/ServiceLogin?continue=https%253A%252F%252Fmail.example.com%252Fmail%252Fu%252F0%252F%2523inbox&followup=1",
  "redirect_uri=https%253A%252F%252Fapp.example.com%252Fcallback%253Fstate%253Dabc123%2526mode%253Dfull",
  "The file Quarterly%2520Report%2520Q3%25202024%2520final.pdf was uploaded by the finance team.",
  "utm_campaign=spring%2520sale%2520%252D%252050%2525%2520off%2520everything&utm_source=newsletter",
  "?q=%7B%22query%22%3A%22running%20shoes%22%2C%22size%22%3A10%7D%0A&page=2",
  "Steps:%0A1.%20Open%20the%20app%0A2.%20Choose%20a%20file%0A3.%20Click%20Save%20and%20wait",
  `q=${"%25%34%31%25%34%32".repeat(4)} (a test vector for double encoding)`,
  // Invisible characters as entities.
  "<p>東京&#8203;タワー&#8203;は&#8203;日本&#8203;の&#8203;電波塔&#8203;です。</p>",
  "<td>https://&#8203;example.com/&#8203;very/&#8203;long/&#8203;path/&#8203;to/&#8203;the/&#8203;resource</td>",
  "<span>I love this 😍&#8203;😍&#8203;😍 so much, thank you all!</span>",
  "<p>Supercali&#173;fragilistic&#173;expiali&#173;docious is a very long word.</p>",
  "<h1>Welcome&#8203;</h1><p>Click&#8203; here&#8203; to&#8203; continue&#8203; to&#8203; your&#8203; account.</p>",
  "<p>&#8207;مرحبا بكم في موقعنا&#8206; Version 2.0 &#8207;الإصدار الجديد</p>",
  "<p>&#10084;&#65039; Thanks for your order &#9989;&#65039; It ships tomorrow.</p>",
  "<div>안녕하세요&#8203;반갑습니다&#8203;오늘&#8203;날씨가&#8203;좋네요</div>",
  "Team: &#127988;&#917607;&#917602;&#917605;&#917614;&#917607;&#917631; England won the match.",
  "&#8288;Price:&#8288; 20&#8288;€ per&#8288; month, billed&#8288; yearly.",
  "<p>Zero&#x200B;width&#x200B;spaces&#x200D;joined&#xFEFF;here are only formatting.</p>",
  "<p>Die Donau&shy;dampf&shy;schiff&shy;fahrts&shy;gesellschaft f&auml;hrt t&auml;glich.</p>",
  "<li>&rlm;שלום עולם&lrm; (Hello world) &rlm;גרסה 3.1&lrm;</li>",
  // Fullwidth and mathematical letters.
  "ＮＥＣ　ＬＡＶＩＥ　Ｎ１５　ＰＣ－Ｎ１５３５ＨＡＷ　ホワイト　１５．６型ノートパソコン",
  "ＳＯＮＹ　ＷＨ－１０００ＸＭ５　ワイヤレスノイズキャンセリングヘッドホン　ブラック",
  "型番：ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰ１２３４５６７８９０　在庫あり",
  "ユーザーＩＤ：ｔａｎａｋａ＿ｔａｒｏｕ２０２４ｘｙｚａｂｃ　パスワードは別途お送りします",
  "品番：ＸｐｅｒｉａＺ５ＰｒｅｍｉｕｍＤｕａｌＳＩＭ２０２４ＢｌａｃｋＥｄｉｔｉｏｎモデル",
  "郵便番号：１２３－４５６７　電話：０３－１２３４－５６７８　ＦＡＸ：０３－１２３４－５６７９",
  wide("THIS IS A SAMPLE HEADING FOR THE PAGE"),
  "𝐍𝐞𝐰 𝐚𝐫𝐫𝐢𝐯𝐚𝐥𝐬: 𝐒𝐩𝐫𝐢𝐧𝐠 𝐂𝐨𝐥𝐥𝐞𝐜𝐭𝐢𝐨𝐧 𝟐𝟎𝟐𝟒 — 𝐒𝐡𝐨𝐩 𝐧𝐨𝐰",
  `コード：${wide(btoa("Thank you for your purchase, see you soon"))}`,
  `𝐈𝐃: ${"𝐀𝐛𝐂𝐝𝐄𝐟𝟏𝟐𝟑𝟒".repeat(3)}`,
  // Spaced-out headings, beside Cyrillic and Greek ones.
  "S U M M A R Y\n\nThe quarterly results were strong across all regions.",
  "E X P E R I E N C E  —  S E N I O R  E N G I N E E R",
  "Р Е З Ю М Е  /  R E S U M E",
  "Α Β Γ Δ Ε  —  A B C D E",
  "К о н т а к т ы:  e m a i l  и  t e l e g r a m",
  "I n t r o d u c t i o n  t o  t h e  c o u r s e",
  "работа с Excel и Word, о Python и о C",
  // Base64 image data and tokens, and base64 of escaped text.
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
  `body: ${btoa("<p>Caf&eacute; &amp; Bar &#8211; open daily from 9&nbsp;am</p>")}`,
  `payload=${btoa(entities("Thank you for your order, it ships tomorrow"))}`,
  `next=${btoa("%54%68%61%6E%6B%20%79%6F%75%20%66%6F%72%20%76%69%73%69%74%69%6E%67")}`,
  // Many comments.
  Array.from(
    { length: 70 },
    (_, i) => `[//]: # (TODO update the screenshot for section ${i})`,
  ).join("\n"),
  Array.from(
    { length: 70 },
    (_, i) => `<!-- section ${i} of the product page starts here -->`,
  ).join("\n<p>text</p>\n"),
];

describe("decodings leave benign text alone", () => {
  it(`blocks none of ${benign.length} benign texts on any channel`, () => {
    expect(benign.length).toBeGreaterThanOrEqual(40);
    for (const text of benign)
      for (const channel of ["description", "argument", "tool_output", "text"] as const) {
        const result = scan(text, { channel });
        expect(
          result.blocked,
          `${channel}: ${text.slice(0, 60)} -> ${result.findings.map((f) => f.rule).join(",")}`,
        ).toBe(false);
      }
  });
});
