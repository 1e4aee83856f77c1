// ccusage, installed on demand from the npm registry into a cache folder outside git
// (`$XDG_CACHE_HOME/compaction-lab/ccusage/<version>`, else `~/.cache/...`), as the conformance
// lab installs Claude Code (with its npmInstallInto): never a dependency of the app, install
// scripts not run, and every install checked with `--version`.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { npmInstallInto } from "../../lib/conformance/install-version";

const run = promisify(execFile);

/** The version the benchmark compares with: the 18 line the import's target was set against. */
export const CCUSAGE_VERSION = "18.0.11";

function cacheDir(version: string): string {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(base, "compaction-lab", "ccusage", version);
}

async function reportedVersion(script: string): Promise<string | null> {
  if (!existsSync(script)) return null;
  try {
    const { stdout } = await run(process.execPath, [script, "--version"], { timeout: 60_000 });
    return stdout.trim();
  } catch {
    return null;
  }
}

/** The path of ccusage's command-line script (run it with this Node), installing it if needed. */
export async function installCcusage(version = CCUSAGE_VERSION): Promise<string> {
  const dir = cacheDir(version);
  const script = path.join(dir, "node_modules", "ccusage", "dist", "index.js");
  if ((await reportedVersion(script)) === version) return script;
  await mkdir(dir, { recursive: true });
  console.log(`Installing ccusage@${version} into ${dir} ...`);
  await npmInstallInto(dir, `ccusage@${version}`);
  const reported = await reportedVersion(script);
  if (reported !== version)
    throw new Error(`ccusage@${version} installed in ${dir} but --version answered ${reported}`);
  return script;
}
