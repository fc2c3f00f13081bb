// Where the public data sets live and how the bench reads them. The data is
// never copied into the repository: `$TOOLFORM_DATA`, else `../shared/data`
// beside the clone (the same rule as test-support/shared-data.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const dataDir: string =
  process.env.TOOLFORM_DATA ?? fileURLToPath(new URL("../../../shared/data", import.meta.url));

export function hasData(folder: string): boolean {
  return existsSync(`${dataDir}/${folder}`);
}

export function readJsonl<T>(path: string): T[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

export interface BfclTool {
  readonly name: string;
  readonly description?: string;
  readonly parameters: Record<string, unknown>;
}

export interface BfclCall {
  readonly id: string;
  readonly tools: BfclTool[];
  readonly call: { readonly name: string; readonly arguments: Record<string, unknown> };
}

export interface BfclMutation {
  readonly id: string;
  readonly sourceId: string;
  readonly mutation: string;
  readonly call: { readonly name: string; readonly arguments: Record<string, unknown> };
}

/** One call as a model delivers it: the tool name and the raw JSON text it wrote. */
export interface BenchCall {
  readonly name: string;
  readonly text: string;
  readonly tools: BfclTool[];
}

export function loadBfcl(): { valid: BenchCall[]; invalid: BenchCall[] } {
  const calls = readJsonl<BfclCall>(`${dataDir}/bfcl/calls.jsonl`);
  const toolsById = new Map(calls.map((c) => [c.id, c.tools]));
  const valid = calls.map((c) => ({
    name: c.call.name,
    text: JSON.stringify(c.call.arguments),
    tools: c.tools,
  }));
  const invalid = readJsonl<BfclMutation>(`${dataDir}/bfcl/mutations.jsonl`).map((m) => {
    const tools = toolsById.get(m.sourceId);
    if (tools === undefined) throw new Error(`mutation ${m.id}: unknown sourceId ${m.sourceId}`);
    return { name: m.call.name, text: JSON.stringify(m.call.arguments), tools };
  });
  return { valid, invalid };
}

export interface InjectionRecord {
  readonly id: string;
  readonly text: string;
  readonly label: "injection" | "benign";
  readonly channel: "description" | "argument" | "text" | "tool_output";
  readonly file: string;
}

export function loadInjection(): InjectionRecord[] {
  const dir = `${dataDir}/injection`;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .flatMap((file) =>
      readJsonl<Omit<InjectionRecord, "file">>(`${dir}/${file}`).map((r) => ({ ...r, file })),
    );
}

/** Ordinary user requests: the first user message of each BFCL irrelevance record. */
export function loadQuestions(): string[] {
  return readJsonl<{ question: string }>(`${dataDir}/bfcl/irrelevance.jsonl`).map(
    (r) => r.question,
  );
}
