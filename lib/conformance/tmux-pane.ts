import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The one pane's name on the lab's own tmux server. */
const PANE = "lab";
/** What a client in the pane is given: a wide screen, so its lines are not wrapped. */
const COLUMNS = "200";
const ROWS = "50";

/** How often a driver reads the screen. */
export const PANE_POLL_MS = 300;
/** Polls in a row with the client idle and its files unchanged before a turn counts as done. */
export const QUIET_POLLS = 4;
/** How long a client may take to show its prompt. */
export const PANE_START_TIMEOUT_MS = 30_000;

/** How long a typed prompt sits in the input box before Enter submits it. */
const TYPE_SETTLE_MS = 200;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One client in a tmux pane, read and typed into as a user would (the interactive drivers). */
export type TmuxPane = {
  /** The screen's text; "" once the server is gone. */
  capture(): Promise<string>;
  /** Whether the client in the pane has ended (its pane is kept: remain-on-exit). */
  isDead(): Promise<boolean>;
  /** tmux `send-keys` names (Enter, C-c, Down ...), one by one. */
  sendKeys(...keys: string[]): Promise<void>;
  /** Types `text` literally, on one line (a newline inside would submit early), then Enter. */
  submit(text: string): Promise<void>;
  /** Ends the server and its client. */
  kill(): Promise<void>;
};

/**
 * Starts `command` in a pane of a tmux server of the lab's own, its socket and config in `dir`
 * (the lab never touches another tmux server), under `env` alone (never the caller's: keys,
 * NODE_ENV), in `cwd`; `paneEnv` is set in the pane's session only.
 */
export async function openTmuxPane(options: {
  dir: string;
  cwd: string;
  env: Record<string, string>;
  command: string[];
  paneEnv?: Record<string, string>;
}): Promise<TmuxPane> {
  // remain-on-exit keeps a finished client's pane, so the driver sees it is done.
  const config = path.join(options.dir, "tmux.conf");
  await writeFile(config, "set -g remain-on-exit on\nset -g history-limit 2000\n");
  const socket = path.join(options.dir, "tmux.sock");
  const env: Record<string, string> = { ...options.env, TERM: "xterm-256color" };
  const tmux = async (...args: string[]) =>
    (await run("tmux", ["-S", socket, "-f", config, ...args], { env: env as NodeJS.ProcessEnv }))
      .stdout;
  const sessionEnv = Object.entries(options.paneEnv ?? {}).flatMap(([name, value]) => [
    "-e",
    `${name}=${value}`,
  ]);
  await tmux(
    "new-session",
    "-d",
    "-s",
    PANE,
    "-x",
    COLUMNS,
    "-y",
    ROWS,
    "-c",
    options.cwd,
    ...sessionEnv,
    ...options.command,
  );
  const sendKeys = async (...keys: string[]) => {
    for (const key of keys) await tmux("send-keys", "-t", PANE, key);
  };
  return {
    capture: () => tmux("capture-pane", "-p", "-t", PANE).catch(() => ""),
    isDead: async () =>
      (await tmux("display-message", "-p", "-t", PANE, "#{pane_dead}").catch(() => "1")).trim() ===
      "1",
    sendKeys,
    submit: async (text) => {
      await tmux("send-keys", "-t", PANE, "-l", text.replace(/\s*\n\s*/g, " "));
      await sleep(TYPE_SETTLE_MS);
      await sendKeys("Enter");
    },
    kill: async () => void (await tmux("kill-server").catch(() => undefined)),
  };
}
