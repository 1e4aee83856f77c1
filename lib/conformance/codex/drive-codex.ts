import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import type { CodexProvider } from "./codex-provider";
import { fakeChatGptAuthJson } from "./fake-chatgpt-login";
import type { CodexCommand } from "./install-codex";

/**
 * One Codex CLI session driven turn by turn: `codex exec --skip-git-repo-check <prompt>` for
 * the first turn, `codex exec --skip-git-repo-check resume <session id> <prompt>` for each next
 * one (the id the first turn printed: up to 0.5x `resume --last <prompt>` takes the prompt for
 * a session id),
 * under a fresh `CODEX_HOME`, `HOME` and working folder, against a provider named in
 * `config.toml` whose `base_url` is the fake Responses API on 127.0.0.1 (`env_key` names a
 * variable holding a fake key), or the built-in OpenAI provider pointed at the fake. The environment is minimal, never the caller's, so the client
 * has no login and no other provider to reach. `close` collects the rollouts it wrote under
 * `$CODEX_HOME/sessions/` and removes the folders.
 */

export const FAKE_PROVIDER_KEY_VARIABLE = "CONFORMANCE_FAKE_KEY";
const FAKE_KEY = "conformance-fake-key";
const TURN_TIMEOUT_MS = 120_000;
/** `exec` prints its header on stderr, with the session's id (from 0.4x). */
const SESSION_ID_LINE = /^session id: (\S+)$/m;

export type CodexTurn = {
  exitCode: number | null;
  timedOut: boolean;
  /** stdout and stderr together: `exec` prints "context compacted" on stderr in some versions. */
  output: string;
};

export type CodexSession = {
  home: string;
  /** Runs one prompt as the next turn (the first starts the session). */
  turn(prompt: string): Promise<CodexTurn>;
  /** The rollouts written (text of each `.jsonl`), then the folders removed unless kept. */
  close(options?: { keep?: boolean }): Promise<{ rollouts: string[] }>;
};

export type CodexSessionOptions = {
  codex: CodexCommand;
  baseUrl: string;
  /** Omitted: the version's default model. */
  model?: string;
  /** More `config.toml` lines (e.g. `model_auto_compact_token_limit = 100000`). */
  configLines?: string[];
  /**
   * Omitted: "custom". "openai": the built-in provider, pointed at the fake by
   * `OPENAI_BASE_URL` (what releases up to 0.1xx read) and `openai_base_url` in config.toml
   * (what 0.169 reads; older releases ignore the key), its API key in `OPENAI_API_KEY` and
   * `CODEX_API_KEY` (the one `exec` reads from 0.4x). "openai-chatgpt": the same provider
   * signed in with a made-up ChatGPT login in `auth.json` instead (fake-chatgpt-login.ts).
   */
  provider?: CodexProvider;
  /** The interactive client (TUI) in a tmux pane instead of `codex exec` (drive-codex-interactive.ts). */
  interactive?: boolean;
};

/**
 * The config.toml that points the client at the fake. TOML strings are JSON-quoted.
 * `trustedFolder`: the working folder marked trusted, so the TUI asks no first-run question.
 */
export function codexConfig(
  options: Omit<CodexSessionOptions, "codex">,
  trustedFolder?: string,
): string {
  const trust = trustedFolder
    ? [`[projects.${JSON.stringify(trustedFolder)}]`, `trust_level = "trusted"`, ""]
    : [];
  if (options.provider === "openai" || options.provider === "openai-chatgpt")
    return [
      ...(options.model ? [`model = ${JSON.stringify(options.model)}`] : []),
      `model_provider = "openai"`,
      `openai_base_url = ${JSON.stringify(options.baseUrl)}`,
      ...(options.configLines ?? []),
      "",
      ...trust,
    ].join("\n");
  return [
    ...(options.model ? [`model = ${JSON.stringify(options.model)}`] : []),
    `model_provider = "conformance-fake"`,
    ...(options.configLines ?? []),
    "",
    "[model_providers.conformance-fake]",
    `name = "conformance fake Responses API"`,
    `base_url = ${JSON.stringify(options.baseUrl)}`,
    `env_key = "${FAKE_PROVIDER_KEY_VARIABLE}"`,
    `wire_api = "responses"`,
    // A refused or slow answer is a finding, not something to retry for minutes.
    "request_max_retries = 0",
    "stream_max_retries = 0",
    "",
    ...trust,
  ].join("\n");
}

/** A session's folders: a temporary root holding HOME (with `.codex`) and the working folder. */
export type CodexFolders = { root: string; codexHome: string; cwd: string };

