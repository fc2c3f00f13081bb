// Homoglyphs that NFKC leaves alone but that render like Latin letters. The
// list is the Cyrillic, Greek and Armenian look-alikes attackers actually use
// (Unicode TR39 "confusables" restricted to single letters that map to ASCII);
// a full TR39 table would add weight without catching more real payloads.
const pairs =
  "аa вb сc еe һh іi јj кk мm нh оo рp ѕs тt уy хx ԁd ԛq ԝw ӏl ɡg ɑa " +
  "АA ВB СC ЕE НH ІI ЈJ КK МM ОO РP ЅS ТT ХX УY " +
  "αa βb εe ιi κk νv οo ρp τt υu χx ΑA ΒB ΕE ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ΖZ " +
  "օo սu ոn հh ս u";

const table: ReadonlyMap<string, string> = new Map(
  pairs
    .split(" ")
    .filter((pair) => pair.length === 2)
    .map((pair) => [pair[0] as string, pair[1] as string]),
);

/**
 * The ASCII letter a homoglyph stands for, or `undefined` when the character is
 * not a known look-alike.
 *
 * @example
 * confusable("о"); // "o" (Cyrillic small o)
 */
export function confusable(char: string): string | undefined {
  return table.get(char);
}
