import { mkdir, readFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { npmFailure, npmInstallInto } from "../install-version";

/**
 * Gemini CLI, installed on demand from the npm registry into a cache folder outside git
 * (`$XDG_CACHE_HOME/compaction-lab/gemini/<version>`, else `~/.cache/...`; about 100 MB a
 * version), never a dependency of the app. The package is a JavaScript bundle
 * (`bundle/gemini.js`) run with this Node. Install scripts are not run.
 */

/** `bin` is a path or a map of command names to paths; the client's command is `gemini`. */
const packageSchema = z.object({
  version: z.string(),
  bin: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
});
export const GEMINI_PACKAGE = "@google/gemini-cli";

export type GeminiCommand = { version: string; command: string; args: string[] };
export type InstalledGemini = { ok: true; value: GeminiCommand } | { ok: false; reason: string };

export function geminiCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(base, "compaction-lab", "gemini");
}

function packageFolder(root: string, version: string): string {
  return path.join(root, version, "node_modules", "@google", "gemini-cli");
}

/**
 * The installed package's manifest, or null when it is not there: reading it costs nothing,
 * where `gemini --version` loads the whole bundle (4 s).
 */
async function readManifest(root: string, version: string) {
  const manifest = path.join(packageFolder(root, version), "package.json");
  try {
    return packageSchema.parse(JSON.parse(await readFile(manifest, "utf8")));
  } catch {
    return null;
  }
}

/**
 * How to run the installed version: its `bin` entry with this Node. Releases up to about 0.30
 * ship `dist/index.js` (the core a dependency of its own), later ones one `bundle/gemini.js`.
 */
function commandFor(
  version: string,
  root: string,
  bin: z.infer<typeof packageSchema>["bin"],
): GeminiCommand {
  const entry = typeof bin === "string" ? bin : (bin?.gemini ?? "bundle/gemini.js");
  return {
    version,
    command: process.execPath,
    args: [path.join(packageFolder(root, version), entry)],
  };
}

/**
 * Installs one version into the cache unless it is there and runs; answers how to run it.
 *
 * @example
 * const installed = await installGemini("0.61.0");
 * installed.ok && installed.value.args[0] // ".../gemini/0.61.0/node_modules/@google/gemini-cli/bundle/gemini.js"
 */
export async function installGemini(
  version: string,
  root = geminiCacheRoot(),
): Promise<InstalledGemini> {
  const present = await readManifest(root, version);
  if (present?.version === version)
    return { ok: true, value: commandFor(version, root, present.bin) };
  const dir = path.join(root, version);
  await mkdir(dir, { recursive: true });
  try {
    await npmInstallInto(dir, `${GEMINI_PACKAGE}@${version}`);
  } catch (error) {
    return { ok: false, reason: `Installing ${GEMINI_PACKAGE}@${version}: ${npmFailure(error)}` };
  }
  const installed = await readManifest(root, version);
  const reported = installed?.version ?? null;
  if (installed === null || reported !== version)
    return {
      ok: false,
      reason: `${GEMINI_PACKAGE}@${version} installed in ${dir} but its package.json says ${JSON.stringify(reported)}.`,
    };
  return { ok: true, value: commandFor(version, root, installed.bin) };
}
