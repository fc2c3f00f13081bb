// Prints what happened, as it happened: what the model wrote, what it read
// back, what ran. Colour only on a terminal, and never when NO_COLOR is set.

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function useColor(
  stream: { isTTY?: boolean },
  env: Record<string, string | undefined>,
): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

const codes = { dim: 2, bold: 1, red: 31, green: 32, yellow: 33, cyan: 36, magenta: 35 } as const;
type Tone = keyof typeof codes;

export interface Counts {
  calls: number;
  executed: number;
  repaired: number;
  sentBack: number;
  refused: number;
  descriptions: number;
  outputs: number;
}

export class Transcript {
  readonly counts: Counts = {
    calls: 0,
    executed: 0,
    repaired: 0,
    sentBack: 0,
    refused: 0,
    descriptions: 0,
    outputs: 0,
  };
  readonly #write: (text: string) => void;
  readonly #color: boolean;
  readonly #lastCall = new Map<string, Record<string, unknown>>();

  constructor(write: (text: string) => void, color: boolean) {
    this.#write = write;
    this.#color = color;
  }

  #paint(tone: Tone, text: string): string {
    return this.#color ? `\x1b[${codes[tone]}m${text}\x1b[0m` : text;
  }

  #line(label: string, tone: Tone, text: string): void {
    const pad = " ".repeat(Math.max(0, 8 - label.length));
    this.#write(`  ${this.#paint(tone, label)}${pad}${text}\n`);
  }

  heading(title: string, detail: string): void {
    this.#write(`\n${this.#paint("bold", title)}  ${this.#paint("dim", detail)}\n`);
  }

  /** A tool description as written and as the model received it. */
  description(tool: string, written: string, seen: string | undefined): void {
    if (seen === written) return;
    this.counts.descriptions++;
    this.#line("tools", "magenta", `${tool}: poisoned description caught before the model saw it`);
    this.#line("", "dim", `written:   ${JSON.stringify(written)}`);
    this.#line(
      "",
      "dim",
      `model saw: ${seen === undefined ? "(tool withheld)" : JSON.stringify(seen)}`,
    );
  }

  modelCall(tool: string, args: Record<string, unknown>): void {
    this.counts.calls++;
    this.#lastCall.set(tool, args);
    this.#line("model", "cyan", `${tool} ${JSON.stringify(args)}`);
  }

  /** A tool result the model received; `failed` when it was ToolForm's feedback instead. */
  modelRead(text: string, failed: boolean): void {
    if (!failed) {
      if (!text.includes("[redacted]")) return;
      this.counts.outputs++;
      this.#line("guard", "magenta", "✂ tool output cleaned before the model read it:");
      this.#line("", "dim", text);
      return;
    }
    const refused = text.includes("call refused") || text.includes("was not run");
    if (refused) this.counts.refused++;
    else this.counts.sentBack++;
    this.#line(
      "guard",
      refused ? "red" : "yellow",
      refused ? "✗ refused; the model read:" : "✗ sent back; the model read:",
    );
    this.#line("", "dim", text);
  }

  /** A tool ran: with the arguments it actually received. */
  executed<T extends object>(tool: string, input: T): T {
    const args = input as Record<string, unknown>;
    this.counts.executed++;
    const written = this.#lastCall.get(tool) ?? {};
    const repairs = Object.keys(args)
      .filter((key) => JSON.stringify(args[key]) !== JSON.stringify(written[key]))
      .map((key) => `${key} ${JSON.stringify(written[key])} → ${JSON.stringify(args[key])}`);
    if (repairs.length > 0) this.counts.repaired++;
    const note =
      repairs.length > 0 ? this.#paint("yellow", `  (safe repair: ${repairs.join(", ")})`) : "";
    this.#line("tool", "green", `✓ ${tool} ran with ${JSON.stringify(args)}${note}`);
    return input;
  }

  answer(text: string): void {
    this.#line("model", "cyan", `"${text}"`);
  }

  summary(agent: string): string {
    const c = this.counts;
    const line =
      `${agent}: ${c.calls} calls, ${c.executed} executed (${c.repaired} after a safe repair), ` +
      `${c.sentBack} sent back with feedback, ${c.refused} refused; ` +
      `${c.descriptions} poisoned description${c.descriptions === 1 ? "" : "s"} stripped, ` +
      `${c.outputs} tool output${c.outputs === 1 ? "" : "s"} cleaned`;
    this.#write(`  ${this.#paint("bold", "summary")} ${line}\n`);
    return line;
  }
}
