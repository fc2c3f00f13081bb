// Markdown tables for the terminal and for RESULTS.md.
import { readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

export const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

export const x = (n: number): string => `${n.toFixed(2)}×`;
export const pct = (n: number): string => `${(n * 100).toFixed(1)} %`;
export const us = (ms: number): string => `${(ms * 1000).toFixed(2)} µs`;
export const num = (n: number | string | undefined, digits = 1): string =>
  n === undefined ? "–" : typeof n === "string" ? n : n.toFixed(digits);
export const verdict = (ok: boolean): string => (ok ? "met" : "**missed**");

function cpuModel(): string {
  try {
    const line = readFileSync("/proc/cpuinfo", "utf8")
      .split("\n")
      .find((l) => l.startsWith("model name"));
    return line?.split(":")[1]?.trim() ?? cpus()[0]?.model ?? "unknown";
  } catch {
    return cpus()[0]?.model ?? "unknown";
  }
}

export function machine(): string {
  return [
    `- date: ${new Date().toISOString()}`,
    `- machine: ${cpus().length} CPUs (nproc), ${cpuModel()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; shared with other jobs: times are this process's CPU time (user + system); a ratio is the median over back-to-back pairs (spread = 10th–90th percentile)`,
    `- node ${process.version}, ${process.platform}/${process.arch}`,
  ].join("\n");
}
