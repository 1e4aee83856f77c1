// The production server for load benchmarks: started through scripts/start.mjs (build if
// stale, migrate, no demo seed) on a free 127.0.0.1 port against a fresh database, so it
// measures exactly what `npm start` serves. Used by scripts/bench-load.ts.
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../lib/testing/free-port";

const READY_TIMEOUT_MS = 15 * 60_000; // a first `next build` on a busy 2-core machine

function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
    return text.split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** VmRSS in MB of a process, or 0 when it is gone. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export type BenchServer = {
  url: string;
  /** The server's output, for a benchmark that failed to say why (deleted by `stop`). */
  logPath: string;
  serverPid: () => number;
  stop: () => Promise<void>;
};

/** Starts the app from `root`; resolves once GET /api/transcripts answers. */
export async function startBenchServer(root: string): Promise<BenchServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const port = await freePort();
  const log = createWriteStream(path.join(dir, "server.log"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SKIP_DEMO_SEED: "1",
      DATABASE_URL: `file:${path.join(dir, "db.sqlite")}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited; see ${dir}/server.log`);
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error("server did not start");
    const ok = await fetch(`${url}/api/transcripts`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    logPath: path.join(dir, "server.log"),
    // start.mjs runs the server as its child: the descendant with the largest RSS is the server.
    serverPid() {
      const all: number[] = [];
      for (let queue = childrenOf(child.pid ?? 0); queue.length > 0;) {
        const pid = queue.shift() as number;
        all.push(pid);
        queue.push(...childrenOf(pid));
      }
      return all.sort((a, b) => rssMb(b) - rssMb(a))[0] ?? child.pid ?? 0;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
