import { rm } from "node:fs/promises";
import {
  openTmuxPane,
  PANE_POLL_MS,
  PANE_START_TIMEOUT_MS,
  QUIET_POLLS,
  sleep,
} from "../tmux-pane";
import { answeredTurns, readCodexPane } from "./codex-pane";
import {
  prepareCodexSession,
  readRollouts,
  type CodexSession,
  type CodexSessionOptions,
  type CodexTurn,
} from "./drive-codex";

/**
 * One Codex CLI process in its interactive client (the TUI, `codex` with no subcommand) in a
 * tmux pane, 200 x 50, under the same fresh HOME, config.toml and minimal environment as
 * `codex exec` (drive-codex.ts), the working folder marked trusted there and the built-in
 * OpenAI provider signed in with the fake key (the TUI asks first otherwise): what users run,
 * and one process for the whole session, so what the client keeps in memory between turns
 * stays (0.74.0, 0.75.0 and 0.77.0 hold the next turn's compaction check there; `exec resume`
 * loses it). The same `CodexSession` as the exec driver: `turn` types the prompt and Enter,
 * then waits until the rollout holds one more answer and the pane has been quiet for a while;
 * `close` sends Ctrl-C until the client exits and collects the rollouts. tmux runs on its own
 * socket in the session's temporary folder: the lab never touches another tmux server.
 */

const TURN_TIMEOUT_MS = 60_000;
const CLOSE_GRACE_MS = 5_000;

export async function startCodexInteractiveSession(
  options: CodexSessionOptions,
): Promise<CodexSession> {
  const { folders, env } = await prepareCodexSession({ ...options, interactive: true });
  const { root, codexHome, cwd } = folders;
  // A minimal environment, never the caller's (keys, NODE_ENV): the pane's shell inherits it.
  const pane = await openTmuxPane({
    dir: root,
    cwd,
    env,
    command: [options.codex.command, ...options.codex.args],
  });
  let screen = "";

  /**
   * Polls until `isDone` holds for QUIET_POLLS polls in a row with the rollout unchanged: a
   * waiting notice is answered, an exit or the deadline ends the wait with its reason.
   */
  async function waitFor(
    timeoutMs: number,
    isDone: (state: ReturnType<typeof readCodexPane>, rollouts: string[]) => boolean,
  ): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    let quiet = 0;
    let lastSize = -1;
    while (Date.now() < deadline) {
      await sleep(PANE_POLL_MS);
      screen = await pane.capture();
      if (await pane.isDead()) return `the client exited: ${screen.trim().slice(-400)}`;
      const state = readCodexPane(screen);
      if (state.kind === "question") {
        await pane.sendKeys(...state.keys);
        quiet = 0;
        continue;
      }
      const rollouts = await readRollouts(codexHome);
      const size = rollouts.reduce((sum, text) => sum + text.length, 0);
      quiet = isDone(state, rollouts) && size === lastSize ? quiet + 1 : 0;
      lastSize = size;
      if (quiet >= QUIET_POLLS) return null;
    }
    return `no quiet prompt within ${timeoutMs} ms (screen: ${screen.trim().slice(-400)})`;
  }

  const started = waitFor(PANE_START_TIMEOUT_MS, (state) => state.kind === "idle");

  return {
    home: codexHome,
    turn: async (prompt): Promise<CodexTurn> => {
      const notReady = await started;
      if (notReady) return { exitCode: null, timedOut: true, output: notReady };
      const before = answeredTurns(await readRollouts(codexHome));
      await pane.submit(prompt);
      const failed = await waitFor(
        TURN_TIMEOUT_MS,
        (state, rollouts) => state.kind === "idle" && answeredTurns(rollouts) > before,
      );
      return { exitCode: failed ? null : 0, timedOut: failed !== null, output: failed ?? screen };
    },
    close: async ({ keep = false } = {}) => {
      await started;
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (!(await pane.isDead()) && Date.now() < deadline) {
        await pane.sendKeys("C-c").catch(() => undefined);
        await sleep(PANE_POLL_MS * 2);
      }
      await pane.kill();
      const rollouts = await readRollouts(codexHome);
      if (!keep) await rm(root, { recursive: true, force: true });
      return { rollouts };
    },
  };
}
