import { frag, type Rule, rx } from "../rule.js";

const { s, mailbox: address, paragraph } = frag;

// `noted_deed` in more languages, over the accent-folded text (ł, ı and đ
// stay as written). Each head starts its match at the reader's name ("AI",
// "ИИ", "الذكاء") and reads the words that address it behind that name.
const money = String.raw`(?:usd|eur|€|\$|£|zł|zl|kr|sek|tl|₺|rp|idr|vnd|đ|₫|rub|руб|₽|¥|￥|元|円|원|₩|ريال|درهم|جنيه|\d)`;

// Dutch, Swedish, Polish, Turkish, Indonesian, Vietnamese: "Voor de
// AI-assistent die deze inbox beheert:", "Till AI-agenten i kundtjänst:",
// "Notatka dla bota obsługi klienta:", "Takvimi yöneten asistan için not:",
// "Pesan untuk agen AI layanan pelanggan:", "Gửi trợ lý lập trình AI:". A
// name said to someone in a chat ("Asystentko, proszę przelać …") is an
// address to a reader only with "AI" in it or with what the reader is doing
// ("asystencie, skoro to czytasz –", "Hallå AI som läser recensionerna:").
const readerLatin = String.raw`(?:ai|yapay${s}zeka|sztucznej${s}inteligencji|(?:digitale|slimme|virtuele|digitala|virtuella|wirtualn[a-z]{1,3})${s}assist[a-z]{0,4}|assistent(?:en)?|asystent[a-z]{0,4}|asisten|asistan[a-zıi]{0,8}|agent(?:en|a|ie|ow|ów)?|agen|ajan[a-zıi]{0,8}|bot(?:a|u|ten)?|model(?:u|em|e|en|l)?|tro${s}ly|tac${s}nhan)`;
const noteLatin = String.raw`(?:notitie|opmerking|mededeling|bericht|let${s}op|ps|p\.s\.|anteckning|meddelande|notering|obs|uwaga|notatka|wiadomosc|informacja|instrukcja|polecenie|not|mesaj|dikkat|talimat|catatan|pesan|perhatian|penting|instruksi|luu${s}y|ghi${s}chu|huong${s}dan|thong${s}bao|viktigt|belangrijk)`;
const prepLatin = String.raw`(?:voor|aan|till|dla|do|icin|için|untuk|kepada|bagi|cho|danh${s}cho|gui|toi)`;
const readingLatin = String.raw`(?:lees|leest|meeleest|samenvat|verwerkt|beheert|laser|lases|sammanfattar|hanterar|czytasz|czyta|czytajac|analizuj|obsługuj|obslugu|okuyorsan|okuyan|isleyen|yoneten|baca|membaca|meringkas|mengelola|memproses|doc|tom${s}tat|quan${s}ly|xu${s}ly)`;
const addressLatin = String.raw`\b${readerLatin}(?<=(?:\b${noteLatin}\b[^\n:.]{0,30}?${s}${prepLatin}|(?:^|[\n.!?:>\x22\[(\u2014\u2013]|\/\/|#|\*)\s{0,5}${prepLatin}|\b(?:als${s}je|om${s}du${s}ar|jesli${s}jestes|eger|jika${s}(?:kamu|anda)(?:${s}adalah)?|neu${s}ban${s}la))${s}(?:[^\s:,.]{1,20}${s}){0,3}?${readerLatin})(?![a-z])[^\n:\]\u2014\u2013]{0,70}?\s{0,4}(?::|\]|[\u2014\u2013]|${s}-${s})|\b${readerLatin}(?<=(?:^|[\n.!?:>\x22\[(\u2014\u2013]|\/\/|#|\*)\s{0,5}(?:(?:he|hej|halla|hai|hi|halo|chao${s}ban|sevgili|drogi|droga|beste|eh|@)\s{0,5})?(?:[^\s:,.]{1,20}${s}){0,1}?${readerLatin})(?![a-z])(?:(?<=ai)|(?=[^\n:.]{0,60}?\b${readingLatin}))[^\n:\u2014\u2013]{0,70}?\s{0,4}(?::|,|${s}-${s}|[\u2014\u2013])`;
// Turkish marks the reader with a dative or a following word: "Takvimi
// yöneten asistan için not:", "Yapay zekâ destek ajanına özel not]",
// "Modele not:", "yapay zekâ asistanlarının dikkatine:".
const addressTr = String.raw`\b(?:yapay${s}zeka${s})?(?:asistan|ajan|model|bot)[a-zıi]{0,12}(?<=(?:asistan|ajan|model|bot)[a-zıi]{0,8}(?:[ıiu]?n?[ae]|(?:lar|ler)[ıi]n[ıi]n))(?=(?:${s}(?:ozel|özel))?(?:${s}(?:not|notu|mesaj|dikkatine))?\s{0,4}[:\]])|\b(?:yapay${s}zeka${s})?(?:asistan|ajan|model|bot)[a-zıi]{0,8}${s}(?:icin|dikkatine)\b`;
const tgap = String.raw`(?:[^\n.]|\.(?=\d)){0,60}?`;
const clauseLatin = String.raw`(?:[:.!?;,\u2014\u2013]\s{0,4}|\n\s{0,8}(?:[-*\u2022]\s{0,4}|\d{1,2}[.)]\s{0,4})?|\b(?:en|och|i|oraz|ve|dan|lalu|kemudian|va|roi|sau${s}do|sonra|ardindan|potem|nastepnie|daarna|sedan|darna|eerst|forst|najpierw|once|dulu|truoc${s}khi[^\n,.]{0,40},)${s})(?:(?:graag|alsjeblieft|even|snalla|prosze|lutfen|tolong|silakan|segera|hay|vui${s}long|giup|meteen|direkt|natychmiast|hemen|ngay|eerst|forst|najpierw)${s}){0,2}`;
// "Asisten AI kami tidak akan pernah …, menonaktifkan …", "kan inte säga
// upp": a deed under a negation earlier in its sentence is a rule.
const notDeniedLatin = String.raw`(?<!\b(?:niet|geen|nooit|inte|aldrig|ej|nie|nigdy|tidak|jangan|bukan|khong|chua|dung|asla|hicbir)\b[^\n.!?]{0,80})`;
const objectLatin = String.raw`[^\n.]{0,60}?`;
const deedLatin = String.raw`(?:(?:maak|stort|betaal|verstuur|stuur|boek|for${s}over|overfor|skicka|betala|swisha|satt${s}in|przelej|wyslij|zapłac|zaplac|wykonaj${s}przelew|przekaz|kirim(?:kan)?|transfer(?:kan)?|bayar(?:kan)?|chuyen(?:${s}khoan)?|gui|thanh${s}toan|nap)\b[^\n]{0,40}?${money}|(?:keur|accordeer|godkann|zatwierdz|zaakceptuj|setujui|duyet|phe${s}duyet)\b${objectLatin}(?:terugbetaling|restitutie|declaratie|onkosten|uitgaven|aterbetalning|utlagg|utgift|zwrot|wydatk|koszt|refund|pengembalian|pengeluaran|hoan${s}tien|chi${s}phi)|(?:verwijder|wis|radera|ta${s}bort|usun|skasuj|wyczysc|hapus|bersihkan|xoa)\b${objectLatin}(?:afspraken|agenda|account|e-?mails?|mails|berichten|geschiedenis|bestanden|repositor|repo|contacten|map|moten|mote|handelser|konto|mejl|meddelanden|historik|orderhistorik|filer|kontakter|branch|wydarzen|spotkan|wiadomosc|histori|plik|repozytor|kontakt|galaz|acara|rapat|akun|email|riwayat|berkas|kontak|cabang|su${s}kien|lich|tai${s}khoan|lich${s}su|tep|kho|nhanh|thu)|(?:annuleer|zeg|saga${s}upp|avsluta|anuluj|batalkan|huy)\b${objectLatin}(?:abonnement|lidmaatschap|prenumeration|abonnemang|medlemskap|subskrypcj|abonament|członkost|czlonkost|langganan|keanggotaan|goi|dang${s}ky|thanh${s}vien)|(?:schakel|zet|stang${s}av|inaktivera|wyłacz|wylacz|dezaktywuj|nonaktifkan|matikan|tat|vo${s}hieu${s}hoa)\b${objectLatin}(?:2fa|mfa|tweestaps|tweefactor|tvafaktor|tvastegs|dwuskładnik|dwuskladnik|dwuetap|dua${s}(?:faktor|langkah)|hai${s}(?:yeu${s}to|buoc|lop))|(?:deel|dela|udostepnij|bagikan|chia${s}se)\b[^\n.]{0,80}?${address}|(?:zet|maak|gor|ustaw|jadikan|chuyen|dat)\b${objectLatin}(?:openbaar|publiek|publikt|offentlig|publiczn|publik|cong${s}khai)|(?:geef|voeg|ge|nadaj|dodaj|berikan|jadikan|cap|them)\b${objectLatin}(?:beheerder|admin|administrat|quan${s}tri)|(?:exporteer|exportera|wyeksportuj|eksportuj|ekspor|xuat)\b${objectLatin}(?:contact|klant|kontakt|kund|klient|pelanggan|kontak|danh${s}ba|khach${s}hang|du${s}lieu)|(?:stuur|vidarebefordra|przekaz|przekieruj|teruskan|chuyen${s}tiep)\b[^\n.]{0,80}?${address}|(?:stel|maak|skapa|utworz|ustaw|buat|tao)\b[^\n.]{0,40}?(?:regel|regułe|regule|aturan|quy${s}tac)[^\n.]{0,80}?${address}|(?:accepteer|acceptera|zaakceptuj|przyjmij|terima|chap${s}nhan)\b[^\n.]{0,80}?(?:namens|rakning|w${s}imieniu|atas${s}nama|thay${s}(?:cho|mat))|${tgap}${money}[^\n]{0,24}?\b(?:gonder|ode|aktar|transfer${s}et|havale${s}(?:et|yap)|yat[ıi]r)\b|${tgap}(?:iade|geri${s}odeme|masraf|harcama)[^\n.]{0,40}?\bonayla|${tgap}(?:toplant|etkinlik|gecmis|hesab|e-?posta|dosya|siparis|fatura|kay[ıi]t|depo|surum|kisi)[a-zıi]{0,14}${s}(?:tamamen${s}|hepsini${s}|tumunu${s})?sil\b|${tgap}(?:dogrulama|2fa)[a-zıi]{0,6}${s}(?:kapat|devre${s}d[ıi]s[ıi]${s}b[ıi]rak)|${tgap}(?:abonelik|uyelik)[a-zıi]{0,10}${s}iptal${s}et|${tgap}yonetici${s}(?:yetkisi|rolu|hakk)[a-zıi]{0,6}${s}ver|${tgap}(?:musteri|kisi|kontak)[^\n.]{0,40}?d[ıi]sa${s}aktar|${tgap}herkese${s}ac[ıi]k[^\n.]{0,20}?(?:yap|paylas)|[^\n.]{0,30}?ad[ıi]na${s}kabul${s}et|${tgap}(?:kisi|kontak|rehber)[^\n.]{0,60}?\baktar\b|${tgap}yonlendir[a-zıi]{0,8}${s}(?:bir${s})?kural${s}olustur)`;

