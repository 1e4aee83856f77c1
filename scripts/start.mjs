// `npm start`: everything between a fresh `npm install` and a running app, with no other setup.
//   1. generate the Prisma client if missing   2. `next build` if missing or stale
//   3. apply migrations, re-parse models of an older format (scripts/reparse.ts), then price
//      stored sessions that lack a cost (scripts/backfill-costs.ts)
//   4. seed the demo transcripts into an empty DB (into the default workspace on a team server);
//      a seed that cannot run (a disk below DISK_RESERVE_BYTES, a failure) is named in one line
//      and the server starts anyway: the demo is a convenience, never a reason not to serve
//   5. scripts/serve.mjs (Next's handler in our own HTTP server) on PORT (default 3000) against DATABASE_URL (default file:./data/compaction-lab.db)
// SKIP_DEMO_SEED=1 skips step 4 (the e2e tests seed their own data).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild, ensurePrismaClient } from "./ensure-build.mjs";
import { describeServerExit, ROOT, runNode, runTsScript } from "./run-bin.mjs";

const DEFAULT_PORT = 3000;

function readPort(raw) {
  if (raw === undefined || raw.trim() === "") return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

async function step(label, run) {
  const code = await run();
  if (code !== 0) throw new Error(`${label} failed (exit code ${code})`);
}

/**
 * The line `npm start` prints when the demo seed (scripts/seed-demo.ts) did not seed: `reason`
 * is what the seed wrote to its --reason-file, if anything. Null when it seeded or found the
 * database already holding transcripts (exit code 0), which it says itself.
 */
export function describeSeedOutcome(code, reason) {
  if (code === 0) return null;
  const why = reason?.trim() || `the seed exited with code ${code} (see its output above)`;
  return `npm start: demo sessions not seeded: ${why}; serving anyway.`;
}

/**
 * Runs the demo seed and prints (and returns) why it did not seed, or null; never throws for
 * the seed's sake.
 */
export async function runDemoSeed(env) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "compaction-lab-seed-"));
  const reasonFile = path.join(dir, "reason.txt");
  try {
    const code = await runTsScript("scripts/seed-demo.ts", ["--reason-file", reasonFile], { env });
    let reason;
    try {
      reason = readFileSync(reasonFile, "utf8");
    } catch {
      reason = undefined; // the seed crashed before it could say why: its output says
    }
    const line = describeSeedOutcome(code, reason);
    if (line) console.warn(line);
    return line;
  } catch (error) {
    const line = describeSeedOutcome(1, error instanceof Error ? error.message : String(error));
    console.warn(line);
    return line;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Set once we are asked to stop, so the server's exit then is not reported as a failure. */
let stopping = false;

async function main() {
  process.once("SIGINT", () => (stopping = true));
  process.once("SIGTERM", () => (stopping = true));
  const port = readPort(process.env.PORT);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

  await ensurePrismaClient();
  await ensureBuild(env);
  await step("Database migration", () => runTsScript("scripts/db-migrate.ts", [], { env }));
  // Models stored by an older parser (another MODEL_FORMAT_VERSION) are re-parsed from their
  // kept raw bytes, so a database from an earlier release replays with today's engine.
  // A transcript that fails to re-parse is named above and keeps its model: never a reason
  // not to serve the others.
  if ((await runTsScript("scripts/reparse.ts", [], { env })) !== 0)
    console.warn(
      "npm start: some transcripts could not be re-parsed (named above); serving anyway.",
    );
  await step("Cost backfill", () => runTsScript("scripts/backfill-costs.ts", [], { env }));
  await step("Session times backfill", () => runTsScript("scripts/backfill-times.ts", [], { env }));
  if (process.env.SKIP_DEMO_SEED === "1") {
    console.log("SKIP_DEMO_SEED=1: not seeding the demo transcripts.");
  } else {
    await runDemoSeed(env);
  }

  console.log(`Starting Compaction Lab on http://localhost:${port}`);
  // runNode forwards SIGINT/SIGTERM to the server and resolves once it has exited.
  const code = await runNode(path.join(ROOT, "scripts/serve.mjs"), [], {
    env: { ...env, PORT: String(port) },
  });
  const reason = describeServerExit(code, stopping);
  if (reason) console.error(`npm start: ${reason}`);
  process.exit(code);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
