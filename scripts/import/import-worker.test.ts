import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../lib/db/generated/client";
import { createTempDatabase, type TempDatabase } from "../../lib/db/testing/temp-database";
import { prismaReadyStore } from "../../lib/db/transcript-store";
import { DEFAULT_WORKSPACE_ID, runInWorkspace } from "../../lib/db/workspace-scope";
import { ingestFile, storeReadUpload } from "../../lib/services/ingest/ingest-file";
import { generateTree } from "../bench-import/generate-tree";
import { findTranscripts, planImport, type PlannedFile } from "./find-transcripts";
import readFile from "./import-worker";

/** What a stored transcript is, by file name: its figures, its model and its parent's name. */
async function storedByName(db: PrismaClient) {
  const rows = await db.transcript.findMany({
    where: { status: "ready" },
    include: { model: true, parent: { select: { name: true } } },
  });
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      {
        sha256: row.sha256,
        records: row.records,
        apiCalls: row.apiCalls,
        compactions: row.compactions,
        costUsd: row.costUsd,
        isSubagent: row.isSubagent,
        parent: row.parent?.name ?? null,
        model: row.model ? gunzipSync(row.model.data).toString("utf8") : null,
        calls: row.model?.callsGzip ? gunzipSync(row.model.callsGzip).toString() : null,
      },
    ]),
  );
}

describe("the import (files read on threads, stored on one connection) stores what uploads store", () => {
  let dir: string;
  let sequential: TempDatabase;
  let threaded: TempDatabase;
  let planned: PlannedFile[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "import-worker-test-"));
    await generateTree(dir, 0.02);
    planned = planImport(await findTranscripts(dir));
    [sequential, threaded] = await Promise.all([createTempDatabase(), createTempDatabase()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([sequential?.remove(), threaded?.remove()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores every file with the same model, figures and subagent links", async () => {
    // Before: one file after the other in path order, as the import did on the main thread.
    for (const item of [...planned].sort((a, b) => a.file.localeCompare(b.file))) {
      const outcome = await runInWorkspace(DEFAULT_WORKSPACE_ID, () =>
        ingestFile(sequential.db, {
          name: item.name,
          body: createReadStream(item.file),
          maxBytes: Number.MAX_SAFE_INTEGER,
        }),
      );
      expect(outcome.ok).toBe(true);
    }
    // After: each file read as an import thread reads it, stored in plan order on one connection.
    for (const item of planned) {
      const read = await readFile({ file: item.file, maxBytes: Number.MAX_SAFE_INTEGER });
      if (!read.ok) throw new Error(read.error.message);
      const outcome = await runInWorkspace(DEFAULT_WORKSPACE_ID, () =>
        storeReadUpload(prismaReadyStore(threaded.db), item.name, read.read, read.pieces),
      );
      expect(outcome.ok).toBe(true);
    }

    const before = await storedByName(sequential.db);
    const after = await storedByName(threaded.db);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
    const subagents = Object.values(after).filter((row) => row.isSubagent);
    expect(subagents.length).toBeGreaterThan(0);
    expect(subagents.every((row) => row.parent !== null)).toBe(true);
  }, 120_000);

  it("reads a file over the upload limit as a failure in words, storing nothing", async () => {
    const [first] = planned;
    const read = await readFile({ file: first?.file ?? "", maxBytes: 1_000 });
    expect(read).toMatchObject({ ok: false, error: { code: "too_large", status: 413 } });
  });

  it("answers a file stored before as a duplicate of it", async () => {
    const [first] = planned;
    const read = await readFile({ file: first?.file ?? "", maxBytes: Number.MAX_SAFE_INTEGER });
    if (!read.ok) throw new Error(read.error.message);
    const outcome = await runInWorkspace(DEFAULT_WORKSPACE_ID, () =>
      storeReadUpload(prismaReadyStore(threaded.db), "again.jsonl", read.read, read.pieces),
    );
    expect(outcome).toMatchObject({ ok: true, duplicate: true });
    const pending = await threaded.db.transcript.count({ where: { status: "pending" } });
    expect(pending).toBe(0);
  });
});
