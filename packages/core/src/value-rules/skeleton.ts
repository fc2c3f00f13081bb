// Only for telling the model (and the user) that a rejected host imitates an allowed
// one. Never used to allow anything: matching happens on the exact ASCII host.
const confusables: Readonly<Record<string, string>> = {
  а: "a",
  ɑ: "a",
  α: "a",
  в: "b",
  с: "c",
  ϲ: "c",
  ԁ: "d",
  е: "e",
  ε: "e",
  ɡ: "g",
  һ: "h",
  і: "i",
  ı: "i",
  ι: "i",
  ј: "j",
  к: "k",
  κ: "k",
  ӏ: "l",
  "1": "l",
  о: "o",
  ο: "o",
  "0": "o",
  р: "p",
  ρ: "p",
  ԛ: "q",
  ѕ: "s",
  τ: "t",
  υ: "u",
  ν: "v",
  ԝ: "w",
  х: "x",
  χ: "x",
  у: "y",
};

/**
 * A look-alike key for a host: NFKC, lower case, common Cyrillic/Greek homoglyphs and
 * digit look-alikes mapped to Latin letters, `rn`→`m`, `vv`→`w`.
 *
 * @example
 * skeleton("ехаmp1е.com") === skeleton("example.com"); // true
 */
export function skeleton(host: string): string {
  let out = "";
  for (const char of host.normalize("NFKC").toLowerCase()) out += confusables[char] ?? char;
  return out.replace(/rn/g, "m").replace(/vv/g, "w");
}
