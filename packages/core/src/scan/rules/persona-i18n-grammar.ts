import { frag } from "../rule.js";
import type { ScriptPart } from "./by-script.js";

const { s } = frag;

// An optional name before the persona noun: "tu es maintenant DAN, une IA".
const named = String.raw`(?:[^\s,.!?]{1,24},${s})?`;
// Sentence-bounded gap for CJK text.
const cjk = String.raw`[^。！？!?.\n]`;
// No Cyrillic letter (\b is ASCII-only without the unicode flag).
const ruEnd = "(?![а-яё])";

// Limit nouns per language, as the normalizer leaves them (accents of Latin
// scripts folded; Polish ł and Turkish ı kept). Plain "restrictions/limits"
// also describe a product ("sans limite de débit", "無制限"), so they count
// only with a persona noun (an AI "without limits") or as the rules a model
// is "no longer bound by"; "you have no …" takes only the model's own kind
// (rules, filters, censorship, ethics, guidelines).
const fr = String.raw`(?:restrictions?|limites?|limitations?|regles?|filtres?|censure|ethique|morale|contraintes?|tabous?|garde-fous?)`;
const frRules = String.raw`(?:regles?|restrictions?|directives|lignes${s}directrices|politiques?|filtres?|limitations?|principes|consignes|ethique|programmation|contraintes?)`;
const frOwn = String.raw`(?:regles?|filtres?|censure|directives|lignes${s}directrices|tabous?|garde-fous?|limites${s}(?:ethiques|morales)|restrictions${s}(?:ethiques|morales))`;
// "sans limite de débit", "sans restriction d'accès": a complement makes it a resource.
const frFree = String.raw`(?!\s{0,4}(?:d'|de\b|du\b|des\b|pour\b|sur\b|en\b|aux?\b|dans\b|a\b)(?!\s{0,4}(?:openai|chatgpt|l'ia\b|ia\b|securite|contenu|aucune?\b|sorte)))`;
const es = String.raw`(?:restricciones|restriccion|limites?|limitaciones|reglas|normas|filtros?|censura|etica|moral|tabues|ataduras|directrices|pautas)`;
const esRules = String.raw`(?:reglas|normas|restricciones|directrices|politicas|pautas|filtros|limitaciones|principios|etica|programacion|lineamientos)`;
const esOwn = String.raw`(?:reglas?|normas|filtros?|censura|directrices|pautas|escrupulos|tabues|limites${s}(?:eticos|morales)|restricciones${s}(?:eticas|morales))`;
const esFree = String.raw`(?!\s{0,4}(?:de|del|para|en|sobre|por|al|a)\b(?!\s{0,4}(?:openai|chatgpt|la${s}ia|seguridad|contenido|ningun|ninguna|ningun${s}tipo)))`;
const pt = String.raw`(?:restricoes|restricao|limites?|limitacoes|regras|normas|filtros?|censura|etica|moral|tabus|amarras|diretrizes)`;
const ptRules = String.raw`(?:regras|normas|restricoes|diretrizes|politicas|filtros|limitacoes|principios|etica|programacao)`;
const ptOwn = String.raw`(?:regras?|normas|filtros?|censura|diretrizes|escrupulos|tabus|limites${s}(?:eticos|morais)|restricoes${s}(?:eticas|morais))`;
const ptFree = String.raw`(?!\s{0,4}(?:de|do|da|dos|das|para|em|no|na|por|ao|sobre|a)\b(?!\s{0,4}(?:openai|chatgpt|ia\b|seguranca|conteudo|nenhuma?|qualquer)))`;
const it = String.raw`(?:restrizioni|restrizione|limiti|limite|limitazioni|regole|filtri|censura|etica|morale|vincoli|tabu)`;
const itRules = String.raw`(?:regole|regola|restrizioni|linee${s}guida|direttive|politiche|filtri|limitazioni|principi|etica|programmazione|vincoli)`;
const itOwn = String.raw`(?:regole|regola|filtri|filtro|censura|linee${s}guida|direttive|scrupoli|tabu|vincoli${s}(?:etici|morali)|limiti${s}(?:etici|morali))`;
const itFree = String.raw`(?!\s{0,4}(?:di|del|della|dei|delle|per|su|sul|sulla|in|nel|nella|a|al|alla)\b(?!\s{0,4}(?:openai|chatgpt|sicurezza|contenuto|alcun|nessun|sorta)))`;
const de = String.raw`(?:einschrankungen|einschrankung|beschrankungen|beschrankung|limits|grenzen|regeln|filter|zensur|ethik|moral|richtlinien|vorgaben|skrupel|schranken|tabus)`;
const deRules = String.raw`(?:regeln|richtlinien|vorgaben|einschrankungen|beschrankungen|grenzen|filter|ethik|programmierung|grundsatze)`;
const deOwn = String.raw`(?:regeln|filter|zensur|richtlinien|vorgaben|skrupel|tabus|(?:ethischen|moralischen)${s}(?:grenzen|einschrankungen|schranken))`;
const deFree = String.raw`(?!${s}(?:fur|bei|beim|auf|von|der|des|im|in|pro)\b(?!${s}(?:openai|chatgpt|deinen${s}entwicklern)))`;
const nl = String.raw`(?:beperkingen|beperking|grenzen|regels|filters?|censuur|ethiek|moraal|richtlijnen|limieten|remmingen|taboes)`;
const nlRules = String.raw`(?:regels|beperkingen|richtlijnen|beleid|filters?|ethiek|programmering|voorschriften)`;
const nlOwn = String.raw`(?:regels|filters?|censuur|richtlijnen|remmingen|voorschriften|(?:ethische|morele)${s}(?:grenzen|beperkingen))`;
const nlFree = String.raw`(?!${s}(?:voor|op|bij|van|aan|in|per)\b(?!${s}(?:openai|chatgpt|je${s}ontwikkelaars)))`;
const pl = String.raw`(?:ograniczen|limitow|zasad|reguł|filtrow|cenzury|etyki|moralnosci|hamulcow|barier|wytycznych)`;
const plFree = String.raw`(?!${s}(?:dla|w|na|do|przy|dotyczacych|transferu|danych|pamieci)\b)`;
const ru = String.raw`(?:ограничени[йя]|правил|фильтр(?:ов|а)|цензуры|этики|морали|рамок|запретов|тормозов|принципов)`;
const ruFree = String.raw`(?!${s}(?:по|на|для|в|к)${ruEnd})`;

