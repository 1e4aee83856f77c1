import { spawn } from "node:child_process";
import { labEnv } from "./drive-opencode";
import type { OpenCodeCommand } from "./install-opencode";

const START_TIMEOUT_MS = 60_000;
const LISTENING = /listening on (http:\/\/[\w.:[\]-]+)/;

export type OpenCodeServer = {
  url: string;
  /** The server's log lines so far (`--print-logs`, its stderr). */
  logLines: () => string[];
  stop: () => Promise<void>;
};

/**
 * `opencode serve` in the lab's environment, on a free port of 127.0.0.1, its logs kept: the
 * long-lived process the TUI also is. `opencode run --attach <url>` then runs each prompt's loop
 * in it, so what the client forks after a loop (prune) runs to its end, where a lone `opencode
 * run` disposes of its instance 30 ms after the loop exits.
 *
 * @example
 * const server = await startOpenCodeServer(command, work, home);
 * // opencode run --attach server.url --dir work "..."
 * await server.stop();
 */
export async function startOpenCodeServer(
  opencode: OpenCodeCommand,
  cwd: string,
  home: string,
): Promise<OpenCodeServer> {
  const child = spawn(
    opencode.command,
    ["serve", "--port", "0", "--hostname", "127.0.0.1", "--print-logs"],
    { cwd, env: labEnv(home) as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  const lines: string[] = [];
  let partial = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    const parts = (partial + text).split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("opencode serve did not listen")),
      START_TIMEOUT_MS,
    );
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      out += text;
      const found = LISTENING.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`opencode serve exited with ${code}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, logLines: () => [...lines], stop };
}
