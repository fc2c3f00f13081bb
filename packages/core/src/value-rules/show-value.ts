const maxShown = 40;

/**
 * Renders a value for a violation message: JSON-quoted and cut short, so a long
 * (possibly hostile) value is never echoed in full to the model.
 *
 * @example
 * showValue("examp1e.com"); // '"examp1e.com"'
 */
export function showValue(value: unknown): string {
  let text: string;
  try {
    text = typeof value === "string" ? JSON.stringify(value) : String(JSON.stringify(value));
  } catch {
    text = typeof value;
  }
  return text.length > maxShown ? `${text.slice(0, maxShown - 1)}…` : text;
}
