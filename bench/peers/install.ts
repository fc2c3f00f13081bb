// Installs the peer detectors into bench/.peers (git-ignored) with npm, outside
// the pnpm workspace, so a user's `pnpm install` never pulls them in.
// Lifecycle scripts are skipped: none of the detectors needs one to scan text,
// and agent-security-scanner-mcp's postinstall would set up Python tooling.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PEER_PACKAGES } from "./versions.ts";

export const peersDir: string = fileURLToPath(new URL("../.peers", import.meta.url));

/**
 * Whether every pinned peer detector is installed in bench/.peers.
 *
 * @example
 * if (!peersInstalled()) installPeers();
 */
export function peersInstalled(): boolean {
  return PEER_PACKAGES.every((p) => existsSync(`${peersDir}/node_modules/${p.name}/package.json`));
}

export function installPeers(): { ok: boolean; message: string } {
  mkdirSync(peersDir, { recursive: true });
  const manifest = `${peersDir}/package.json`;
  if (!existsSync(manifest)) {
    writeFileSync(manifest, `${JSON.stringify({ name: "toolform-bench-peers", private: true })}\n`);
  }
  const specs = PEER_PACKAGES.map((p) => `${p.name}@${p.version}`);
  try {
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        peersDir,
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        "--no-save",
        ...specs,
      ],
      { stdio: ["ignore", "pipe", "pipe"], timeout: 300_000 },
    );
    return { ok: true, message: `installed ${specs.join(" ")}` };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr
      ?.toString()
      .trim()
      .split("\n")
      .slice(-3)
      .join(" ");
    return { ok: false, message: `npm install failed: ${stderr ?? String(error)}` };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = installPeers();
  console.log(r.message);
  process.exitCode = r.ok ? 0 : 1;
}
