import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../lib/db/generated/client";
import { createTempDatabase, type TempDatabase } from "../../lib/db/testing/temp-database";
import { DEFAULT_WORKSPACE_ID, runInWorkspace } from "../../lib/db/workspace-scope";
import { ingestFile } from "../../lib/services/ingest/ingest-file";
import { generateTree } from "../bench-import/generate-tree";
import { findTranscripts, planImport, type PlannedFile } from "./find-transcripts";
import importFile from "./import-worker";

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

describe("the threaded import stores what the one-file-at-a-time import stored", () => {
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
    // After: every file at once through the import thread's entry, subagents after their session.
    const running = new Map<string, Promise<void>>();
    const start = (item: PlannedFile): Promise<void> => {
      const known = running.get(item.file);
      if (known) return known;
      const parent = planned.find((other) => other.file === item.after);
      const run = (async () => {
        if (parent) await start(parent);
        const outcome = await importFile({
          file: item.file,
          name: item.name,
          databaseUrl: threaded.url,
          workspace: DEFAULT_WORKSPACE_ID,
          maxBytes: Number.MAX_SAFE_INTEGER,
        });
        expect(outcome.ok).toBe(true);
      })();
      running.set(item.file, run);
      return run;
    };
    await Promise.all(planned.map(start));

    const before = await storedByName(sequential.db);
    const after = await storedByName(threaded.db);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
    const subagents = Object.values(after).filter((row) => row.isSubagent);
    expect(subagents.length).toBeGreaterThan(0);
    expect(subagents.every((row) => row.parent !== null)).toBe(true);
  }, 120_000);

  it("answers a missing workspace with a failure in words", async () => {
    const [first] = planned;
    const outcome = await importFile({
      file: first?.file ?? "",
      name: "x.jsonl",
      databaseUrl: threaded.url,
      workspace: "no-such-workspace",
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: /No workspace/ } });
  });
});
