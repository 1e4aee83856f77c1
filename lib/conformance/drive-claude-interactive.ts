import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  LAB_API_KEY,
  labEnvironment,
  readTree,
  TURN_SETTLE_MS,
  type ClaudeSession,
  type DriveOptions,
  type OutputLine,
  type SessionEnd,
  type TurnOutcome,
} from "./drive-claude";
import { asksForSecondInterrupt, preAnsweredConfig, readPane } from "./interactive-pane";
import { openTmuxPane, PANE_POLL_MS, PANE_START_TIMEOUT_MS, QUIET_POLLS, sleep } from "./tmux-pane";

/**
 * One Claude Code process in its interactive mode (no `-p`), in a tmux pane under a fresh
 * temporary HOME and working folder, pointed at a (fake) Messages API: what users run, and what
 * reads the settings print mode ignores (remote experiment windows, tool-result previews). The
 * same `ClaudeSession` as drive-claude.ts, so the lab's scenarios take either:
 * `send` types a prompt and Enter, then waits until the transcript has grown and the pane has
 * shown no spinner for a while (the interactive client prints no result line); `close` quits
 * with Ctrl-C twice and collects the transcripts. The first-run questions are answered before
 * the start through the HOME's `.claude.json` (interactive-pane.ts), and on screen if one still
 * shows. tmux runs on its own socket in a temporary folder: the lab never touches another
 * tmux server.
 */

const CLOSE_GRACE_MS = 10_000;

/** The records of every transcript the client wrote, each parsed loosely. */
function recordsOf(texts: string[]): OutputLine[] {
  const records: OutputLine[] = [];
  for (const text of texts)
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      try {
        const value = JSON.parse(line) as { type?: unknown };
        records.push({ ...value, type: typeof value.type === "string" ? value.type : "unknown" });
      } catch {
        records.push({ type: "unparsed", text: line });
      }
    }
  return records;
}

export async function startInteractiveSession(options: DriveOptions): Promise<ClaudeSession> {
  const home = await mkdtemp(path.join(tmpdir(), "cc-home-"));
  const cwd = await mkdtemp(path.join(tmpdir(), "cc-work-"));
  const tmuxDir = await mkdtemp(path.join(tmpdir(), "cc-tmux-"));
  for (const [name, text] of Object.entries(options.files ?? {})) {
    await mkdir(path.dirname(path.join(cwd, name)), { recursive: true });
    await writeFile(path.join(cwd, name), text);
  }
  await writeFile(
    path.join(home, ".claude.json"),
    JSON.stringify(preAnsweredConfig(cwd, LAB_API_KEY)),
  );
  // A shell around the client writes its exit status, then ends the pane.
  const exitFile = path.join(tmuxDir, "exit-status");
  const client = [
    "/bin/sh",
    "-c",
    // Trapped (not ignored, which the client would inherit), Ctrl-C leaves the shell alive.
    'trap : INT; "$0" "$@"; echo $? > "$LAB_EXIT_FILE"',
    options.claude.command,
    ...options.claude.args,
    "--model",
    options.model,
    ...(options.extraArgs ?? []),
  ];
  const pane = await openTmuxPane({
    dir: tmuxDir,
    cwd,
    env: labEnvironment(options, home),
    command: client,
    paneEnv: { LAB_EXIT_FILE: exitFile },
  });

  /**
   * Null while the client runs; its exit status once it is done (null when a signal ended it).
   * The status comes from the wrapper's file: tmux 3.3 leaves `pane_dead_status` empty.
   */
  const dead = async (): Promise<{ code: number | null } | null> => {
    const status = await readFile(exitFile, "utf8").catch(() => null);
    if (status !== null) return { code: Number(status.trim()) };
    return (await pane.isDead()) ? { code: null } : null;
  };
  const transcriptTexts = async () =>
    (await readTree(path.join(home, ".claude", "projects"), ".jsonl")).map((f) => f.text);
  let killed = false;
  let lastScreen = "";

  /**
   * Polls the pane until `done` says so: questions are answered, a stop or an exit ends the
   * wait with its reason, the deadline kills the client.
   */
  async function waitFor(
    timeoutMs: number,
    done: (quietPolls: number, grew: boolean) => boolean,
    grewSince: () => Promise<boolean>,
  ): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    let quiet = 0;
    let lastCount = -1;
    while (Date.now() < deadline) {
      await sleep(PANE_POLL_MS);
      const exited = await dead();
      lastScreen = await pane.capture();
      if (exited)
        return `the client exited (status ${exited.code}): ${lastScreen.trim().slice(-400)}`;
      const state = readPane(lastScreen);
      if (state.kind === "stopped") return `the client stopped: ${state.reason}`;
      if (state.kind === "question") {
        await pane.sendKeys(...state.keys);
        quiet = 0;
        continue;
      }
      const count = recordsOf(await transcriptTexts()).length;
      quiet = state.kind === "idle" && count === lastCount ? quiet + 1 : 0;
      lastCount = count;
      if (done(quiet, await grewSince())) return null;
    }
    killed = true;
    await pane.kill();
    return `no quiet prompt within ${timeoutMs} ms: killed (screen: ${lastScreen.trim().slice(-400)})`;
  }

  const turnTimeoutMs = options.turnTimeoutMs ?? 60_000;
  const settleMs = options.settleMs ?? TURN_SETTLE_MS;
  const started = waitFor(
    PANE_START_TIMEOUT_MS,
    (quiet) => quiet >= QUIET_POLLS,
    async () => false,
  );

  async function send(text: string): Promise<TurnOutcome> {
    const notReady = await started;
    if (notReady) return { ok: false, reason: notReady, lines: [] };
    const before = recordsOf(await transcriptTexts()).length;
    await sleep(settleMs);
    await pane.submit(text);
    const grew = async () => recordsOf(await transcriptTexts()).length > before;
    const failed = await waitFor(turnTimeoutMs, (quiet, g) => g && quiet >= QUIET_POLLS, grew);
    const lines = recordsOf(await transcriptTexts()).slice(before);
    if (failed) return { ok: false, reason: failed, lines };
    return { ok: true, result: { type: "result", subtype: "interactive-quiet" }, lines };
  }

  const control = async (): Promise<TurnOutcome> => ({
    ok: false,
    reason: "the interactive client takes no stream-json control requests",
    lines: [],
  });

  async function close(): Promise<SessionEnd> {
    await started;
    let exited = await dead();
    if (!exited) {
      await pane.sendKeys("C-c").catch(() => undefined);
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (!exited && Date.now() < deadline) {
        await sleep(PANE_POLL_MS);
        exited = await dead();
        const screen = await pane.capture();
        if (!exited && asksForSecondInterrupt(screen))
          await pane.sendKeys("C-c").catch(() => undefined);
        if (screen) lastScreen = screen;
      }
    }
    if (!exited) killed = true;
    await pane.kill();
    const transcripts = await readTree(path.join(home, ".claude", "projects"), ".jsonl");
    const debug = await readTree(path.join(home, ".claude", "debug"), ".txt");
    await Promise.all([home, cwd, tmuxDir].map((dir) => rm(dir, { recursive: true, force: true })));
    return {
      exitCode: exited?.code ?? null,
      signal: null,
      killed,
      // No stderr of its own in a pane: the last screen says where the client was.
      stderr: lastScreen.trim().slice(-2_000),
      transcripts,
      debug,
    };
  }

  return { home, cwd, send, control, close };
}
