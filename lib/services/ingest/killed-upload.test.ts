import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readRawChunks } from "../../db/transcript-queries";
import { unpackRawPiece } from "../../db/testing/unpack-raw-piece";
import { createTempDatabase } from "../../db/testing/temp-database";
import { makeTranscriptText } from "../../generator/testing/transcript-text";
import { ingestFile } from "./ingest-file";
import { startUploadUpkeep, sweepDeadUploads } from "./sweep-dead-uploads";
import { UPLOAD_STALL_MS } from "./upload-status";
import {
  KILL_STAGES,
  TRANSCRIPT_BYTES,
  TRANSCRIPT_SEED,
  type KillStage,
} from "./testing/ingest-until-killed";

// A server killed at each stage of an upload: the sweep of dead uploads leaves either nothing
// of the upload or all of it, never a half-written transcript, and it does so as soon as the
// upload's heartbeat is older than the stall limit (a fake clock here), not hours later.
const CHILD = new URL("./testing/ingest-until-killed.ts", import.meta.url).pathname;

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
beforeEach(async () => {
  temp = await createTempDatabase();
});
afterEach(() => temp.remove());

function runUntilKilled(stage: KillStage) {
  // node --import tsx, not the tsx CLI: the CLI runs the script in a grandchild, whose
  // signal would reach us only as an exit code.
  return spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", CHILD], {
    env: { ...process.env, DATABASE_URL: temp.url, KILL_AT: stage },
    encoding: "utf8",
    timeout: 60_000,
  });
}

const expectedSha = createHash("sha256")
  .update(makeTranscriptText(TRANSCRIPT_SEED, TRANSCRIPT_BYTES))
  .digest("hex");

describe("an upload killed mid-way, then a restart", () => {
  it.each(KILL_STAGES)("killed at %s: nothing half written after the sweep", async (stage) => {
    const child = runUntilKilled(stage);
    expect({ signal: child.signal, stderr: child.stderr.slice(-500) }).toEqual({
      signal: "SIGKILL",
      stderr: "",
    });
    const db = temp.db;
    const isStored = stage === "after-finalize";
    expect(await db.transcript.count({ where: { status: "pending" } })).toBe(isStored ? 0 : 1);

    // Regression: on PostgreSQL a killed upload's chunks stayed for 6 hours.
    const pending = await db.transcript.findFirst({ where: { status: "pending" } });
    const heardAt = pending?.heartbeatAt?.getTime() ?? Date.now();
    expect(await sweepDeadUploads(db, heardAt + UPLOAD_STALL_MS)).toBe(0); // may still be alive
    expect(await db.transcript.count({ where: { status: "pending" } })).toBe(isStored ? 0 : 1);
    expect(await sweepDeadUploads(db, heardAt + UPLOAD_STALL_MS + 1)).toBe(isStored ? 0 : 1);

    expect(await db.transcript.count({ where: { status: "pending" } })).toBe(0);
    const ready = await db.transcript.findMany({ where: { status: "ready" } });
    expect(ready).toHaveLength(isStored ? 1 : 0);
    const orphanChunks = await db.rawChunk.count({
      where: { transcript: { status: { not: "ready" } } },
    });
    expect(orphanChunks).toBe(0);
    if (!isStored) {
      expect(await db.rawChunk.count()).toBe(0);
      expect(await db.modelBlob.count()).toBe(0);
      return;
    }
    const [row] = ready as [(typeof ready)[number]];
    expect(row.sha256).toBe(expectedSha);
    const pieces: Uint8Array[] = [];
    for await (const piece of readRawChunks(db, row.id)) pieces.push(piece);
    const raw = Buffer.concat(pieces.map(unpackRawPiece));
    expect(createHash("sha256").update(raw).digest("hex")).toBe(expectedSha);
    expect(await db.modelBlob.count({ where: { transcriptId: row.id } })).toBe(1);
  });
});

describe("the sweep of dead uploads", () => {
  const T0 = Date.parse("2026-11-23T12:00:00Z");
  const pendingCount = () => temp.db.transcript.count({ where: { status: "pending" } });

  it("never removes an upload still being received, however slowly its bytes come", async () => {
    let clock = T0;
    let release = () => {};
    const bytes = new TextEncoder().encode(makeTranscriptText(77, 600_000));
    async function* slowBody(): AsyncGenerator<Uint8Array> {
      for (let at = 0; at < bytes.length; at += 100_000) {
        yield bytes.subarray(at, at + 100_000);
        await new Promise<void>((resolve) => (release = resolve));
      }
    }
    const ingesting = ingestFile(temp.db, {
      name: "slow.jsonl",
      body: slowBody(),
      maxBytes: 1e9,
      clock: { now: () => clock, heartbeatMs: 20 },
    });
    for (let round = 0; round < 6; round += 1) {
      await vi.waitFor(async () => expect(await pendingCount()).toBe(1));
      clock += 10 * 60_000; // ten minutes between two pieces of 100 kB
      const heardAt = clock;
      await vi.waitFor(async () => {
        const row = await temp.db.transcript.findFirstOrThrow({ where: { status: "pending" } });
        expect(row.heartbeatAt?.getTime()).toBeGreaterThanOrEqual(heardAt);
      });
      expect(await sweepDeadUploads(temp.db, clock)).toBe(0);
      release();
    }
    const outcome = await ingesting;
    expect(outcome.ok).toBe(true);
    // Stored with the time its upload began, and no heartbeat once stored.
    const row = await temp.db.transcript.findFirstOrThrow({ where: { status: "ready" } });
    expect(row.createdAt.getTime()).toBe(T0);
    expect(row.heartbeatAt).toBeNull();
  });

  it("sweeps a pending row written before heartbeats by its start time", async () => {
    await temp.db.transcript.create({
      data: { name: "old.jsonl", status: "pending", createdAt: new Date(T0) },
    });
    expect(await sweepDeadUploads(temp.db, T0 + UPLOAD_STALL_MS)).toBe(0);
    expect(await sweepDeadUploads(temp.db, T0 + UPLOAD_STALL_MS + 1)).toBe(1);
  });

  it("sweeps, every round without a restart, uploads that died after the server started", async () => {
    let clock = T0;
    const pendingSince = async (heardAt: number) => {
      const row = await temp.db.transcript.create({
        data: { name: "dead.jsonl", status: "pending", heartbeatAt: new Date(heardAt) },
      });
      await temp.db.rawChunk.create({
        data: { transcriptId: row.id, seq: 0, data: new Uint8Array(1024) },
      });
    };
    await pendingSince(T0 - 30_000); // another server's upload, heard 30 s ago: maybe alive
    const stop = startUploadUpkeep({
      db: () => temp.db,
      startedAt: new Date(T0),
      isShared: true,
      now: () => clock,
      everyMs: 20,
    });
    try {
      await pendingSince(T0 + 1_000); // a server killed a second after this one started
      await new Promise((resolve) => setTimeout(resolve, 100)); // a few rounds at T0
      expect(await pendingCount()).toBe(2);
      clock = T0 + 1_000 + UPLOAD_STALL_MS + 1;
      await vi.waitFor(async () => expect(await pendingCount()).toBe(0));
      expect(await temp.db.rawChunk.count()).toBe(0);
    } finally {
      await stop();
    }
  });
});
