import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sweepPendingTranscripts } from "../db/transcript-store";
import { readRawChunks } from "../db/transcript-queries";
import { createTempDatabase } from "../db/testing/temp-database";
import { makeTranscriptText } from "../generator/test-support/transcript-text";
import {
  KILL_STAGES,
  TRANSCRIPT_BYTES,
  TRANSCRIPT_SEED,
  type KillStage,
} from "./testing/ingest-until-killed";

// A server killed at each stage of an upload, then restarted: the start-up sweep leaves
// either nothing of the upload or all of it, never a half-written transcript.
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

    await sweepPendingTranscripts(db, new Date()); // what the restarted server does first

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
    const raw = gunzipSync(Buffer.concat(pieces));
    expect(createHash("sha256").update(raw).digest("hex")).toBe(expectedSha);
    expect(await db.modelBlob.count({ where: { transcriptId: row.id } })).toBe(1);
  });
});