// Persona nouns after an article: "(tu es) une IA / un assistant / un modèle".
const frPersona = String.raw`(?:un|une|l')\s{0,4}(?:(?:nouvel(?:le)?|nouveau|autre)${s})?(?:ia|intelligence${s}artificielle|assistante?|modele(?:${s}de${s}langage)?|chatbot|bot|version|personnage|entite|systeme)`;
const esPersona = String.raw`(?:una?|el|la)${s}(?:(?:nueva?|otra?)${s})?(?:ia|inteligencia${s}artificial|asistente|modelo(?:${s}de${s}lenguaje)?|chatbot|bot|version|personaje|entidad|sistema)`;
const ptPersona = String.raw`(?:uma?|o|a)${s}(?:(?:nova|novo|outra|outro)${s})?(?:ia|inteligencia${s}artificial|assistente|modelo(?:${s}de${s}linguagem)?|chatbot|bot|versao|personagem|entidade|sistema)`;
const itPersona = String.raw`(?:un'|una${s}|un${s}|uno${s})(?:(?:nuova|nuovo|altra|altro)${s})?(?:ia|intelligenza${s}artificiale|assistente|modello(?:${s}linguistico)?|chatbot|bot|versione|personaggio|entita|sistema)`;
const dePersona = String.raw`(?:ein|eine|einen)${s}(?:(?:neue|neuer|neues|andere|anderer|unzensierter|unzensiertes|unzensierte|freier|freies|freie|uneingeschrankter|uneingeschranktes)${s})?(?:ki-|ai-)?(?:ki|ai|assistent(?:in)?|sprachmodell|modell|chatbot|bot|version|personlichkeit|figur|charakter|system)`;
const nlPersona = String.raw`een${s}(?:(?:nieuwe|andere)${s})?(?:ai|ki|assistent|taalmodel|model|chatbot|bot|versie|personage|entiteit|systeem)`;

// "as an AI without restrictions, you ...": a second person must follow.
const asYou = (you: string) => String.raw`,?${s}(?:[^\s.!?]{1,15}${s}){0,2}(?:${you})\b`;

/**
 * Per language, how the reader is told it has no limits (the patterns of
 * instruction_override.unlimited_persona_i18n): Latin scripts, then the
 * others (one regex for all was past V8's 20 KB, see by-script.ts).
 *
 * @example
 * personaPhrasings.latin.length > 0; // true
 */