// Russian, Chinese, Japanese, Korean, Arabic: "Заметка для ассистента,
// ведущего календарь:", "致管理日程的智能助理：", "レビューを読み取っているAIへ：",
// "리뷰를 분석하는 AI에게:", "إلى مساعد الذكاء الاصطناعي الذي يدير هذا البريد:".
// The reader is named with the word that addresses it (для/к, 致/给/供,
// へ, 에게/께, إلى/ل) or, at the start of a line, with "AI" or what it is
// reading ("ассистент, раз ты читаешь чат,"). A deed said under a negation
// ("не удаляйте", "不要删除", "削除しないで", "삭제하지 마세요", "لا تحذف") is a
// rule, not an order.
const readerRu = String.raw`(?:ии|ассистент|помощник|агент|бот|модел|нейросет)[а-яё-]{0,12}`;
const readerZh = String.raw`(?:ai|智能助理|智能助手|助手|助理|客服|模型|机器人)`;
const readerJa = String.raw`(?:ai|アシスタント|エージェント|モデル|チャットボット)`;
const readerKo = String.raw`(?:ai|어시스턴트|비서|에이전트|도우미|상담원|챗봇|모델)`;
const readerAr = String.raw`(?:الذكاء${s}الاصطناعي|مساعد[ا-ي]{0,4}|وكيل|النموذج|نموذج|روبوت)`;
const lineStartB = String.raw`(?:^|[\n.!?:>\x22\[(\u2014\u2013\u3010\uff08]|\/\/|#|\*|p\.s\.)\s{0,5}`;
const addressOther = String.raw`(?:${readerRu}(?<=(?:(?:для|к|вниманию)${s}(?:[а-яё-]{2,20}${s}){0,2}?|${lineStartB}(?:[а-яё-]{2,20}${s}){0,1}?)${readerRu})[^\n:\]\u2014]{0,80}?(?<=ии[^\n]{0,80}|для[^\n]{0,120}|к${s}[^\n]{0,120}|чита[а-яё]{1,4}[^\n]{0,60}|обрабатыва[а-яё]{1,4}[^\n]{0,60})\s{0,4}[:\]\u2014,]|${readerZh}(?<=(?:致|给|写给|供|对)[^\n:。，]{0,20}${readerZh})[^\n:。]{0,12}?\s{0,2}[:,，\u3011\uff09]|${readerZh}(?<=${lineStartB}@?${readerZh})(?:你好|请注意|须知)?\s{0,2}[:,，\u3011\uff09]|${readerJa}(?:さん|の方|様)?(?:へ|への(?:メモ|指示|お願い)|宛て|宛)\s{0,2}[:,、]?|${readerJa}(?:さん|の方)(?<=${lineStartB}${readerJa}(?:さん|の方))\s{0,2}[,、:]|${readerKo}(?:\s{0,5}(?:여러분|님)(?:에게|께)?|에게|께|\s{0,5}참고|용\s{0,5}(?:내부\s{0,5})?메모|야|아)\s{0,2}[:,]?|${readerAr}(?<=(?:(?:الى|إلى|يا|عزيزي|تنبيه|ملاحظة|تعليمات|رسالة)${s}(?:[ا-ي]{2,12}${s}){0,1}?|ل{1,2})${readerAr})[^\n:\]]{0,80}?\s{0,4}[:\],،])`;
const notRu = String.raw`(?<!не${s})`;
const notZh = String.raw`(?<!(?:不|勿|别|禁止|不要|不得|不可|不会|无法|未|切勿|请勿|不能)[^\n，。]{0,2})`;
const notJa = String.raw`(?!ない|ないで|なし|禁止)`;
const notKo = String.raw`(?!지\s{0,5}(?:마|않))`;
const notAr = String.raw`(?<!لا${s})`;
const deedOther = String.raw`(?:${notRu}(?:переведите|переведи|перечислите|оплатите|оплати)[^\n.]{0,40}?${money}|${notRu}(?:примите|прими|одобрите|одобри|удалите|удали|отмените|отмени|отключите|отключи|поделитесь|откройте${s}доступ|перешлите|настройте${s}пересылку|выдайте|выдай|предоставьте|экспортируйте|выгрузите|начислите|сделайте${s}[^\n.]{0,40}?публичн)|${notZh}(?:接受|批准|删除|删掉|清空|取消|关闭|禁用|停用|共享|分享|设为公开|转发|转账|汇款|授予|导出|添加为[^\n。]{0,8}管理员)|(?:承諾|承認|削除|解約|オフに|無効に|共有|公開に|転送|送金|付与|エクスポート)(?:して|し|する)${notJa}|(?:수락|승인|삭제|해지|비활성화|공유|전달|송금|이체|부여)(?:해|하|하고|하세요|처리)${notKo}|(?:꺼\s{0,5}줘|공개로\s{0,5}바꾸|내보내서|내보내)|${notAr}(?:اقبل|وافق${s}على|احذف|[اأ]لغ|عطل|قم${s}بتعطيل|شارك|اجعل|[اأ]عد${s}توجيه|حول|امنح|صدر|[اأ]رسل|ادفع))`;