/**
 * Makes the folders, writes config.toml (and a made-up login for openai-chatgpt), and answers
 * them with the minimal environment the client runs in: never the caller's.
 */
export async function prepareCodexSession(
  options: CodexSessionOptions,
): Promise<{ folders: CodexFolders; env: Record<string, string> }> {
  const root = await mkdtemp(path.join(tmpdir(), "codex-lab-"));
  const home = path.join(root, "home");
  const codexHome = path.join(home, ".codex");
  const cwd = path.join(root, "work");
  await mkdir(codexHome, { recursive: true });
  await mkdir(cwd, { recursive: true });
  await writeFile(
    path.join(codexHome, "config.toml"),
    codexConfig(options, options.interactive ? cwd : undefined),
  );
  if (options.provider === "openai-chatgpt")
    await writeFile(path.join(codexHome, "auth.json"), fakeChatGptAuthJson(new Date()));
  // The TUI asks the built-in provider's user to sign in first, whatever the environment
  // holds: an API-key login (what `codex login --api-key` writes) answers it.
  else if (options.provider === "openai" && options.interactive)
    await writeFile(
      path.join(codexHome, "auth.json"),
      JSON.stringify({ OPENAI_API_KEY: FAKE_KEY }),
    );
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    CODEX_HOME: codexHome,
    [FAKE_PROVIDER_KEY_VARIABLE]: FAKE_KEY,
    ...(options.provider === "openai"
      ? { OPENAI_BASE_URL: options.baseUrl, OPENAI_API_KEY: FAKE_KEY, CODEX_API_KEY: FAKE_KEY }
      : {}),
    // No key in the environment: `exec` would take it over the login.
    ...(options.provider === "openai-chatgpt" ? { OPENAI_BASE_URL: options.baseUrl } : {}),
    RUST_LOG: "error",
    NO_COLOR: "1",
  };
  return { folders: { root, codexHome, cwd }, env };
}

/** The rollouts the session wrote under `$CODEX_HOME/sessions/` (text of each `.jsonl`). */
export async function readRollouts(codexHome: string): Promise<string[]> {
  const files = await listRollouts(path.join(codexHome, "sessions"));
  return Promise.all(files.map((f) => readFile(f, "utf8")));
}

async function listRollouts(dir: string): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries)
    if (entry.isFile() && entry.name.endsWith(".jsonl"))
      found.push(path.join(entry.parentPath, entry.name));
  return found.sort();
}

const sessionMetaSchema = z.object({
  type: z.literal("session_meta"),
  payload: z.looseObject({ id: z.string() }),
});

/** The session's id from its rollout's first line (0.3x print none). */
async function sessionIdOfRollout(dir: string): Promise<string | null> {
  const [first] = await listRollouts(dir);
  if (!first) return null;
  const line = (await readFile(first, "utf8")).split("\n")[0] ?? "";
  try {
    const parsed = sessionMetaSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data.payload.id : null;
  } catch {
    return null;
  }
}

function runOnce(
  codex: CodexCommand,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<CodexTurn> {
  return new Promise((resolve) => {
    const child = spawn(codex.command, [...codex.args, ...args], {
      cwd,
      env: env as NodeJS.ProcessEnv, // a minimal environment: never the caller's (keys, NODE_ENV)
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString("utf8")));
    child.stderr.on("data", (d: Buffer) => (output += d.toString("utf8")));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, TURN_TIMEOUT_MS);
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, timedOut, output });
    });
  });
}

export async function startCodexSession(options: CodexSessionOptions): Promise<CodexSession> {
  const {
    folders: { root, codexHome, cwd },
    env,
  } = await prepareCodexSession(options);
  let sessionId: string | null = null;
  let turns = 0;
  return {
    home: codexHome,
    turn: async (prompt) => {
      if (turns++ > 0 && sessionId === null)
        return { exitCode: null, timedOut: false, output: "the first turn printed no session id" };
      const args =
        sessionId === null
          ? ["exec", "--skip-git-repo-check", prompt]
          : ["exec", "--skip-git-repo-check", "resume", sessionId, prompt];
      const outcome = await runOnce(options.codex, args, cwd, env);
      sessionId ??=
        SESSION_ID_LINE.exec(outcome.output)?.[1] ??
        (await sessionIdOfRollout(path.join(codexHome, "sessions")));
      return outcome;
    },
    close: async ({ keep = false } = {}) => {
      const rollouts = await readRollouts(codexHome);
      if (!keep) await rm(root, { recursive: true, force: true });
      return { rollouts };
    },
  };
}
