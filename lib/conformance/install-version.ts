import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { shipsCliJs, type Published } from "./version-spec";

/**
 * Claude Code, installed on demand from the npm registry into a cache folder outside git
 * (`$XDG_CACHE_HOME/compaction-lab/claude-code/<version>`, else `~/.cache/...`), never as a
 * dependency of the app. Install scripts are not run (npm 11 blocks them anyway): versions up
 * to 2.1.112 run their `cli.js` with this Node; later ones the native binary of the
 * `@anthropic-ai/claude-code-linux-x64` optional dependency, run directly (its wrapper's
 * postinstall, which would link it, is skipped). Every install is checked with `--version`.
 */

const run = promisify(execFile);
const PACKAGE = "@anthropic-ai/claude-code";

export type ClaudeCommand = {
  version: string;
  command: string;
  args: string[];
  kind: "cli.js" | "native";
};

export type Installed = { ok: true; value: ClaudeCommand } | { ok: false; reason: string };

function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(base, "compaction-lab", "claude-code");
}

/** Where a version's runnable lives once installed. */
function commandFor(version: string, root = cacheRoot()): ClaudeCommand {
  const modules = path.join(root, version, "node_modules", "@anthropic-ai");
  return shipsCliJs(version)
    ? {
        version,
        kind: "cli.js",
        command: process.execPath,
        args: [path.join(modules, "claude-code", "cli.js")],
      }
    : {
        version,
        kind: "native",
        command: path.join(modules, "claude-code-linux-x64", "claude"),
        args: [],
      };
}

const npmViewSchema = z.object({
  versions: z.array(z.string()),
  "dist-tags": z.object({ latest: z.string() }),
});

/** npm's refusal in a line (its error code and first error lines), never a stack. */
export function npmFailure(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr;
  const text = typeof stderr === "string" ? stderr : String(error);
  const code = /npm error code (\S+)/.exec(text)?.[1];
  const lines = text
    .split("\n")
    .filter((l) => /npm (error|ERR!)/.test(l))
    .slice(0, 4)
    .join(" | ");
  return code
    ? `the registry refused (${code}): ${lines}`
    : `npm failed: ${lines || text.slice(0, 300)}`;
}

/** The published versions and `latest` of a package (Claude Code's unless named), one `npm view`. */
export async function readPublished(
  packageName = PACKAGE,
): Promise<{ ok: true; value: Published } | { ok: false; reason: string }> {
  try {
    const { stdout } = await run("npm", ["view", packageName, "versions", "dist-tags", "--json"], {
      maxBuffer: 16 << 20,
    });
    const parsed = npmViewSchema.safeParse(JSON.parse(stdout));
    if (!parsed.success)
      return {
        ok: false,
        reason: `npm view answered an unexpected shape: ${z.prettifyError(parsed.error)}`,
      };
    return {
      ok: true,
      value: { versions: parsed.data.versions, latest: parsed.data["dist-tags"].latest },
    };
  } catch (error) {
    return { ok: false, reason: `Could not list ${packageName} versions: ${npmFailure(error)}` };
  }
}

/**
 * `npm install <spec>` into a folder of its own, outside any project: no lock file written,
 * install scripts not run (the registry's ordinary client, as a person would). Rejects with
 * npm's error (its stderr) when the registry or npm refuses.
 */
export async function npmInstallInto(dir: string, spec: string): Promise<void> {
  await run(
    "npm",
    ["install", "--prefix", dir, "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", spec],
    { timeout: 600_000, maxBuffer: 16 << 20 },
  );
}

async function reportsVersion(claude: ClaudeCommand): Promise<string | null> {
  if (!existsSync(claude.kind === "cli.js" ? (claude.args[0] ?? "") : claude.command)) return null;
  try {
    const { stdout } = await run(claude.command, [...claude.args, "--version"], {
      timeout: 60_000,
    });
    return stdout.trim();
  } catch {
    return null;
  }
}

/**
 * Installs one version into the cache unless it is there and runs; answers how to run it.
 *
 * @example
 * const installed = await installVersion("2.0.8");
 * installed.ok && installed.value.kind // "cli.js"
 */
export async function installVersion(version: string, root = cacheRoot()): Promise<Installed> {
  const claude = commandFor(version, root);
  const cached = await reportsVersion(claude);
  if (cached?.startsWith(version)) return { ok: true, value: claude };
  const dir = path.join(root, version);
  await mkdir(dir, { recursive: true });
  try {
    await npmInstallInto(dir, `${PACKAGE}@${version}`);
  } catch (error) {
    return { ok: false, reason: `Installing ${PACKAGE}@${version}: ${npmFailure(error)}` };
  }
  const reported = await reportsVersion(claude);
  if (!reported?.startsWith(version))
    return {
      ok: false,
      reason: `${PACKAGE}@${version} installed in ${dir} but \`${claude.kind === "native" ? claude.command : "node cli.js"} --version\` answered ${JSON.stringify(reported)}.`,
    };
  return { ok: true, value: claude };
}
