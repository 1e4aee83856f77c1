// A `npm run worker` process for the PostgreSQL half of the sweep benchmark: the real
// scripts/worker.ts entry, started as the npm script starts it (tsx, react-server conditions,
// the replay worker bundled first by the caller), with DATABASE_URL naming the bench database.
import { spawn } from "node:child_process";
import path from "node:path";
import { onTeardown } from "./teardown";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Past the worker's own grace (30 s) for running jobs: then it is killed. */
const STOP_TIMEOUT_MS = 40_000;

export type WorkerProcess = {
  pid: number;
  /** Resolves once it says it takes jobs; rejects when it exits first or takes too long. */
  ready: Promise<void>;
  output: () => string;
  /** Whether it has exited (by itself: a crash, or a refusal to start). */
  exited: () => boolean;
  stop: () => Promise<void>;
};

export function startWorkerProcess(databaseUrl: string, readyTimeoutMs = 180_000): WorkerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  delete env.JOBS_DATABASE_URL; // The queue is in DATABASE_URL, as a one-database deployment.
  // tsx as a loader rather than its CLI (which `npm run worker` uses): the same module graph
  // and conditions, and SIGTERM reaches the worker itself for its graceful shutdown.
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"],
    { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`worker ${child.pid} not ready after ${readyTimeoutMs / 1000} s`)),
      readyTimeoutMs,
    );
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is taking jobs")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker ${child.pid} exited (${code}) before taking jobs:\n${output}`));
    });
  });
  ready.catch(() => {}); // Awaited by the caller; unhandled only when it never gets there.

  const stop = onTeardown(`worker ${child.pid}`, async () => {
    if (hasExited()) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  });
  return { pid: child.pid ?? 0, ready, output: () => output, exited: hasExited, stop };
}
