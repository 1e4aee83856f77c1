// The whole app on PostgreSQL: `npm start` (scripts/start.mjs) with a postgresql:// DATABASE_URL
// against a throwaway server (Debian's binaries, as the unit tests use) migrates, seeds the
// demo sessions and serves the sessions list, the API and a replay. Its own server on its own
// port, beside the SQLite one the other specs share; the build is the one e2e.mjs made.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import pg from "pg";
import { expect, test } from "@playwright/test";
import {
  findPostgres,
  startPostgres,
  type PostgresServer,
} from "../lib/db/testing/postgres-server";
import { freePort } from "../lib/testing/free-port";

const found = findPostgres();
test.skip(!found.ok, found.ok ? "" : `PostgreSQL smoke test skipped: ${found.reason}`);
test.describe.configure({ mode: "serial" });

let postgres: PostgresServer | undefined;
let app: ChildProcess | undefined;
let baseUrl = "";
let output = "";

async function waitForServer(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (app?.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not serve ${url} within ${ms / 1000} s:\n${output}`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!found.ok) return;
  postgres = await startPostgres(found.binDir);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE "lab"');
  await admin.end();
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = "/lab";

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
      SKIP_DEMO_SEED: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  app.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForServer(`${baseUrl}/api/transcripts`, 240_000);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = once(app, "exit");
    app.kill("SIGTERM");
    await exited;
  }
  await postgres?.stop();
});

test("npm start on PostgreSQL migrates, seeds the demo and serves the list, the API and a replay", async ({
  page,
  request,
}) => {
  expect(output).toMatch(/db:migrate: applied \d+ to postgresql:/);

  const list = await (await request.get(`${baseUrl}/api/transcripts?sort=name&order=asc`)).json();
  expect(list.total).toBeGreaterThan(0);
  const first = list.transcripts[0] as { id: string; name: string };

  // Search ignores case on PostgreSQL as on SQLite.
  const found = await (
    await request.get(
      `${baseUrl}/api/transcripts?q=${encodeURIComponent(first.name.toUpperCase())}`,
    )
  ).json();
  expect(found.transcripts.map((t: { id: string }) => t.id)).toContain(first.id);

  const replay = await request.post(`${baseUrl}/api/transcripts/${first.id}/replay`, {
    data: {},
  });
  expect(replay.status()).toBe(200);
  expect((await replay.json()).events).toBeInstanceOf(Array);

  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole("link", { name: first.name })).toBeVisible();
});
