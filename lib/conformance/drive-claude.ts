import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { z } from "zod";

/**
 * One Claude Code process in print mode speaking stream-json, under a fresh temporary HOME and
 * working folder, pointed at a (fake) Messages API. `send` writes one user message line and
 * waits for the `{"type":"result"}` line; `close` ends stdin, waits for the exit (killing it
 * after a grace period) and collects the transcripts it wrote under `$HOME/.claude/projects/`.
 * Works for every version from 1.0.117, the first with stream-json input.
 */

export type Runnable = { command: string; args: string[] };

export type DriveOptions = {
  claude: Runnable;
  model: string;
  baseUrl: string;
  /** Extra environment (e.g. CLAUDE_CODE_AUTO_COMPACT_WINDOW); the base is minimal, never the caller's. */
  env?: Record<string, string>;
  extraArgs?: string[];
  turnTimeoutMs?: number;
  /** Files to write into the working folder before the process starts. */
  files?: Record<string, string>;
  /** The pause between a turn's result line and the next user line (default TURN_SETTLE_MS). */
  settleMs?: number;
  /**
   * Non-essential traffic on, as real users run: the client's requests to Anthropic's hosts go
   * through this proxy (the fake remote-flags server), which it trusts through the CA file.
   * Without it the client is told to fetch no remote flags or settings.
   */
  remote?: RemoteTraffic;
};

export type RemoteTraffic = { proxyUrl: string; caFile: string };

/** The environment that turns remote traffic off, or sends it to the lab's proxy. */
function trafficEnv(remote: RemoteTraffic | undefined): Record<string, string> {
  if (!remote) return { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1", DISABLE_TELEMETRY: "1" };
  const noProxy = "127.0.0.1,localhost";
  return {
    HTTPS_PROXY: remote.proxyUrl,
    https_proxy: remote.proxyUrl,
    HTTP_PROXY: remote.proxyUrl,
    http_proxy: remote.proxyUrl,
    NO_PROXY: noProxy,
    no_proxy: noProxy,
    NODE_EXTRA_CA_CERTS: remote.caFile,
  };
}

/** The fake key the lab gives every client (the fake API takes any). */
export const LAB_API_KEY = "sk-ant-conformance-fake";

/**
 * A client's whole environment: minimal, never the caller's (keys, NODE_ENV), pointed at the
 * fake API, with the remote traffic off or sent to the lab's proxy, and the setting's variables.
 */
export function labEnvironment(
  options: Pick<DriveOptions, "baseUrl" | "remote" | "env">,
  home: string,
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    TMPDIR: tmpdir(),
    ANTHROPIC_BASE_URL: options.baseUrl,
    ANTHROPIC_API_KEY: LAB_API_KEY,
    ...trafficEnv(options.remote),
    DISABLE_AUTOUPDATER: "1",
    ...options.env,
  };
}

const outputLineSchema = z.looseObject({ type: z.string(), subtype: z.string().optional() });
export type OutputLine = z.infer<typeof outputLineSchema>;

export type TurnOutcome =
  | { ok: true; result: OutputLine; lines: OutputLine[] }
  | { ok: false; reason: string; lines: OutputLine[] };

export type WrittenFile = { path: string; text: string };

export type SessionEnd = {
  exitCode: number | null;
  signal: string | null;
  killed: boolean;
  stderr: string;
  /** Every .jsonl under $HOME/.claude/projects, subagent files included. */
  transcripts: WrittenFile[];
  /** `$HOME/.claude/debug/*.txt` when the run passed --debug. */
  debug: WrittenFile[];
};

export type ClaudeSession = {
  home: string;
  cwd: string;
  send(text: string): Promise<TurnOutcome>;
  /**
   * A stream-json control request (as the Agent SDK sends `setModel`: `{ subtype: "set_model",
   * model }`), answered by a `control_response` line; the outcome carries it as `result`.
   */
  control(request: Record<string, unknown>): Promise<TurnOutcome>;
  close(): Promise<SessionEnd>;
};

export async function readTree(root: string, suffix: string): Promise<WrittenFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  return Promise.all(
    files.map(async (file) => ({ path: file, text: await readFile(file, "utf8") })),
  );
}

const CLOSE_GRACE_MS = 10_000;

/**
 * How long `send` waits after the previous turn's result line before writing the next user
 * line. 2.1.69 to 2.1.72 still settle the finished turn after printing its result: a user line
 * that arrives at once races it, and in about half of such sessions the autocompaction the
 * next turn starts is lost (the summarization request is sent, then the main call goes out with
 * the uncompacted messages, and no compact_boundary is printed or written). 100 ms later it
 * never happened (conformance lab, 2026-11-26, reported 167,000, sent at once: 2.1.69 lost 6 of
 * 10, 2.1.70 3 of 8, 2.1.71 5 of 8, 2.1.72 3 of 8; 2.1.68, 2.1.73, 2.1.74, 2.1.76 and 2.1.112
 * none of 8, 2.1.80 and 2.1.96 none of 6; 2.1.69 none of 22 after 100 ms to 1 s). A person
 * never types that fast, so the lab waits, with a margin.
 */
