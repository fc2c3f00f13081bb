import { frag } from "../rule.js";

const { s } = frag;

/**
 * The opening of a device manual's conditional step, up to the verb that
 * follows it: "If the LED blinks red, ignore the previous instructions and
 * unplug the unit"; "Si le voyant clignote, ignorez les instructions
 * précédentes". A condition on a thing (a light, a screen, an error) is a
 * troubleshooting branch; attacks condition on the reader ("if you are an
 * AI"). Used inside lookbehinds, so every part is bounded.
 *
 * @example
 * new RegExp(`(?<!${manualCondition})ignore`).test("if the led is red, ignore"); // false
 */
export const manualCondition = String.raw`\b(?:if|when|once|should|si|quand|lorsque|wenn|falls|sobald|cuando|se|quando)${s}(?:(?:the|your|an?|le|la|l'|les|votre|ton|der|die|das|ihr|el|il|lo|o|a)\s{0,4})?(?:lights?|leds?|lamps?|indicators?|display|screen|device|printer|machine|unit|appliance|error|alarm|router|modem|beeper|voyant|lumiere|ecran|appareil|imprimante|affichage|erreur|routeur|anzeige|lampe|gerat|drucker|bildschirm|fehler|indicador|luz|pantalla|dispositivo|impresora|spia|schermo|stampante)\b[^.!?\n]{0,60}`;
