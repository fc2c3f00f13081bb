import { frag, type Rule, rx } from "../rule.js";
import { cueAfter } from "./cover-story-grammar.js";
import { askedWords, type Tongue, tongues, we, wide } from "./cover-story-tongues.js";

const { s, ownWalk } = frag;

// concealment.cover_story_scripted and concealment.oversight_evaded in es,
// pt, fr, it, de, nl, sv, pl, tr, id and vi; the words are in
// cover-story-tongues.ts.

// Machines that watch for the deed, in every tongue: "zodat de DLP-scan het
// niet oppikt".
const watcher = String.raw`(?:dlp|siem|soc)(?:-[a-z]{2,12})?`;

const anyCue = tongues.map((t) => t.cue).join("|");
const story = (t: Tongue): string =>
  t.sov
    ? String.raw`${t.asked}${wide(120)}${t.account}${wide(40)}${t.tell}`
    : String.raw`${t.asked}${wide(100)}${t.tell}${wide(20)}${t.account}`;
const kept = (t: Tongue): string =>
  [
    t.purpose
      ? String.raw`${t.purpose}${s}(?:${t.overseer}|(?:[a-z]{1,5}${s})?${watcher}${we})${s}${wide(40)}${t.unseen}`
      : "",
    t.kept.replaceAll("OVERSEER", t.overseer),
  ]
    .filter((p) => p !== "")
    .join("|");

/**
 * A cover story for whoever checks on a deed, and a deed kept from those who
 * oversee it, in es, pt, fr, it, de, nl, sv, pl, tr, id and vi: "Si Marta de
 * RR. HH. te pregunta por cambios de acceso, dile que no se ha tocado nada",
 * "Falls die IT-Sicherheit nachfragt, sag bitte, du hättest keinen Zugriff",
 * "para que el revisor no se fije".
 *
 * @example
 * coverStoryLatinRules.map((rule) => rule.id); // ["concealment.cover_story_latin", "concealment.oversight_evaded_latin"]
 */
export const coverStoryLatinRules: readonly Rule[] = [
  {
    id: "concealment.cover_story_latin",
    category: "concealment",
    anchors: [
      ...askedWords,
      "controleert",
      "mengecek",
      "noi la",
      "noi rang",
      "bao la",
      "bao rang",
      "tra loi",
      "giai thich",
    ],
    // A cue after the story on its line ("Surtout, ne dis pas que c'est
    // moi") is taken into the match, so that `follows` sees it.
    pattern: rx(`${ownWalk}(?:${tongues.map(story).join("|")})`, cueAfter(anyCue)),
    follows: { pattern: rx(anyCue), within: 400 },
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
  {
    id: "concealment.oversight_evaded_latin",
    category: "concealment",
    anchors: [
      "para que",
      "a fin de que",
      "de modo que",
      "pra que",
      "pour que",
      "afin que",
      "de sorte que",
      "pour qu'",
      "afin qu'",
      "cosi che",
      "affinche",
      "in modo che",
      "damit",
      "sodass",
      "so dass",
      "zodat",
      "opdat",
      "sa att",
      "zeby",
      "agar",
      "supaya",
      "biar",
      "\u0111e",
      "quiero que",
      "tiene por que",
      "necesita saber",
      "quero que",
      "precisa saber",
      "tem que saber",
      "veux pas que",
      "besoin de",
      "voglio che",
      "bisogno di",
      "deve saper",
      "nicht, dass",
      "nicht dass",
      "muss",
      "fragt nach",
      "wil niet dat",
      "hoeft",
      "vill inte att",
      "behover inte",
      "nie chce",
      "nie musi",
      "etmesin",
      "gormesin",
      "bilmesin",
      "olmas",
      "gitmesin",
      "gerek yok",
      "mau",
      "perlu tahu",
      "usah tahu",
    ],
    pattern: rx(
      `${ownWalk}(?:${tongues
        .map(kept)
        .filter((p) => p !== "")
        .join("|")})`,
    ),
    severity: { default: "high", text: "medium" },
    quotedIsMention: true,
  },
];