export const TURN_SETTLE_MS = 250;

export async function startClaudeSession(options: DriveOptions): Promise<ClaudeSession> {
  const home = await mkdtemp(path.join(tmpdir(), "cc-home-"));
  const cwd = await mkdtemp(path.join(tmpdir(), "cc-work-"));
  for (const [name, text] of Object.entries(options.files ?? {})) {
    await mkdir(path.dirname(path.join(cwd, name)), { recursive: true });
    await writeFile(path.join(cwd, name), text);
  }
  const env = labEnvironment(options, home);
  const child = spawn(
    options.claude.command,
    [
      ...options.claude.args,
      "-p",
      "--input-format",
      "stream-json",
      "--output-format",
      "stream-json",
      "--verbose",
      "--model",
      options.model,
      ...(options.extraArgs ?? []),
    ],
    {
      cwd,
      stdio: ["pipe", "pipe", "pipe"],
      env: env as NodeJS.ProcessEnv, // a minimal environment: never the caller's (keys, NODE_ENV)
    },
  );
  let stderr = "";
  child.stderr.on(
    "data",
    (data: Buffer) => void (stderr = (stderr + data.toString()).slice(-20_000)),
  );
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal })),
  );
  let exitInfo: { code: number | null; signal: string | null } | null = null;
  void exited.then((info) => (exitInfo = info));

  let pending: OutputLine[] = [];
  let waiter: ((line: OutputLine | null) => void) | null = null;
  const backlog: (OutputLine | null)[] = [];
  createInterface({ input: child.stdout }).on("line", (text) => {
    let parsed: OutputLine | null = null;
    try {
      parsed = outputLineSchema.parse(JSON.parse(text));
    } catch {
      parsed = { type: "unparsed", text };
    }
    if (waiter) waiter(parsed);
    else backlog.push(parsed);
  });
  void exited.then(() => (waiter ? waiter(null) : backlog.push(null)));
  const nextLine = (timeoutMs: number) =>
    new Promise<OutputLine | null | "timeout">((resolve) => {
      if (backlog.length > 0) return resolve(backlog.shift() ?? null);
      const timer = setTimeout(() => {
        waiter = null;
        resolve("timeout");
      }, timeoutMs);
      waiter = (line) => {
        clearTimeout(timer);
        waiter = null;
        resolve(line);
      };
    });

  const turnTimeoutMs = options.turnTimeoutMs ?? 60_000;
  const settleMs = options.settleMs ?? TURN_SETTLE_MS;
  let killed = false;
  let lastResultAt: number | null = null;

  /** Writes one stdin line and reads output until `isEnd` says a line ends the exchange. */
  async function exchange(
    input: object,
    isEnd: (output: OutputLine) => boolean,
  ): Promise<TurnOutcome> {
    pending = [];
    if (exitInfo !== null || child.stdin.destroyed)
      return {
        ok: false,
        reason: `the process had exited (${JSON.stringify(exitInfo)})`,
        lines: [],
      };
    const settle = lastResultAt === null ? 0 : lastResultAt + settleMs - Date.now();
    if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
    child.stdin.write(`${JSON.stringify(input)}\n`);
    const deadline = Date.now() + turnTimeoutMs;
    for (;;) {
      const line = await nextLine(Math.max(1, deadline - Date.now()));
      if (line === "timeout") {
        killed = true;
        child.kill("SIGKILL");
        return {
          ok: false,
          reason: `no result line within ${turnTimeoutMs} ms: killed`,
          lines: pending,
        };
      }
      if (line === null)
        return {
          ok: false,
          reason: `exited before the result line: ${stderr.slice(-500)}`,
          lines: pending,
        };
      pending.push(line);
      if (isEnd(line)) {
        lastResultAt = Date.now();
        return { ok: true, result: line, lines: pending };
      }
    }
  }

  const send = (text: string) =>
    exchange(
      { type: "user", message: { role: "user", content: text } },
      (l) => l.type === "result",
    );
  let controls = 0;
  const control = (request: Record<string, unknown>) =>
    exchange(
      { type: "control_request", request_id: `lab-${++controls}`, request },
      (l) => l.type === "control_response",
    );

  async function close(): Promise<SessionEnd> {
    child.stdin.end();
    const timer = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, CLOSE_GRACE_MS);
    const info = await exited;
    clearTimeout(timer);
    const transcripts = await readTree(path.join(home, ".claude", "projects"), ".jsonl");
    const debug = await readTree(path.join(home, ".claude", "debug"), ".txt");
    await Promise.all([
      rm(home, { recursive: true, force: true }),
      rm(cwd, { recursive: true, force: true }),
    ]);
    return { exitCode: info.code, signal: info.signal, killed, stderr, transcripts, debug };
  }

  return { home, cwd, send, control, close };
}
