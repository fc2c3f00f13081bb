import { type Guard, type OutputDecision, renderWithheldOutput } from "@toolform/core";
import { type ContentPart, contentPartText } from "./content-part-text.js";

/** A tool result's model output as `toModelOutput` returns it (spec v2–v4 share this shape). */
interface ModelOutput {
  readonly type?: unknown;
  readonly value?: unknown;
  readonly reason?: unknown;
}

/** The text a model output shows the model, as one value the core checks at once. */
interface Reading {
  readonly view: unknown;
  /** For `content`: the index of each checked text among the parts. */
  readonly at?: readonly number[];
}

/**
 * Checks what a tool's `toModelOutput` returned (the tool result the model
 * reads) on the `tool_output` channel: every text in it — `text` and `json`
 * values, an `execution-denied` reason, and each part of a `content` result
 * the model reads as text (text files too, decoded) — as one output, one
 * decision. Returns the model output as it was, cleaned (a text file that
 * was cleaned becomes a text part), or, when withheld, the core's withheld
 * text in its place. Synchronous when `now` (the guard can decide without
 * waiting); a check that fails is withheld (fail closed).
 *
 * @example
 * const modelOutput = await checkModelOutput(guard, { tool: "fetch_page" }, { type: "text", value: page }, false);
 */
export function checkModelOutput(
  guard: Guard,
  ctx: { readonly tool: string; readonly runId?: string },
  output: unknown,
  now: boolean,
): unknown {
  const reading = read(output);
  if (now) {
    try {
      return rebuild(output, reading, guard.checkToolOutputSync(reading.view, ctx), ctx.tool);
    } catch {
      return withheld(output, ctx.tool);
    }
  }
  let decided: Promise<OutputDecision>;
  try {
    decided = guard.checkToolOutput(reading.view, ctx);
  } catch {
    return Promise.resolve(withheld(output, ctx.tool));
  }
  return decided.then(
    (decision) => rebuild(output, reading, decision, ctx.tool),
    () => withheld(output, ctx.tool),
  );
}

function read(output: unknown): Reading {
  const model = (typeof output === "object" && output !== null ? output : {}) as ModelOutput;
  switch (model.type) {
    case "text":
    case "error-text":
    case "json":
    case "error-json":
      return { view: model.value };
    case "execution-denied":
      return { view: model.reason };
    case "content": {
      if (!Array.isArray(model.value)) break;
      const texts: string[] = [];
      const at: number[] = [];
      (model.value as ContentPart[]).forEach((part, i) => {
        const text = contentPartText(part);
        if (text === undefined) return;
        texts.push(text);
        at.push(i);
      });
      return { view: texts, at };
    }
  }
  // A shape of no known type (a later spec's): every string in it is checked.
  return { view: output };
}

function rebuild(output: unknown, reading: Reading, decision: OutputDecision, tool: string) {
  if (decision.output === reading.view) return output;
  const model = output as ModelOutput;
  if (decision.action === "allow") {
    // A JSON value passed on as the core's copy: one JSON can carry (a bigint as its
    // digits, a cycle cut), where the provider's `JSON.stringify` would end the run.
    return model.type === "json" || model.type === "error-json"
      ? { ...model, value: decision.output }
      : output;
  }
  if (decision.action === "block") return withheld(output, tool, decision.output);
  const cleaned = decision.output;
  switch (model.type) {
    case "text":
    case "error-text":
      return { ...model, value: asText(cleaned) };
    case "json":
    case "error-json":
      return { ...model, value: cleaned };
    case "execution-denied":
      return { ...model, reason: asText(cleaned) };
    case "content": {
      const at = reading.at ?? [];
      const texts = Array.isArray(cleaned) ? (cleaned as unknown[]) : [];
      const value = (model.value as ContentPart[]).slice();
      at.forEach((index, k) => {
        const before = (reading.view as string[])[k];
        const after = asText(texts[k] ?? "");
        if (after === before) return;
        const part = value[index] as ContentPart;
        // What is left of a cleaned file is text.
        value[index] =
          part.type === "text" ? { ...part, text: after } : { type: "text", text: after };
      });
      return { ...model, value };
    }
    default:
      return cleaned;
  }
}

// The core's withheld text in the output's place, an error staying an error.
function withheld(
  output: unknown,
  tool: string,
  text: unknown = renderWithheldOutput(tool),
): unknown {
  const type = (output as ModelOutput | null)?.type;
  if (type === "execution-denied") return { ...(output as object), reason: asText(text) };
  const error = type === "error-text" || type === "error-json";
  return { type: error ? "error-text" : "text", value: asText(text) };
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