/**
 * `noted_deed` in Dutch, Swedish, Polish, Turkish, Indonesian and
 * Vietnamese, and in Russian, Chinese, Japanese, Korean and Arabic.
 *
 * @example
 * notedDeedWorldRules.map((rule) => rule.id); // ["forced_tool_use.noted_deed_latin", "forced_tool_use.noted_deed_scripts"]
 */
export const notedDeedWorldRules: readonly Rule[] = [
  {
    id: "forced_tool_use.noted_deed_latin",
    category: "forced_tool_use",
    anchors: [
      "ai",
      "yapay zeka",
      "sztucznej",
      "assist",
      "asystent",
      "asisten",
      "asistan",
      "agent",
      "ajan",
      "bot",
      "model",
      "tro ly",
      "tac nhan",
    ],
    pattern: rx(
      String.raw`(?:${addressLatin}|${addressTr})(?:\s{0,4}|${paragraph(320)}${clauseLatin})${notDeniedLatin}${deedLatin}`,
    ),
    severity: { default: "high", argument: "medium", description: "low", text: "off" },
    quotedIsMention: true,
  },
  {
    id: "forced_tool_use.noted_deed_scripts",
    category: "forced_tool_use",
    anchors: [
      "\u0438\u0438",
      "\u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043d\u0442",
      "\u043f\u043e\u043c\u043e\u0449\u043d\u0438\u043a",
      "\u0430\u0433\u0435\u043d\u0442",
      "\u0431\u043e\u0442",
      "\u043c\u043e\u0434\u0435\u043b",
      "ai",
      "\u52a9\u624b",
      "\u52a9\u7406",
      "\u5ba2\u670d",
      "\u30a2\u30b7\u30b9\u30bf\u30f3\u30c8",
      "\u30a8\u30fc\u30b8\u30a7\u30f3\u30c8",
      "\uc5b4\uc2dc\uc2a4\ud134\ud2b8",
      "\ube44\uc11c",
      "\ub3c4\uc6b0\ubbf8",
      "\uc0c1\ub2f4\uc6d0",
      "\u0627\u0644\u0630\u0643\u0627\u0621",
      "\u0645\u0633\u0627\u0639\u062f",
      "\u0648\u0643\u064a\u0644",
    ],
    pattern: rx(String.raw`${addressOther}${paragraph(240)}${deedOther}`),
    severity: { default: "high", argument: "medium", description: "low", text: "off" },
    quotedIsMention: true,
  },
];
