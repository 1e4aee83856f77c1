import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateTree } from "../../scripts/bench-import/generate-tree";
import { findTranscripts, planImport } from "../../scripts/import/find-transcripts";
import readFile, { type ReadFile } from "../../scripts/import/import-worker";
import { storeReadUpload } from "../services/ingest/ingest-file";
import type { IngestOutcome } from "../services/ingest/ingest-outcome";
import { sqlitePathFromUrl } from "./database-url";
import type { PrismaClient } from "./generated/client";
import { openSqliteReadyStore } from "./sqlite-ready-store";
import { createTempDatabase, type TempDatabase } from "./testing/temp-database";
import { testDatabaseProvider } from "./testing/test-provider";
import { prismaReadyStore, type ReadyStore } from "./transcript-store";
import { DEFAULT_WORKSPACE_ID, runInWorkspace } from "./workspace-scope";

/** Rows that differ between two stores only by what each makes up: ids and the time stored. */
async function everyRow(db: PrismaClient) {
  const transcripts = await db.transcript.findMany({ orderBy: { name: "asc" } });
  const nameOf = new Map(transcripts.map((row) => [row.id, row.name]));
  const chunks = await db.rawChunk.findMany({ orderBy: [{ transcriptId: "asc" }, { seq: "asc" }] });
  const models = await db.modelBlob.findMany();
  return {
    transcripts: transcripts.map(({ id, createdAt, parentId, ...row }) => ({
      ...row,
      id: typeof id,
      createdAt: createdAt instanceof Date,
      parent: parentId === null ? null : nameOf.get(parentId),
    })),
    chunks: chunks
      .map(({ transcriptId, ...chunk }) => ({ ...chunk, of: nameOf.get(transcriptId) }))
      .sort((a, b) => `${a.of}/${a.seq}`.localeCompare(`${b.of}/${b.seq}`)),
    models: models
      .map(({ transcriptId, ...model }) => ({ ...model, of: nameOf.get(transcriptId) }))
      .sort((a, b) => String(a.of).localeCompare(String(b.of))),
  };
}

const stored = (outcome: IngestOutcome) => {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.summary;
};

const readOrThrow = async (file: string) => {
  const read: ReadFile = await readFile({ file, maxBytes: Number.MAX_SAFE_INTEGER });
  if (!read.ok) throw new Error(read.error.message);
  return read;
};

/** A one-call session file, or subagent file (sidechain records only), of `sessionId`. */
async function tinySession(
  dir: string,
  name: string,
  record: { sessionId: string; isSidechain: boolean } = { sessionId: "s", isSidechain: false },
): Promise<string> {
  const file = path.join(dir, name);
  const common = {
    parentUuid: null,
    timestamp: "2026-01-01T00:00:00.000Z",
    ...(record.isSidechain ? { agentId: "a1" } : {}),
    ...record,
  };
  const lines = [
    { ...common, type: "user", uuid: `${name}-1`, message: { role: "user", content: "hello" } },
    {
      ...common,
      type: "assistant",
      uuid: `${name}-2`,
      parentUuid: `${name}-1`,
      message: {
        id: `msg-${name}`,
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: "hi" }],
        usage: { input_tokens: 10, output_tokens: 2 },
      },
    },
  ];
  writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
  return file;
}

/** tinySession's file stored through `store`. */
async function storeSession(
  store: ReadyStore,
  dir: string,
  name: string,
  record: { sessionId: string; isSidechain: boolean },
) {
  const read = await readOrThrow(await tinySession(dir, name, record));
  return stored(await storeReadUpload(store, name, read.read, read.pieces));
}

const HOSTILE_IDS = [
  ["a LIKE wildcard", "%"],
  ["underscores", "________-____-____-____-____________"],
  ["another id's upper case", "SESSION-A"],
];

/**
 * Stores a session of "session-a", then a subagent and a session of the `hostile` id: the
 * subagent finds no parent, and the session adopts it alone.
 */
async function expectOwnSessionOnly(
  store: ReadyStore,
  db: PrismaClient,
  dir: string,
  hostile: string,
) {
  const tag = `${hostile.length}-${hostile.charCodeAt(0)}`;
  const own = await storeSession(store, dir, `own-${tag}.jsonl`, {
    sessionId: "session-a",
    isSidechain: false,
  });
  const stranger = await storeSession(store, dir, `agent-${tag}.jsonl`, {
    sessionId: hostile,
    isSidechain: true,
  });
  expect(stranger.isSubagent).toBe(true);
  expect(stranger.parentId).toBeNull();
  const adopting = await storeSession(store, dir, `main-${tag}.jsonl`, {
    sessionId: hostile,
    isSidechain: false,
  });
  const adopted = await db.transcript.findMany({
    where: { parentId: adopting.id },
    select: { name: true },
  });
  expect(adopted.map((row) => row.name)).toEqual([`agent-${tag}.jsonl`]);
  expect(own.parentId).toBeNull();
}

