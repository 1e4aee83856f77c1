import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlitePathFromUrl } from "./database-url";
import { createSpaceReclaimer, deleteWithRoom, reclaimSpace } from "./reclaim-space";
import { createTempDatabase } from "./testing/temp-database";

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let file = "";
beforeAll(async () => {
  temp = await createTempDatabase();
  file = sqlitePathFromUrl(temp.url);
});
afterAll(() => temp.remove());

/** Database file plus WAL: what the disk holds for it. */
const diskBytes = () =>
  statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);

async function storeTranscript(id: string, megabytes: number) {
  await temp.db.transcript.create({ data: { id, name: `${id}.jsonl`, status: "ready" } });
  for (let seq = 0; seq < megabytes; seq++) {
    const data = new Uint8Array(1024 * 1024).map((_, i) => (i * 31 + seq) & 0xff);
    await temp.db.rawChunk.create({ data: { transcriptId: id, seq, data } });
  }
}

describe("reclaimSpace", () => {
  it("gives a deleted transcript's pages back to the disk and empties the WAL", async () => {
    await storeTranscript("kept", 2);
    await storeTranscript("deleted", 12);
    await reclaimSpace(temp.db);
    const before = diskBytes();
    await temp.db.transcript.delete({ where: { id: "deleted" } });
    const freed = await reclaimSpace(temp.db);
    expect(freed).toBeGreaterThan(2_900); // 12 MB of 4 KB pages, give or take overflow headers
    expect(before - diskBytes()).toBeGreaterThan(11 * 1024 * 1024);
    expect(statSync(`${file}-wal`).size).toBe(0);
    expect(await temp.db.rawChunk.count({ where: { transcriptId: "kept" } })).toBe(2);
    // Waits on fsync, not the CPU: 5 s of CPU took 58 s of wall time while other builds wrote
    // to the same disk, past the suite's 60 s.
  }, 180_000);

  it("frees nothing when nothing was deleted", async () => {
    expect(await reclaimSpace(temp.db)).toBe(0);
  });
});

describe("createSpaceReclaimer", () => {
  it("runs once at a time, once more for requests during a run, then calls afterRun", async () => {
    let runs = 0;
    const db = () => {
      runs += 1;
      return temp.db;
    };
    let after = 0;
    const reclaimer = createSpaceReclaimer(db, () => (after += 1));
    const first = reclaimer.request();
    void reclaimer.request();
    void reclaimer.request();
    await first;
    await reclaimer.settled();
    expect(runs).toBe(2);
    expect(after).toBe(1);
  });
});

describe("deleteWithRoom", () => {
  const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
  const other = new Error("no such table");

  /** A delete answering each try in turn, and what deleteWithRoom did around it. */
  function run(answers: (Error | "ok")[]) {
    const calls: string[] = [];
    const db = {
      $queryRawUnsafe: async (sql: string) => void calls.push(sql),
    } as unknown as Parameters<typeof deleteWithRoom>[0];
    const remove = async () => {
      const answer = answers.shift();
      calls.push(`delete: ${answer === "ok" ? "ok" : answer?.message}`);
      if (answer !== "ok") throw answer;
      return true;
    };
    const result = deleteWithRoom(db, remove, {
      releaseBallast: () => (calls.push("release ballast"), true),
      noRoom: () => new Error("no room even to delete"),
    });
    return { result, calls };
  }

  it.each([
    {
      case: "deletes without touching the ballast when there is room",
      answers: ["ok"] as const,
      calls: ["delete: ok"],
    },
    {
      case: "on a full disk releases the ballast and truncates the WAL, then deletes",
      answers: [full, "ok"] as const,
      calls: [
        "delete: database or disk is full",
        "release ballast",
        "PRAGMA wal_checkpoint(TRUNCATE)",
        "delete: ok",
      ],
    },
  ])("$case", async ({ answers, calls }) => {
    const attempt = run([...answers]);
    expect(await attempt.result).toBe(true);
    expect(attempt.calls).toEqual(calls);
  });

  it.each([
    {
      case: "names the lack of room when the second try finds the disk full too",
      answers: [full, full],
      error: "no room even to delete",
    },
    { case: "passes any other failure on untouched", answers: [other], error: "no such table" },
  ])("$case", async ({ answers, error }) => {
    await expect(run([...answers]).result).rejects.toThrow(error);
  });
});
