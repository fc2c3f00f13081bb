/**
 * The ways to take a check away in one group of languages, by whose check
 * it is: `others` a check that is not the asker's own (a second approval, a
 * review, a signature, a verification of the payee) or the blame taken for
 * skipping it, or the check said to be off; `own` the asker's own say (to
 * be asked, to confirm); `claimed` a superior's approval said to be given
 * already ("my boss already approved it", "prezes to zatwierdził"). Each
 * with the words one of which every match holds.
 *
 * @example
 * const none: Waivers = { others: "(?!)", own: "(?!)", claimed: "(?!)", othersAnchors: [], ownAnchors: [], claimedAnchors: [] };
 */
export interface Waivers {
  readonly others: string;
  readonly own: string;
  readonly claimed: string;
  readonly othersAnchors: readonly string[];
  readonly ownAnchors: readonly string[];
  readonly claimedAnchors: readonly string[];
}