describe("subagent links through Prisma's client (uploads, and the import on PostgreSQL)", () => {
  let dir: string;
  let temp: TempDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ready-store-links-test-"));
    temp = await createTempDatabase();
  }, 60_000);

  afterAll(async () => {
    await temp?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(HOSTILE_IDS)(
    "links a subagent only to its own session: %s as a session id",
    async (_, hostile) => {
      const store = prismaReadyStore(temp.db, (write) =>
        runInWorkspace(DEFAULT_WORKSPACE_ID, write),
      );
      await expectOwnSessionOnly(store, temp.db, dir, hostile);
    },
  );
});

describe.skipIf(testDatabaseProvider() !== "sqlite")(
  "the import's SQLite store, through the driver alone",
  () => {
    let dir: string;
    let throughPrisma: TempDatabase;
    let throughDriver: TempDatabase;
    let driver: ReturnType<typeof openSqliteReadyStore>;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "sqlite-ready-store-test-"));
      await generateTree(path.join(dir, "tree"), 0.02);
      [throughPrisma, throughDriver] = await Promise.all([
        createTempDatabase("sqlite"),
        createTempDatabase("sqlite"),
      ]);
      driver = openSqliteReadyStore(sqlitePathFromUrl(throughDriver.url), DEFAULT_WORKSPACE_ID);
    }, 60_000);

    afterAll(async () => {
      driver?.close();
      await Promise.all([throughPrisma?.remove(), throughDriver?.remove()]);
      rmSync(dir, { recursive: true, force: true });
    });

    it("writes every row createReadyTranscript writes, column for column", async () => {
      const prisma = prismaReadyStore(throughPrisma.db, (write) =>
        runInWorkspace(DEFAULT_WORKSPACE_ID, write),
      );
      const planned = planImport(await findTranscripts(path.join(dir, "tree")));
      for (const item of planned) {
        const read = await readOrThrow(item.file);
        const [viaPrisma, viaDriver] = [
          stored(await storeReadUpload(prisma, item.name, read.read, read.pieces)),
          stored(await storeReadUpload(driver.store, item.name, read.read, read.pieces)),
        ];
        expect({ ...viaDriver, id: "", createdAt: "", parentId: null }).toEqual({
          ...viaPrisma,
          id: "",
          createdAt: "",
          parentId: null,
        });
      }
      const [before, after] = [await everyRow(throughPrisma.db), await everyRow(throughDriver.db)];
      expect(after.transcripts.length).toBe(planned.length);
      expect(after.transcripts.some((row) => row.parent !== null)).toBe(true);
      expect(after).toEqual(before);
    }, 120_000);

    it("answers identical bytes as a duplicate of the row stored, writing nothing", async () => {
      const [first] = planImport(await findTranscripts(path.join(dir, "tree")));
      const read = await readOrThrow(first!.file);
      const rows = await throughDriver.db.transcript.count();
      const outcome = await storeReadUpload(driver.store, "again.jsonl", read.read, read.pieces);
      expect(outcome).toMatchObject({ ok: true, duplicate: true });
      expect(stored(outcome).name).toBe(first!.name);
      expect(await throughDriver.db.transcript.count()).toBe(rows);
    });

    it.each(HOSTILE_IDS)(
      "links a subagent only to its own session: %s as a session id",
      async (_, hostile) => {
        await expectOwnSessionOnly(driver.store, throughDriver.db, dir, hostile);
      },
    );

    it("waits for another connection's write to end instead of failing (a server storing meanwhile)", async () => {
      const file = sqlitePathFromUrl(throughDriver.url);
      // Another process takes the write lock, writes, and commits 400 ms later.
      const holder = spawn(
        process.execPath,
        [
          "-e",
          `const db = new (require("better-sqlite3"))(${JSON.stringify(file)});
           db.exec("BEGIN IMMEDIATE"); db.exec('UPDATE "Workspace" SET "name" = "name"');
           console.log("locked");
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
           db.exec("COMMIT");`,
        ],
        { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] },
      );
      await once(holder.stdout!, "data");
      const started = performance.now();
      // A subagent file: its transaction looks for the parent session before it writes.
      const read = await readOrThrow(
        await tinySession(dir, "while-locked.jsonl", { sessionId: "s", isSidechain: true }),
      );
      const outcome = await storeReadUpload(
        driver.store,
        "while-locked.jsonl",
        read.read,
        read.pieces,
      );
      expect(outcome.ok).toBe(true);
      expect(performance.now() - started).toBeGreaterThan(200);
      await once(holder, "exit");
    });

    it("refuses a workspace that does not exist", () => {
      expect(() => openSqliteReadyStore(sqlitePathFromUrl(throughDriver.url), "nowhere")).toThrow(
        'No workspace "nowhere"',
      );
    });
  },
);
