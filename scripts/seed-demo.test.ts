import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db/generated/client";
import { EXPLICIT_SCOPE_ONLY, withWorkspaceScope } from "@/lib/db/scope-extension";
import { createTempDatabase } from "@/lib/db/testing/temp-database";
import { generateDemoSessions, type DemoSession } from "@/lib/generator";
import { checkRoomForDemo, seedDemo } from "./seed-demo";

const MB = 1_000_000;
const smallSession = (): DemoSession[] =>
  generateDemoSessions().filter((s) => s.name === "demo-2.1-small.jsonl");
const plenty = { free: 10_000 * MB, reserve: 64 * MB };
const quiet = () => undefined;

let plain: PrismaClient;
let db: PrismaClient;
let remove: () => Promise<void>;
const previousSecret = process.env.AUTH_SECRET;

beforeAll(async () => {
  ({ db: plain, remove } = await createTempDatabase());
  db = withWorkspaceScope(plain, { fallbackScope: EXPLICIT_SCOPE_ONLY });
  // Team mode: the seeding must pick its workspace itself; no page request names one.
  process.env.AUTH_SECRET = "s".repeat(32);
});
afterAll(async () => {
  if (previousSecret === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = previousSecret;
  await remove();
});
afterEach(async () => {
  await plain.transcript.deleteMany();
  await plain.workspace.deleteMany({ where: { id: { not: "default" } } });
});

describe("seedDemo on a team server (AUTH_SECRET set), outside any request", () => {
  it("seeds an empty database into the default workspace", async () => {
    const outcome = await seedDemo(db, { sessions: smallSession(), room: plenty, log: quiet });
    expect(outcome).toEqual({ kind: "seeded", names: ["demo-2.1-small.jsonl"] });
    const rows = await plain.transcript.findMany({ select: { name: true, workspaceId: true } });
    expect(rows).toEqual([{ name: "demo-2.1-small.jsonl", workspaceId: "default" }]);
  });

  it("counts every workspace: one transcript in a team's workspace means not empty", async () => {
    const team = await plain.workspace.create({ data: { name: "team-a" } });
    await plain.transcript.create({
      data: { name: "theirs.jsonl", status: "ready", workspaceId: team.id },
    });
    const outcome = await seedDemo(db, { sessions: smallSession(), room: plenty, log: quiet });
    expect(outcome).toEqual({ kind: "not-empty", transcripts: 1 });
    expect(await plain.transcript.count()).toBe(1);
  });

  it("skips a disk below the reserve, naming free space and reserve, and stores nothing", async () => {
    const outcome = await seedDemo(db, {
      sessions: smallSession(),
      room: { free: 40 * MB, reserve: 64 * MB },
      log: quiet,
    });
    expect(outcome).toEqual({
      kind: "skipped",
      reason: expect.stringMatching(/has 40\.0 MB free.*64\.0 MB kept free.*DISK_RESERVE_BYTES/),
    });
    expect(await plain.transcript.count()).toBe(0);
  });
});

describe("checkRoomForDemo", () => {
  // The demo generates about 5.3 MB, stored in about half that.
  const demo = generateDemoSessions();
  it.each([
    [null, 64 * MB, null], // PostgreSQL: the disk is the database server's
    [1_000 * MB, 64 * MB, null],
    [67 * MB, 64 * MB, null],
    [64 * MB, 64 * MB, /64\.0 MB free/],
    [40 * MB, 64 * MB, /40\.0 MB free/],
    [3 * MB, 0, null], // DISK_RESERVE_BYTES=0: only the demo's own size counts
    [1 * MB, 0, /1\.0 MB free, and the demo needs about 2\.6 MB/],
  ])("free %s, reserve %s -> %s", (free, reserve, expected) => {
    const reason = checkRoomForDemo(demo, { free, reserve });
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toMatch(expected);
  });
});
