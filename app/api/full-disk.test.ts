import { existsSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { ballastPath, ensureBallast } from "@/lib/storage/ballast";
import { freeBytes } from "@/lib/storage/disk-space";
import { fillDisk, mountSmallDisk } from "@/lib/storage/testing/small-disk";

// The fault suite for a full disk (hardening issue, defect 1): the database on a 40 MB tmpfs
// is filled by uploads, then by a file outside the app; every operation's answer is checked;
// then space is freed and everything works again in the same process, without a restart.
const DISK_MB = 40;
const RESERVE = 4 * 1024 * 1024;
const disk = mountSmallDisk(DISK_MB);
if (!disk.ok) console.log(`Skipping the full-disk suite: ${disk.reason}`);

const url = (p: string) => `http://test${p}`;
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const upload = (name: string, text: string) =>
  new Request(url(`/api/transcripts?name=${name}`), {
    method: "POST",
    body: text,
    headers: { "content-type": "application/x-ndjson" },
  });
const replay = (id: string, overrides: object) =>
  new Request(url(`/api/transcripts/${id}/replay`), {
    method: "POST",
    body: JSON.stringify({ overrides }),
    headers: { "content-type": "application/json" },
  });

type Routes = {
  transcripts: typeof import("./transcripts/route");
  transcript: typeof import("./transcripts/[id]/route");
  calls: typeof import("./transcripts/[id]/calls/route");
  replay: typeof import("./transcripts/[id]/replay/route");
};
let routes: Routes;
let fillerPath = "";

/** The database file and its WAL: what the disk holds for it. */
function databaseBytes(dir: string): number {
  const file = path.join(dir, "db.sqlite");
  return statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
}

async function pendingRows(): Promise<number> {
  const { getDb } = await import("@/lib/server/database");
  return getDb().transcript.count({ where: { status: "pending" } });
}

describe.skipIf(!disk.ok)("a full disk", () => {
  const dir = disk.ok ? disk.dir : "";
  const ids: string[] = [];

  beforeAll(async () => {
    process.env.DATABASE_URL = `file:${path.join(dir, "db.sqlite")}`;
    process.env.DISK_RESERVE_BYTES = String(RESERVE);
    fillerPath = path.join(dir, "filler.bin");
    await migrateDatabase(process.env.DATABASE_URL);
    expect(ensureBallast(dir)).toBe(true); // as the server's start does
    routes = {
      transcripts: await import("./transcripts/route"),
      transcript: await import("./transcripts/[id]/route"),
      calls: await import("./transcripts/[id]/calls/route"),
      replay: await import("./transcripts/[id]/replay/route"),
    };
  });
  afterAll(async () => {
    await (await import("@/lib/server")).services().transcripts.spaceReclaimed();
    const { disconnectDb } = await import("@/lib/server/database");
    await disconnectDb();
    delete process.env.DATABASE_URL;
    delete process.env.DISK_RESERVE_BYTES;
    if (disk.ok) disk.unmount();
  });

  it("refuses the upload that does not fit with a 507 naming the space, and keeps nothing of it", async () => {
    let refusal: { status: number; body: { error: { code: string; message: string } } } | null =
      null;
    for (let seed = 1; seed <= 60 && refusal === null; seed++) {
      const response = await routes.transcripts.POST(
        upload(`fill-${seed}.jsonl`, makeTranscriptText(seed, 4_500_000)),
      );
      const body = await response.json();
      if (response.status === 201) ids.push(body.transcripts[0].id);
      else refusal = { status: response.status, body };
    }
    expect(ids.length).toBeGreaterThan(3);
    expect(refusal?.status).toBe(507);
    expect(refusal?.body.error.code).toBe("insufficient_storage");
    expect(refusal?.body.error.message).toMatch(
      /^Not enough free space: this upload needs about [\d.]+ [kM]B \(with the database's journal\) and 4\.2 MB stays free so deleting keeps working, but the disk holding the database has [\d.]+ [kM]B free\./,
    );
    expect(await pendingRows()).toBe(0);
  });

  it("still answers reads, replays and deletes when uploads filled it", async () => {
    const [first, second] = ids as [string, string];
    const list = await routes.transcripts.GET(new Request(url("/api/transcripts?limit=100")));
    expect((await list.json()).transcripts).toHaveLength(ids.length);
    expect((await routes.calls.GET(new Request(url("/x")), context(first))).status).toBe(200);
    expect((await routes.replay.POST(replay(first, {}), context(first))).status).toBe(200);
    const deleted = await routes.transcript.DELETE(new Request(url("/x")), context(second));
    expect(deleted.status).toBe(200);
    ids.splice(1, 1);
    const transcripts = (await import("@/lib/server")).services().transcripts;
    await transcripts.spaceReclaimed();
  });

  it("answers 507 in JSON, never 500, when another program fills the disk to the last byte", async () => {
    fillDisk(fillerPath);
    expect(freeBytes(dir)).toBeLessThan(64 * 1024);
    const refused = await routes.transcripts.POST(
      upload("late.jsonl", makeTranscriptText(99, 200_000)),
    );
    expect(refused.status).toBe(507);
    expect((await refused.json()).error.message).toMatch(
      /free space|disk holding the database is full/,
    );
    const list = await routes.transcripts.GET(new Request(url("/api/transcripts")));
    expect(list.status).toBe(200);
    const [first] = ids as [string];
    const read = await routes.transcript.GET(new Request(url("/x")), context(first));
    expect(read.status).toBe(200);
    // Regression: a fresh replay answered 500 because its result could not be stored.
    const fresh = await routes.replay.POST(
      replay(first, { autocompactBufferTokens: 12_345 }),
      context(first),
    );
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).config.autocompactBufferTokens.value).toBe(12_345);
    expect(await pendingRows()).toBe(0);
    // Deleting still works: the ballast file is given up so SQLite can write its WAL (it comes
    // back in the background once the deleted rows' space is back, so the log says it went).
    expect(existsSync(ballastPath(dir))).toBe(true);
    const warn = vi.spyOn(console, "warn");
    const last = ids.pop() as string;
    const deleted = await routes.transcript.DELETE(new Request(url("/x")), context(last));
    expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: last }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("released the ballast file"));
    warn.mockRestore();
  });

  it("works again without a restart once space is freed, and deleting gives space back", async () => {
    rmSync(fillerPath);
    const accepted = await routes.transcripts.POST(
      upload("after.jsonl", makeTranscriptText(123, 1_000_000)),
    );
    expect(accepted.status).toBe(201);
    ids.push((await accepted.json()).transcripts[0].id);

    const transcripts = (await import("@/lib/server")).services().transcripts;
    await transcripts.spaceReclaimed();
    const before = databaseBytes(dir);
    for (const id of ids.splice(0, 4)) {
      const deleted = await routes.transcript.DELETE(new Request(url("/x")), context(id));
      expect(deleted.status).toBe(200);
    }
    await transcripts.spaceReclaimed();
    // The deleted transcripts' pages went back to the disk, and the ballast came back.
    expect(before - databaseBytes(dir)).toBeGreaterThan(2 * 1024 * 1024);
    expect(existsSync(ballastPath(dir))).toBe(true);
  });
});
