import { mkdir, readFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { npmFailure, npmInstallInto } from "../install-version";

/**
 * OpenCode, installed on demand from the npm registry into a cache folder outside git
 * (`$XDG_CACHE_HOME/compaction-lab/opencode/<version>`, else `~/.cache/...`; about 180 MB a
 * version), never a dependency of the app. `opencode-ai` pulls the native binary of this
 * platform as an optional dependency (`opencode-linux-x64/bin/opencode` here, a Bun-compiled
 * executable). Install scripts are not run.
 */

const packageSchema = z.object({ version: z.string() });
export const OPENCODE_PACKAGE = "opencode-ai";

export type OpenCodeCommand = { version: string; command: string };
export type InstalledOpenCode =
  { ok: true; value: OpenCodeCommand } | { ok: false; reason: string };

export function opencodeCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(base, "compaction-lab", "opencode");
}

/** The platform package's binary (`opencode-<os>-<arch>`), as the launcher of opencode-ai picks it. */
function commandFor(version: string, root: string): OpenCodeCommand {
  const platform = `opencode-${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  const binary = path.join(root, version, "node_modules", platform, "bin", "opencode");
  return { version, command: binary };
}

/** The version the installed package declares, or null when it is not there. */
async function installedVersion(root: string, version: string): Promise<string | null> {
  const manifest = path.join(root, version, "node_modules", OPENCODE_PACKAGE, "package.json");
  try {
    return packageSchema.parse(JSON.parse(await readFile(manifest, "utf8"))).version;
  } catch {
    return null;
  }
}

/**
 * Installs one version into the cache unless it is there; answers how to run it.
 *
 * @example
 * const installed = await installOpenCode("1.18.33");
 * installed.ok && installed.value.command // ".../opencode/1.18.33/node_modules/opencode-linux-x64/bin/opencode"
 */
export async function installOpenCode(
  version: string,
  root = opencodeCacheRoot(),
): Promise<InstalledOpenCode> {
  const opencode = commandFor(version, root);
  if ((await installedVersion(root, version)) === version) return { ok: true, value: opencode };
  const dir = path.join(root, version);
  await mkdir(dir, { recursive: true });
  try {
    await npmInstallInto(dir, `${OPENCODE_PACKAGE}@${version}`);
  } catch (error) {
    return { ok: false, reason: `Installing ${OPENCODE_PACKAGE}@${version}: ${npmFailure(error)}` };
  }
  const reported = await installedVersion(root, version);
  if (reported !== version)
    return {
      ok: false,
      reason: `${OPENCODE_PACKAGE}@${version} installed in ${dir} but its package.json says ${JSON.stringify(reported)}.`,
    };
  return { ok: true, value: opencode };
}
