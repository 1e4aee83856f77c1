import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { startFakeOpenAiApi, type RecordedOpenAiRequest } from "./fake-openai-api";
import type { OpenCodeCommand } from "./install-opencode";
import type { LabModelLimits } from "./lab-models";

const run = promisify(execFile);
const RUN_TIMEOUT_MS = 120_000;
export const PROVIDER = "fake";

export type OpenCodeProbe = {
  compacted: boolean;
  requests: RecordedOpenAiRequest[];
  /** `opencode export`'s document of the session (null when none could be read). */
  exported: unknown;
  failure: string | null;
};

/** The lab's prompt: answered with a tool call, so a step follows it and the check runs before. */
export const LAB_PROMPT = "read a.txt";

const sessionListSchema = z.array(z.object({ id: z.string() }));

/**
 * Without network, OpenCode would wait on models.dev and try npm for plugins; without a TTY,
 * `run` reads its stdin (closed below). Everything of the machine's stays out: a fresh HOME and
 * XDG folders.
 */
export function labEnv(home: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: home,
    XDG_DATA_HOME: path.join(home, ".local", "share"),
    XDG_CONFIG_HOME: path.join(home, ".config"),
    XDG_CACHE_HOME: path.join(home, ".cache"),
    XDG_STATE_HOME: path.join(home, ".local", "state"),
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_DEFAULT_PLUGINS: "1",
    OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
    OPENCODE_DISABLE_SHARE: "1",
    OPENCODE_DISABLE_CLAUDE_CODE: "1",
  };
}

export async function runOpenCode(
  opencode: OpenCodeCommand,
  args: string[],
  cwd: string,
  home: string,
) {
  const child = run(opencode.command, args, {
    cwd,
    env: labEnv(home) as NodeJS.ProcessEnv, // a minimal environment: never the caller's (keys, NODE_ENV)
    timeout: RUN_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  child.child.stdin?.end();
  return (await child).stdout;
}

/**
 * The work folder's opencode.json: the fake provider with one custom model of `limits`, and
 * `extra` on top (e.g. `{ compaction: { prune: true } }`).
 */
export function labConfig(baseUrl: string, model: string, limits: LabModelLimits, extra = {}) {
  return {
    autoupdate: false,
    share: "disabled",
    model: `${PROVIDER}/${model}`,
    provider: {
      [PROVIDER]: {
        npm: "@ai-sdk/openai-compatible",
        name: "Compaction Lab fake",
        options: { baseURL: `${baseUrl}/v1`, apiKey: "fake" },
        models: { [model]: { name: model, limit: limits } },
      },
    },
    ...extra,
  };
}

/**
 * The lab's scenario on the real client, in a fresh HOME and working folder: `opencode run`
 * with one prompt against the fake provider, whose custom model has `limits`; the first answer
 * is a tool call whose usage reports `total` (prompt total - 1, one output token); the client
 * runs the tool and checks before its next step. With `isExported`, the session is then read
 * back with `opencode export`.
 *
 * @example
 * const probe = await probeOpenCode(command, "claude-sonnet-4-5", limits, 168_000);
 * probe.compacted // true
 */
export async function probeOpenCode(
  opencode: OpenCodeCommand,
  model: string,
  limits: LabModelLimits,
  total: number,
  /** Read the session back with `opencode export` (7 s more: two more starts of the client). */
  isExported = false,
): Promise<OpenCodeProbe> {
  const api = await startFakeOpenAiApi((turn) =>
    turn === 0
      ? { promptTokens: total - 1, toolCall: { name: "read", args: { filePath: "a.txt" } } }
      : { promptTokens: 500 },
  );
  const root = await mkdtemp(path.join(tmpdir(), "opencode-lab-"));
  const home = path.join(root, "home");
  const work = path.join(root, "work");
  let failure: string | null = null;
  let exported: unknown = null;
  try {
    await mkdir(home, { recursive: true });
    await mkdir(work, { recursive: true });
    await writeFile(path.join(work, "a.txt"), "hello\n");
    await writeFile(
      path.join(work, "opencode.json"),
      JSON.stringify(labConfig(api.baseUrl, model, limits)),
    );
    await runOpenCode(opencode, ["run", "--model", `${PROVIDER}/${model}`, LAB_PROMPT], work, home);
    if (isExported) exported = await exportSession(opencode, work, home);
  } catch (error) {
    failure = error instanceof Error ? (error.message.split("\n")[0] ?? "failed") : String(error);
  } finally {
    await api.close();
    await rm(root, { recursive: true, force: true });
  }
  return { compacted: compactedIn(api.requests), requests: api.requests, exported, failure };
}

/**
 * The one session of a lab run, as `opencode export` prints it (null when there is none). The
 * export goes to a file: through a pipe the client exits before a large document is written
 * out (a 7-read session's export stopped at 255,808 characters).
 */
export async function exportSession(opencode: OpenCodeCommand, work: string, home: string) {
  const listed = await runOpenCode(opencode, ["session", "list", "--format", "json"], work, home);
  const id = sessionListSchema.parse(JSON.parse(listed))[0]?.id;
  if (!id) return null;
  const file = path.join(home, "export.json");
  await runOpenCodeToFile(opencode, ["export", id], work, home, file);
  return JSON.parse(await readFile(file, "utf8")) as unknown;
}

/** `runOpenCode` with stdout written to `file` (stdin at its end, stderr dropped). */
async function runOpenCodeToFile(
  opencode: OpenCodeCommand,
  args: string[],
  cwd: string,
  home: string,
  file: string,
) {
  const out = await open(file, "w");
  try {
    const child = spawn(opencode.command, args, {
      cwd,
      env: labEnv(home) as NodeJS.ProcessEnv,
      timeout: RUN_TIMEOUT_MS,
      stdio: ["ignore", out.fd, "ignore"],
    });
    const [code] = (await once(child, "exit")) as [number | null];
    if (code !== 0) throw new Error(`opencode ${args[0]} exited with ${code}`);
  } finally {
    await out.close();
  }
}

const compactedIn = (requests: readonly RecordedOpenAiRequest[]) =>
  requests.some((request) => request.kind === "compaction");
