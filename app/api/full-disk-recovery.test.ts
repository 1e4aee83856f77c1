import { existsSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { ballastPath, ensureBallast } from "@/lib/storage/ballast";
import { freeBytes } from "@/lib/storage/disk-space";
import { fillDisk, mountSmallDisk } from "@/lib/storage/testing/small-disk";

// A disk that never recovered: with a 1 MiB reserve on a 40 MB volume, the WAL grew until the
// disk had 0 bytes; the first delete used the ballast and every later delete and upload
// answered 507, also after a restart. Deleting must always be possible.
const DISK_MB = 40;
const RESERVE = 1024 * 1024;
const disk = mountSmallDisk(DISK_MB);
if (!disk.ok) console.log(`Skipping the full-disk recovery suite: ${disk.reason}`);

const url = (p: string) => `http://test${p}`;
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const upload = (name: string, text: string) =>
  new Request(url(`/api/transcripts?name=${name}`), {
    method: "POST",
    body: text,
    headers: { "content-type": "application/x-ndjson" },
  });

type Routes = {
  transcripts: typeof import("./transcripts/route");
  transcript: typeof import("./transcripts/[id]/route");
};
let routes: Routes;

const walBytes = (dir: string) =>
  statSync(path.join(dir, "db.sqlite-wal"), { throwIfNoEntry: false })?.size ?? 0;

describe.skipIf(!disk.ok)("a disk filled to 0 bytes with a 1 MiB reserve", () => {
  const dir = disk.ok ? disk.dir : "";
  const ids: string[] = [];
  /** What each step answered, printed for the record at the end. */
  const statuses: string[] = [];
  const record = (step: string, status: number) => {
    statuses.push(`${step}: ${status}`);
    return status;
  };
  const remove = async (step: string) => {
    const id = ids.shift() as string;
    const response = await routes.transcript.DELETE(new Request(url("/x")), context(id));
    const body = await response.json();
    return { status: record(step, response.status), body };
  };

  beforeAll(async () => {
    process.env.DATABASE_URL = `file:${path.join(dir, "db.sqlite")}`;
    process.env.DISK_RESERVE_BYTES = String(RESERVE);
    await migrateDatabase(process.env.DATABASE_URL);
    expect(ensureBallast(dir)).toBe(true);
    routes = {
      transcripts: await import("./transcripts/route"),
      transcript: await import("./transcripts/[id]/route"),
    };
  });
  afterAll(async () => {
    console.log(`Statuses on the ${DISK_MB} MB tmpfs:\n  ${statuses.join("\n  ")}`);
    await (await import("@/lib/server")).services().transcripts.spaceReclaimed();
    await (await import("@/lib/server/database")).disconnectDb();
    delete process.env.DATABASE_URL;
    delete process.env.DISK_RESERVE_BYTES;
    if (disk.ok) disk.unmount();
  });

  it("uploads until 507, and the WAL never eats the reserve", async () => {
    let status = 0;
    for (let seed = 1; seed <= 80 && status !== 507; seed++) {
      const response = await routes.transcripts.POST(
        upload(`fill-${seed}.jsonl`, makeTranscriptText(seed, 4_500_000)),
      );
      status = record(`upload ${seed}`, response.status);
      const body = await response.json();
      if (status === 201) ids.push(body.transcripts[0].id);
      else {
        expect(body.error.code).toBe("insufficient_storage");
        statuses.push(`  (${body.error.message}; ${freeBytes(dir)} bytes free)`);
      }
    }
    expect(status).toBe(507);
    expect(ids.length).toBeGreaterThan(4);
    // Uploads stop short of the reserve, WAL included; the ballast is not theirs to spend.
    expect(freeBytes(dir)).toBeGreaterThan(RESERVE / 2);
    expect(existsSync(ballastPath(dir))).toBe(true);
  });

  it("deletes, deletes again and takes a small upload once another program filled the disk to 0 bytes", async () => {
    fillDisk(path.join(dir, "filler.bin"));
    expect(freeBytes(dir)).toBe(0);
    expect((await remove("delete 1 (disk at 0 bytes)")).status).toBe(200);
    expect((await remove("delete 2")).status).toBe(200);
    const transcripts = (await import("@/lib/server")).services().transcripts;
    await transcripts.spaceReclaimed();
    expect((await remove("delete 3")).status).toBe(200);
    await transcripts.spaceReclaimed();
    expect(walBytes(dir)).toBe(0); // the checkpoint gave the WAL's pages back
    expect(existsSync(ballastPath(dir))).toBe(true); // and the ballast came back first
    const small = await routes.transcripts.POST(
      upload("small.jsonl", makeTranscriptText(500, 100_000)),
    );
    expect(record("small upload after deleting", small.status)).toBe(201);
    ids.push((await small.json()).transcripts[0].id);
  });

  it("deletes after a restart on a disk filled to 0 bytes again", async () => {
    const transcripts = (await import("@/lib/server")).services().transcripts;
    await transcripts.spaceReclaimed();
    fillDisk(path.join(dir, "filler-2.bin"));
    expect(freeBytes(dir)).toBe(0);
    const { disconnectDb } = await import("@/lib/server/database");
    await disconnectDb(); // a restart: a new client, the ballast put back if there is room
    expect(ensureBallast(dir)).toBe(true);
    expect((await remove("delete after restart (disk at 0 bytes)")).status).toBe(200);
    expect((await remove("delete again after restart")).status).toBe(200);
    await transcripts.spaceReclaimed();
  });

  it("says to free space outside the app, not to delete, when even a delete finds no room", async () => {
    // Another program took the disk before the ballast could come back: nothing is left to give.
    rmSync(ballastPath(dir), { force: true });
    fillDisk(path.join(dir, "filler-2.bin"));
    expect(freeBytes(dir)).toBe(0);
    const id = ids[0] as string;
    const refused = await routes.transcript.DELETE(new Request(url("/x")), context(id));
    expect(record("delete with no ballast and no WAL (disk at 0 bytes)", refused.status)).toBe(507);
    const { message } = (await refused.json()).error;
    expect(message).toMatch(/even deleting could not write SQLite's journal: nothing was deleted/);
    expect(message).not.toMatch(/delete transcripts/i);
  });

  it("says to delete transcripts when an upload finds the disk full, and deletes work again", async () => {
    const refused = await routes.transcripts.POST(
      upload("late.jsonl", makeTranscriptText(600, 200_000)),
    );
    expect(record("upload on a full disk", refused.status)).toBe(507);
    expect((await refused.json()).error.message).toMatch(/Delete transcripts or free space/);
    rmSync(path.join(dir, "filler.bin"));
    rmSync(path.join(dir, "filler-2.bin"));
    expect((await remove("delete once space was freed")).status).toBe(200);
  });
});
