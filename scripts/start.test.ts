import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTempDatabase, type TempDatabase } from "@/lib/db/testing/temp-database";
import { describeSeedOutcome, runDemoSeed } from "./start.mjs";

describe("describeSeedOutcome: npm start serves whatever the demo seed does", () => {
  it.each([
    [0, undefined, null], // seeded, or the database already held transcripts: the seed says so
    [2, "the disk holding the database has 40.0 MB free, ...", /not seeded: the disk holding/],
    [1, "cookies was called outside a request scope", /not seeded: cookies was called/],
    [1, undefined, /not seeded: the seed exited with code 1 \(see its output above\)/],
    [137, "  \n", /not seeded: the seed exited with code 137/],
  ])("exit code %i with reason %j -> %s", (code, reason, expected) => {
    const line = describeSeedOutcome(code, reason);
    if (expected === null) expect(line).toBeNull();
    else
      expect(line).toMatch(
        new RegExp(`^npm start: demo sessions ${expected.source}.*; serving anyway\\.$`),
      );
  });
});

describe("runDemoSeed runs scripts/seed-demo.ts and never stops the start", () => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await createTempDatabase("sqlite");
  });
  afterAll(async () => temp.remove());
  const quietly = async (env: Record<string, string>) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      return await runDemoSeed({ ...process.env, ...env });
    } finally {
      warn.mockRestore();
    }
  };

  it("a seed that fails is one line with its reason, not a thrown error", async () => {
    await expect(quietly({ DATABASE_URL: "mysql://nowhere/lab" })).resolves.toMatch(
      /^npm start: demo sessions not seeded: Unsupported DATABASE_URL scheme in "mysql:\/\/nowhere\/lab".*; serving anyway\.$/,
    );
  });

  it("a disk below the reserve skips the seed, naming free space and reserve", async () => {
    const line = await quietly({
      DATABASE_URL: temp.url,
      AUTH_SECRET: "s".repeat(32),
      DISK_RESERVE_BYTES: String(10 ** 15),
    });
    expect(line).toMatch(
      /^npm start: demo sessions not seeded: the disk holding the database has .* free, .* on top of the 1000\.0 TB kept free .*\(DISK_RESERVE_BYTES\); serving anyway\.$/,
    );
    expect(await temp.db.transcript.count()).toBe(0);
  });
});
