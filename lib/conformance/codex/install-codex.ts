import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { npmFailure, npmInstallInto } from "../install-version";

/**
 * Codex CLI, installed on demand from the npm registry into a cache folder outside git
 * (`$XDG_CACHE_HOME/compaction-lab/codex/<version>`, else `~/.cache/...`; 90 to 420 MB a
 * version), never a dependency of the app. Every release's `bin/codex.js` is a small Node
 * launcher that finds the native binary wherever that release ships it (inside the package up
 * to 0.9x, in the `@openai/codex-linux-x64` optional dependency later), so the lab runs it with
 * this Node for every version. Install scripts are not run. Checked with `--version`.
 */

const run = promisify(execFile);
export const CODEX_PACKAGE = "@openai/codex";

export type CodexCommand = { version: string; command: string; args: string[] };
export type InstalledCodex = { ok: true; value: CodexCommand } | { ok: false; reason: string };

export function codexCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(base, "compaction-lab", "codex");
}

function commandFor(version: string, root: string): CodexCommand {
  const launcher = path.join(root, version, "node_modules", "@openai", "codex", "bin", "codex.js");
  return { version, command: process.execPath, args: [launcher] };
}

/** What `codex --version` prints ("codex-cli 0.169.0"), or null when it does not run. */
async function reportedVersion(codex: CodexCommand): Promise<string | null> {
  if (!existsSync(codex.args[0] ?? "")) return null;
  try {
    const { stdout } = await run(codex.command, [...codex.args, "--version"], { timeout: 60_000 });
    return stdout.trim().split(/\s+/).at(-1) ?? null;
  } catch {
    return null;
  }
}

/**
 * Installs one version into the cache unless it is there and runs; answers how to run it.
 *
 * @example
 * const installed = await installCodex("0.169.0");
 * installed.ok && installed.value.args[0] // ".../codex/0.169.0/node_modules/@openai/codex/bin/codex.js"
 */
export async function installCodex(
  version: string,
  root = codexCacheRoot(),
): Promise<InstalledCodex> {
  const codex = commandFor(version, root);
  if ((await reportedVersion(codex)) === version) return { ok: true, value: codex };
  const dir = path.join(root, version);
  await mkdir(dir, { recursive: true });
  try {
    await npmInstallInto(dir, `${CODEX_PACKAGE}@${version}`);
  } catch (error) {
    return { ok: false, reason: `Installing ${CODEX_PACKAGE}@${version}: ${npmFailure(error)}` };
  }
  const reported = await reportedVersion(codex);
  if (reported !== version)
    return {
      ok: false,
      reason: `${CODEX_PACKAGE}@${version} installed in ${dir} but \`codex --version\` answered ${JSON.stringify(reported)}.`,
    };
  return { ok: true, value: codex };
}