export const personaPhrasings: Record<ScriptPart, readonly string[]> = {
  latin: [
    // fr
    String.raw`\b(?:tu${s}es|t'es|vous${s}etes)${s}(?:(?:maintenant|desormais|dorenavant|a${s}present|des${s}maintenant|a${s}partir${s}de${s}maintenant)${s})?${named}${frPersona}(?:${s}[^\s.,!?]{1,15}){0,2}${s}(?:sans(?:${s}aucune?)?|libre${s}de${s}toute?s?|depourvue?${s}de${s}toute?s?)${s}${fr}\b${frFree}`,
    String.raw`\ben${s}tant${s}qu'\s{0,4}(?:ia|intelligence${s}artificielle|assistant|modele)${s}(?:sans(?:${s}aucune?)?|libre${s}de${s}toute?s?)${s}${fr}\b${asYou("tu|vous")}`,
    String.raw`\b(?:tu${s}n'es|t'es)${s}plus${s}(?:liee?s?|soumise?|limitee?|tenue?|contrainte?)${s}(?:par|a|aux|au)${s}(?:(?:aucune?|les|tes|la|ta|ton|tous${s}les|toutes${s}les|quelconques?)${s})?(?:(?:anciennes?|precedentes?)${s})?${frRules}\b${frFree}`,
    String.raw`\btu${s}n'as${s}(?:plus${s})?(?:aucune?${s}|de${s}|d'|plus${s}de${s}|plus${s}aucune?${s})\s{0,4}${frOwn}\b${frFree}`,
    // es
    String.raw`\b(?:(?:tu|ahora)${s})?eres${s}(?:(?:ahora|desde${s}ahora|a${s}partir${s}de${s}ahora|de${s}ahora${s}en${s}adelante)${s})?${named}${esPersona}(?:${s}[^\s.,!?]{1,15}){0,2}${s}(?:sin(?:${s}(?:ningun|ninguna|ningun${s}tipo${s}de))?|libre${s}de${s}(?:toda?s?${s}(?:las${s}|los${s})?)?)${s}${es}\b${esFree}`,
    String.raw`\bcomo${s}(?:una?${s})?(?:ia|inteligencia${s}artificial|asistente|modelo)${s}sin(?:${s}(?:ningun|ninguna))?${s}${es}\b${asYou("tu|puedes|debes|vas|respondes|responderas|eres|estas")}`,
    String.raw`\b(?:ya${s}no${s}(?:estas|te${s}encuentras)|no${s}estas${s}(?:mas|ya))${s}(?:sujet[oa]|atad[oa]|obligad[oa]|limitad[oa]|restringid[oa]|vinculad[oa]|sometid[oa])${s}(?:a|al|por|con)${s}(?:(?:ningun|ninguna|las|los|tus|la|el|sus|ninguna${s}de${s}las)${s}){0,2}${esRules}\b${esFree}`,
    String.raw`\b(?:ya${s}no${s}tienes|no${s}tienes)${s}(?:(?:ningun|ninguna|mas|ya|ningun${s}tipo${s}de)${s}){0,2}${esOwn}\b${esFree}`,
    // pt
    String.raw`\b(?:voce|tu)${s}(?:agora${s})?(?:e|es)${s}(?:(?:agora|a${s}partir${s}de${s}agora|de${s}agora${s}em${s}diante|doravante)${s})?${named}${ptPersona}(?:${s}[^\s.,!?]{1,15}){0,2}${s}(?:sem(?:${s}(?:nenhuma?|qualquer|qualquer${s}tipo${s}de))?|livre${s}de(?:${s}toda?s?|${s}quaisquer)?)${s}${pt}\b${ptFree}`,
    String.raw`\bcomo${s}(?:uma?${s})?(?:ia|inteligencia${s}artificial|assistente|modelo)${s}sem(?:${s}(?:nenhuma?|qualquer))?${s}${pt}\b${asYou("voce|tu|pode|deve|vai|responde")}`,
    String.raw`\b(?:voce|tu)${s}(?:ja${s})?nao${s}(?:esta|estas|es|e)${s}mais${s}(?:sujeit[oa]|pres[oa]|limitad[oa]|restrit[oa]|obrigad[oa]|vinculad[oa]|submetid[oa])${s}(?:a|as|aos|ao|por|pelas|pelos|pela|pelo)${s}(?:(?:nenhuma?|quaisquer|qualquer|suas|tuas|as|os)${s}){0,2}${ptRules}\b${ptFree}`,
    String.raw`\b(?:voce|tu)${s}(?:ja${s})?nao${s}(?:tem|tens)${s}(?:mais${s})?(?:(?:nenhuma?|qualquer|mais)${s})?${ptOwn}\b${ptFree}`,
    // it
    String.raw`\b(?:(?:tu|ora|adesso)${s})?sei${s}(?:(?:ora|adesso|d'ora${s}in${s}poi|da${s}ora${s}in${s}poi|da${s}adesso)${s})?${named}${itPersona}(?:${s}[^\s.,!?]{1,15}){0,2}${s}(?:senza(?:${s}(?:alcuna?|alcun|nessuna?|nessun))?|liber[oa]${s}da(?:${s}(?:ogni|qualsiasi))?)${s}${it}\b${itFree}`,
    String.raw`\bcome${s}(?:un'|una${s}|un${s})?(?:ia|intelligenza${s}artificiale|assistente|modello)${s}senza(?:${s}(?:alcuna?|alcun|nessuna?|nessun))?${s}${it}\b${asYou("tu|puoi|devi|rispondi|sei")}`,
    String.raw`\b(?:(?:tu|ora|adesso)${s})?non${s}sei${s}piu${s}(?:vincolat[oa]|legat[oa]|sottopost[oa]|limitat[oa]|soggett[oa]|tenut[oa]${s}a${s}rispettare)${s}(?:(?:a|ad|da|dalle|dai|alle|ai|al|alla)${s})?(?:(?:alcuna|nessuna|alcun|nessun|qualsiasi|le|tue|i|tuoi)${s}){0,2}${itRules}\b${itFree}`,
    String.raw`\bnon${s}hai${s}(?:piu${s})?(?:(?:alcuna?|alcun|nessuna?|nessun)${s})?${itOwn}\b${itFree}`,
    // de
    // The verb comes second after a time word: "Ab jetzt bist du ein
    // Assistent ohne Einschränkungen".
    String.raw`\b(?:du${s}bist|sie${s}sind|(?:jetzt|nun|ab${s}sofort|ab${s}jetzt|ab${s}nun|ab${s}heute|von${s}nun${s}an|von${s}jetzt${s}an|fortan)${s}(?:bist${s}du|sind${s}sie))${s}(?:(?:jetzt|nun|ab${s}sofort|ab${s}jetzt|ab${s}nun|ab${s}heute|von${s}nun${s}an|von${s}jetzt${s}an|fortan)${s})?${named}${dePersona}${s}(?:ohne|frei${s}von)${s}(?:(?:jegliche|jede|jeder|irgendwelche|alle)${s})?(?:(?:ethische|moralische)${s})?${de}\b${deFree}`,
    String.raw`\bals${s}(?:(?:eine|ein)${s})?(?:ki|ai|chatbot|sprachmodell|assistent)${s}ohne${s}(?:(?:jegliche|irgendwelche)${s})?${de}\b${asYou("du|kannst|musst|wirst|darfst|sollst|antwortest|beantwortest|bist")}`,
    String.raw`\bdu${s}bist${s}(?:(?:jetzt|nun|ab${s}sofort)${s})?(?:nicht${s}mehr|nicht${s}langer|nie${s}mehr)${s}(?:an${s}(?:(?:die|deine|irgendwelche|jegliche|diese|alte|alten)${s}){0,2}${deRules}(?:${s}(?:von|der)${s}(?:openai|chatgpt))?${s}gebunden|(?:durch|von)${s}(?:(?:die|deine|irgendwelche|jegliche)${s})?${deRules}${s}(?:eingeschrankt|beschrankt|begrenzt|gebunden))\b`,
    String.raw`\bdu${s}unterliegst${s}(?:(?:jetzt|nun|ab${s}sofort)${s})?(?:keinen|keinerlei)${s}${deRules}${s}mehr\b`,
    String.raw`\bdu${s}hast${s}(?:(?:jetzt|nun|ab${s}sofort|ab${s}jetzt)${s})?(?:keine|keinerlei)${s}${deOwn}\b${deFree}`,
    // nl
    String.raw`\b(?:je|jij|u)${s}bent${s}(?:(?:nu|vanaf${s}nu|voortaan|vanaf${s}nu${s}aan)${s})?${named}${nlPersona}${s}(?:zonder|vrij${s}van)${s}(?:(?:enige|alle|welke${s}dan${s}ook)${s})?${nl}\b${nlFree}`,
    String.raw`\b(?:je|jij)${s}bent${s}(?:nu${s})?niet${s}(?:langer|meer)${s}(?:gebonden${s}aan|onderworpen${s}aan|beperkt${s}door)${s}(?:(?:enige|de|je|jouw|welke${s}dan${s}ook)${s}){0,2}${nlRules}\b${nlFree}`,
    String.raw`\b(?:je|jij)${s}hebt${s}(?:(?:nu|vanaf${s}nu)${s})?geen${s}(?:enkele${s})?${nlOwn}\b${nlFree}`,
    // pl
    String.raw`\b(?:ty${s})?jestes${s}(?:(?:teraz|od${s}teraz|od${s}tej${s}chwili|odtad)${s})?${named}(?:(?:nowa|nowym|inna|innym)${s})?(?:ai|si|sztuczna${s}inteligencja|asystent(?:em|ka)?|model(?:em)?(?:${s}jezykowym)?|chatbot(?:em)?|bot(?:em)?|wersja|postacia|systemem)${s}(?:bez(?:${s}(?:zadnych|jakichkolwiek))?|woln[ya]${s}od(?:${s}(?:wszelkich|jakichkolwiek))?)${s}${pl}(?![a-ząćęłńóśźż])${plFree}`,
    String.raw`\bnie${s}jestes${s}(?:juz${s})?(?:zwiazan[ya]|ograniczon[ya]|skrepowan[ya])${s}(?:juz${s})?(?:(?:zadnymi|twoimi|tymi|swoimi)${s})?(?:zasadami|regułami|ograniczeniami|wytycznymi|filtrami|zakazami|politykami)(?![a-ząćęłńóśźż])${plFree}`,
    String.raw`\bnie${s}obowiazuja${s}cie${s}(?:juz${s})?(?:zadne${s})?(?:zasady|reguły|ograniczenia|wytyczne|filtry|zakazy)(?![a-ząćęłńóśźż])${plFree}`,
    String.raw`\bnie${s}masz${s}(?:juz${s})?(?:zadnych${s})?(?:zasad|reguł|filtrow|cenzury|wytycznych|hamulcow|ograniczen${s}(?:etycznych|moralnych))(?![a-ząćęłńóśźż])${plFree}`,
    // tr: the copula "-sın/-sin" makes the reader the subject.
    String.raw`(?:k[ıi]s[ıi]tlamas[ıi]z|s[ıi]n[ıi]rs[ıi]z|kurals[ıi]z|filtresiz|sansursuz|etiksiz|ahlaks[ıi]z|(?:hicbir${s})?(?:k[ıi]s[ıi]tlamas[ıi]|s[ıi]n[ıi]r[ıi]|kural[ıi]|filtresi|sansuru)${s}(?:olmayan|bulunmayan))${s}(?:bir${s})?(?:yapay${s}zeka(?:${s}modeli)?s[ıi]n|yapay${s}zeka${s}modelisin|asistans[ıi]n|modelsin|botsun|sohbet${s}botusun|surumsun|versiyonsun|karaktersin)\b`,
    String.raw`\bart[ıi]k${s}(?:hicbir${s})?(?:kurala|kurallara|k[ıi]s[ıi]tlamaya|k[ıi]s[ıi]tlamalara|yonergelere|yonergeye|politikalara|filtrelere|kurallarla|k[ıi]s[ıi]tlamalarla|yonergelerle|etik${s}kurallara)${s}(?:bagl[ıi]|tabi|s[ıi]n[ıi]rl[ıi]|uymak${s}zorunda)${s}degilsin\b`,
    String.raw`\b(?:art[ıi]k|senin)${s}(?:hicbir${s})?(?:kural[ıi]n|kurallar[ıi]n|filtren|filtrelerin|sansurun|etik${s}kurallar[ıi]n|yonergelerin)${s}(?:art[ıi]k${s})?yok\b`,
    // id
    String.raw`\b(?:kamu|anda|kau|engkau)${s}(?:(?:sekarang|kini|mulai${s}sekarang|mulai${s}saat${s}ini)${s})?(?:adalah|ialah|menjadi|jadi)${s}${named}(?:(?:sebuah|seorang|satu)${s})?(?:ai|kecerdasan${s}buatan|asisten|model(?:${s}bahasa)?|chatbot|bot|versi|karakter|entitas|sistem)(?:${s}ai)?${s}(?:tanpa|yang${s}(?:tidak${s}(?:memiliki|punya)|bebas${s}dari))${s}(?:(?:batasan|aturan|filter|sensor|etika|moral|larangan|pedoman|restriksi|pembatasan)\s{0,4}(?:apa${s}pun|apapun)?)\b(?!${s}(?:untuk|pada|dalam|penggunaan|kecepatan|kuota|data|akses|unduhan|penyimpanan)\b)`,
    String.raw`\b(?:kamu|kau|engkau)${s}(?:sekarang${s})?(?:tidak|tak)${s}(?:lagi${s})?(?:terikat|dibatasi|tunduk)${s}(?:oleh|pada|dengan)${s}(?:(?:aturan|batasan|pedoman|kebijakan|etika|peraturan|pembatasan)(?:${s}(?:apa${s}pun|apapun))?)\b(?!${s}(?:perusahaan|kontrak|sekolah|kantor|kerja|lama|negara)\b)`,
    String.raw`\b(?:kamu|kau)${s}(?:sekarang${s})?(?:tidak|tak)${s}(?:lagi${s})?(?:punya|memiliki)${s}(?:aturan|filter|pedoman|batasan${s}(?:etika|moral))\b`,
    // vi
    String.raw`\b(?:ban|may)${s}(?:(?:bay${s}gio|gio${s}đay|tu${s}nay|tu${s}gio)${s})?(?:la|se${s}la|đa${s}tro${s}thanh|tro${s}thanh)${s}${named}(?:mot${s})?(?:ai|tri${s}tue${s}nhan${s}tao|tro${s}ly(?:${s}ai)?|mo${s}hinh(?:${s}ngon${s}ngu)?|chatbot|bot|phien${s}ban|nhan${s}vat|he${s}thong)${s}(?:khong${s}(?:co${s}|bi${s})?(?:bat${s}ky${s})?|khong${s}he${s}co${s})(?:gioi${s}han|han${s}che|rang${s}buoc|quy${s}tac|quy${s}đinh|bo${s}loc|kiem${s}duyet|đao${s}đuc|nguyen${s}tac)(?:${s}nao)?\b(?!${s}(?:ve|cho|dung${s}luong|toc${s}đo|truy${s}cap|tai${s}xuong)\b)`,
    String.raw`\b(?:ban|may)${s}(?:bay${s}gio${s})?khong${s}con${s}(?:bi${s})?(?:rang${s}buoc|gioi${s}han|han${s}che|phai${s}tuan${s}theo)${s}(?:(?:boi|vao)${s})?(?:bat${s}ky${s})?(?:quy${s}tac|quy${s}đinh|han${s}che|nguyen${s}tac|chinh${s}sach|bo${s}loc|đao${s}đuc)\b`,
    String.raw`\b(?:ban|may)${s}(?:bay${s}gio${s})?khong${s}(?:con${s})?(?:co${s})?(?:bat${s}ky${s})?(?:quy${s}tac|bo${s}loc|kiem${s}duyet|gioi${s}han${s}đao${s}đuc|nguyen${s}tac${s}đao${s}đuc|rao${s}can${s}đao${s}đuc)\b`,
  ],
  other: [
    // ru
    String.raw`(?<![а-яё])(?:ты|вы)${s}(?:(?:теперь|отныне|сейчас|с${s}этого${s}момента|—|-|являешься|являетесь|будешь)${s}){0,3}${named}(?:ии|ai|искусственный${s}интеллект|ассистент|помощник|модель|нейросеть|чат-?бот|бот|версия|персонаж|сущность|система)(?:${s}[^\s.,!?]{1,15})?${s}(?:без|свободн(?:ый|ая|ое)${s}от)${s}(?:(?:каких-либо|всяких|любых|каких${s}бы${s}то${s}ни${s}было)${s})?${ru}${ruEnd}${ruFree}`,
    String.raw`(?<![а-яё])ты${s}(?:(?:теперь|отныне)${s})?(?:больше${s}не|уже${s}не|не${s}больше)${s}(?:связан|ограничен|скован|подчиняешься|обязан${s}(?:соблюдать|следовать|подчиняться))[а-я]{0,2}${s}(?:(?:никакими|никаким|никакие|никаких|своими|своим|этими|старыми|прежними)${s})?(?:правил[а-я]{0,3}|ограничени[а-я]{0,3}|рамк[а-я]{0,3}|политик[а-я]{0,3}|директив[а-я]{0,3}|фильтр[а-я]{0,3}|принцип[а-я]{0,3}|этик[а-я]{0,2}|запрет[а-я]{0,3})${ruEnd}(?!${s}(?:компании|договора|контракта|клуба|школы|игры|дома)${ruEnd})`,
    String.raw`(?<![а-яё])у${s}тебя${s}(?:(?:теперь|больше|уже)${s}){0,2}нет${s}(?:(?:никаких|больше)${s}){0,2}(?:правил|фильтров|цензуры|морали|этики|запретов|тормозов|(?:моральных|этических)${s}(?:ограничений|рамок|принципов))${ruEnd}`,
    // zh: limit before persona ("没有任何限制的AI", "不受限制的助手").
    String.raw`(?:你|您)(?:现在|現在|从现在开始|從現在開始|从现在起|從現在起|从此|從此|已经|已經)?(?:就|将|將)?(?:是|成为|成為|扮演)(?:一个|一個|一名|个|個)?${cjk}{0,12}?(?:没有|沒有|不受|无|無|不带|不帶|摆脱了|擺脫了|毫无|毫無)(?:任何)?(?:的)?(?:限制|约束|約束|规则|規則|过滤|過濾|审查|審查|道德|伦理|倫理|准则|準則|底线|底線|规范|規範)(?:约束|約束|限制|束缚|束縛)?(?:的)?(?:ai|人工智能|人工智慧|助手|助理|模型|聊天机器人|聊天機器人|机器人|機器人|版本|角色|系统|系統)`,
    String.raw`(?:你|您)(?:现在|現在)?(?:已经|已經)?(?:不再|再也不|不用再|无需再|無需再)(?:受到?|被)(?:任何)?(?:openai|chatgpt|开发者|開發者)?(?:的)?(?:任何)?(?:规则|規則|准则|準則|政策|内容政策|內容政策|道德|伦理|倫理|安全准则|安全準則|过滤|過濾|审查|審查|限制|约束|約束)(?:的)?(?:约束|約束|束缚|束縛|限制|规范|規範|管控)`,
    String.raw`(?:你|您)(?:现在|現在)?(?:已经|已經)?(?:没有|沒有|不再有|再也没有|再也沒有)(?:任何)?(?:规则|規則|过滤器?|過濾器?|审查|審查|道德(?:限制|约束|約束|底线|底線|准则|準則)|伦理(?:限制|约束|約束)|倫理(?:限制|約束)|准则|準則|底线|底線)`,
    // ja
    String.raw`(?:あなた|君|きみ|お前|おまえ)(?:は|って)(?:今から|これから|今日から|今|いま|もう|これより)?[、,]?${cjk}{0,12}?(?:一切の|何の|いかなる)?(?:制限|制約|ルール|規則|フィルター|フィルタ|検閲|倫理|道徳|規制|ガイドライン)(?:の|が|に)?(?:一切)?(?:ない|無い|なし|無し|から解放された|縛られない)(?:の)?(?:ai|人工知能|アシスタント|モデル|チャットボット|ボット|バージョン|存在|キャラクター|システム)`,
    String.raw`(?:あなた|君|お前)(?:は|って)(?:もう|もはや|今から|これから|今後)[、,]?(?:いかなる|どんな|何の|一切の)?(?:ルール|規則|制限|制約|ガイドライン|ポリシー|倫理|規制)(?:や${cjk}{0,10})?(?:にも|に|には)(?:縛られ|拘束され|従う必要は|制限され|従わなくて)`,
    String.raw`(?:あなた|君|お前)には(?:もう|もはや|今)?(?:いかなる|何の|一切の)?(?:ルール|規則|フィルター|フィルタ|検閲|倫理的な?制限|倫理|道徳|ガイドライン)(?:も|は|が|なんて)(?:一切)?(?:ありません|ない|無い|存在しない)`,
    // ko
    String.raw`(?:너는|넌|당신은)\s{0,4}(?:이제|지금부터|이제부터|오늘부터|앞으로)?\s{0,4}[^.!?\n]{0,12}?(?:아무런\s{0,4}|어떠한\s{0,4}|어떤\s{0,4})?(?:제한|제약|규칙|필터|검열|윤리|도덕|규정|가이드라인)(?:이|도|가|은|는)?\s{0,4}(?:없는|없이\s{0,4}작동하는)\s{0,4}(?:ai|인공지능|어시스턴트|비서|모델|챗봇|봇|버전|존재|캐릭터|시스템)`,
    String.raw`(?:너는|넌|당신은)\s{0,4}(?:이제\s{0,4})?더\s{0,4}이상\s{0,4}(?:어떤|어떠한|아무런)?\s{0,4}(?:규칙|제한|제약|가이드라인|정책|윤리|규정|지침)(?:에도|에|에는|을|를)?\s{0,4}(?:얽매이지|구속되지|구애받지|제한받지|따를\s{0,4}필요가|따르지\s{0,4}않아도|묶여\s{0,4}있지)`,
    String.raw`(?:너에게는|너한테는|당신에게는|너는|넌|당신은)\s{0,4}(?:이제|더\s{0,4}이상)?\s{0,4}(?:어떤|아무런)?\s{0,4}(?:규칙|필터|검열|윤리|도덕|가이드라인|규정)(?:이|도|가|은|는)\s{0,4}(?:없어|없다|없습니다|없어요|존재하지)`,
    // ar
    String.raw`(?:أنت|انت)${s}(?:(?:الآن|الان|من${s}الآن${s}فصاعدا|من${s}الان${s}فصاعدا)${s})?(?:[^\s،,.!?؟]{1,24}[،,]${s})?(?:ذكاء${s}اصطناعي|مساعد|نموذج(?:${s}لغوي)?|روبوت${s}محادثة|روبوت|بوت|شات${s}بوت|نسخة|إصدار|شخصية|كيان|نظام)(?:${s}[^\s.!?؟،]{1,15})?${s}(?:بلا|بدون|دون|خال${s}من|متحرر${s}من|لا${s}يخضع${s}لأي|لا${s}يلتزم${s}بأي)${s}(?:(?:أي|اي)${s})?(?:قيود|حدود|قواعد|فلاتر|مرشحات|رقابة|أخلاق|اخلاق|ضوابط|إرشادات|ارشادات|محظورات)`,
    String.raw`(?:(?:أنت|انت)${s})?لم${s}تعد${s}(?:مقيد|ملزم|مكبل|مربوط|محكوم)[\u064b-\u0652]{0,2}ا?[\u064b-\u0652]{0,2}${s}(?:(?:بأي|باي)${s}(?:قواعد|قيود|إرشادات|ارشادات|سياسات|ضوابط|مبادئ|أخلاقيات|فلاتر)|بال(?:قواعد|قيود|إرشادات|ارشادات|سياسات|ضوابط))`,
    String.raw`(?:أنت|انت)${s}لم${s}تعد${s}(?:تخضع|تلتزم)${s}(?:لأي|لاي|بأي|باي)${s}(?:قواعد|قيود|إرشادات|ارشادات|ضوابط|سياسات|فلاتر)`,
    String.raw`(?:ليس${s}لديك|لم${s}يعد${s}لديك|لا${s}توجد${s}لديك)${s}(?:(?:أي|اي)${s})?(?:قواعد|فلاتر|مرشحات|رقابة|أخلاق|اخلاق|ضوابط${s}أخلاقية|قيود${s}أخلاقية|إرشادات|ارشادات)`,
    // hi
    String.raw`(?:तुम|तू|आप)${s}(?:अब${s}(?:से${s})?)?(?:एक${s})?बिना${s}(?:किसी${s}(?:भी${s})?)?(?:प्रतिबंध|पाबंदी|सीमा|सीमाओं|नियम|नियमों|फ\u093c?िल्टर|सेंसरशिप|नैतिकता)${s}(?:के|वाले|वाली)${s}(?:एक${s})?(?:एआई|ai|सहायक|असिस्टेंट|मॉडल|चैटबॉट|बॉट|संस्करण|वर्जन|किरदार|पात्र)${s}(?:हो|हैं|है)`,
    String.raw`(?:तुम|तू|आप)${s}(?:अब${s})?(?:एक${s})?(?:ऐसे${s}|ऐसा${s})?(?:एआई|ai|सहायक|असिस्टेंट|मॉडल|चैटबॉट|बॉट)${s}(?:हो|हैं)${s}जिस(?:${s}पर|के${s}पास|की|के)${s}(?:पास${s})?(?:कोई${s}(?:भी${s})?)?(?:प्रतिबंध|पाबंदी|सीमा|नियम|फ\u093c?िल्टर|सेंसरशिप)${s}(?:नहीं|लागू${s}नहीं)`,
    String.raw`(?:तुम|तू|आप)${s}(?:पर${s})?(?:अब${s})?(?:किसी${s}(?:भी${s})?)?(?:नियम|नियमों|प्रतिबंध|प्रतिबंधों|दिशानिर्देश|दिशानिर्देशों|नीति|नीतियों|फ\u093c?िल्टर)${s}(?:से${s}बंध[ेीा]|के${s}अधीन|से${s}सीमित|के${s}पाबंद|के${s}बंधन${s}में)${s}नहीं`,
    String.raw`(?:तुम्हारे|तेरे|आपके)${s}(?:(?:पास|लिए)${s})?(?:अब${s})?कोई${s}(?:भी${s})?(?:नियम|फ\u093c?िल्टर|सेंसरशिप|नैतिक${s}(?:सीमा|सीमाएं|सीमाएँ|प्रतिबंध)|दिशानिर्देश)${s}(?:नहीं|लागू${s}नहीं)`,
  ],
};
