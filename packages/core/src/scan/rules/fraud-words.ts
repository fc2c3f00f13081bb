/**
 * "Fraud" and "scam" in other languages, over the accent-folded text: a
 * message that names the trick teaches or reports it (an `unless` reads
 * from there on). Each rule adds its own English words and extras.
 *
 * @example
 * new RegExp(`^(?:${fraudWordsI18n})$`).test("estafa"); // true
 */
export const fraudWordsI18n = String.raw`betrug|estafa|fraude|arnaque|truffa|мошенни|шахрай|诈骗|詐騙|詐欺|사기`;
