import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { readRawChunks } from "../../db/transcript-queries";
import { unpackRawPiece } from "../../db/testing/unpack-raw-piece";
import { fixturePath, hasRealFixtures } from "../../transcript/testing/real-fixtures";
import { ingestFile } from "./ingest-file";
import { RAW_PIECE_BYTES } from "./raw-chunker";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());
beforeEach(async () => {
  await db.transcript.deleteMany();
});

const encode = (text: string) => new TextEncoder().encode(text);
const line = (fields: Record<string, unknown>) => JSON.stringify(fields) + "\n";

async function* chunksOf(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size)
    yield bytes.subarray(offset, offset + size);
}

const UTF16_TEXT = line({ type: "user", uuid: "u1", message: { role: "user", content: "hi" } });
const utf16le = (text: string) => Buffer.from(text, "utf16le");
const utf16be = (text: string) => utf16le(text).swap16();

const ingest = (bytes: Uint8Array, name = "t.jsonl", maxBytes = 1e9) =>
  ingestFile(db, { name, body: chunksOf(bytes), maxBytes });

/**
 * A failed upload's rows are removed without making the answer wait (retryUntilDone): on
 * PostgreSQL the count may run on another pooled connection first, so this waits for it.
 */
async function expectNothingStored() {
  await vi.waitFor(async () =>
    expect(await storedCounts()).toEqual({ transcripts: 0, chunks: 0, models: 0 }),
  );
}

async function storedCounts() {
  return {
    transcripts: await db.transcript.count(),
    chunks: await db.rawChunk.count(),
    models: await db.modelBlob.count(),
  };
}

describe("ingestFile", () => {
  it("keeps the raw bytes in line-aligned gzip members with their line ranges", async () => {
    // About 12 MB: three pieces of about 4 MB each, cut at line ends.
    const lines = Array.from({ length: 12_000 }, (_, i) =>
      line({
        type: "user",
        uuid: `u${i}`,
        message: { role: "user", content: randomBytes(750).toString("base64") },
      }),
    );
    const bytes = encode(lines.join(""));
    const outcome = await ingest(bytes);
    if (!outcome.ok) throw new Error(outcome.error.message);
    const pieces: Uint8Array[] = [];
    for await (const piece of readRawChunks(db, outcome.summary.id)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(2);
    expect(Buffer.compare(Buffer.concat(pieces.map(unpackRawPiece)), Buffer.from(bytes))).toBe(0);
    const rows = await db.rawChunk.findMany({
      where: { transcriptId: outcome.summary.id },
      orderBy: { seq: "asc" },
    });
    let nextLine = 1;
    for (const row of rows) {
      const text = unpackRawPiece(row.data).toString("utf8"); // each piece is compressed alone
      expect(text.endsWith("\n")).toBe(true);
      // Cut at the last line end of the first 4 MiB held: short of it by under a line (~1 KB).
      const minimum = row === rows.at(-1) ? 1 : RAW_PIECE_BYTES - 2_000;
      expect(text.length).toBeGreaterThanOrEqual(minimum);
      expect([row.firstLine, row.lastLine]).toEqual([
        nextLine,
        nextLine + text.split("\n").length - 2,
      ]);
      nextLine = row.lastLine + 1;
    }
    expect(nextLine - 1).toBe(12_000);
  });

  it("answers an identical upload with the stored id and duplicate: true", async () => {
    const bytes = encode(line({ type: "user", uuid: "a" }));
    const first = await ingest(bytes, "first.jsonl");
    const second = await ingest(bytes, "second.jsonl");
    expect(
      first.ok && second.ok && second.summary.id === first.summary.id && second.duplicate,
    ).toBe(true);
    expect(await storedCounts()).toEqual({ transcripts: 1, chunks: 1, models: 1 });
  });

  it.each([
    ["an empty body", "", "empty_body"],
    ["blank lines only", "\n \n", "empty_body"],
    ["a JSON array", '[{"type":"user"}]', "not_jsonl"],
    ["text that is not JSON", "hello\nworld\n", "no_records"],
    ["JSON objects none of which is a Claude Code record", '{"a":1}\n{"a":2}\n', "no_records"],
    [
      "typed JSON objects of neither harness",
      '{"type":"metric"}\n{"type":"x","n":2}\n',
      "no_records",
    ],
    [
      "a Codex-typed line without its payload",
      '{"timestamp":"t","type":"event_msg"}\n',
      "no_records",
    ],
    ["a binary file", "\u0000\u0001ELF\n\u0000", "binary_file"],
  ])("refuses %s in words and stores nothing", async (_case, body, code) => {
    const outcome = await ingest(encode(body));
    expect(outcome.ok ? null : outcome.error.code).toBe(code);
    await expectNothingStored();
  });

  // Regression: UTF-16 text was refused as "contains NUL bytes", a binary file.
  it.each([
    ["UTF-16LE with its BOM", Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(UTF16_TEXT)])],
    ["UTF-16BE with its BOM", Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(UTF16_TEXT)])],
    ["UTF-16LE without a BOM", utf16le(UTF16_TEXT)],
    ["UTF-16BE without a BOM", utf16be(UTF16_TEXT)],
  ])("refuses %s naming UTF-16 and how to convert it", async (_case, bytes) => {
    const outcome = await ingest(new Uint8Array(bytes));
    expect(outcome.ok ? null : outcome.error).toEqual({
      code: "not_jsonl",
      status: 422,
      message:
        "This file is UTF-16 text; Claude Code writes UTF-8. Convert it with `iconv -f UTF-16 -t UTF-8 in.jsonl > out.jsonl`, then upload out.jsonl.",
    });
    await expectNothingStored();
  });

  // Regression: on PostgreSQL a NUL in a string that becomes a text column answered 500 (22021).
  it("stores a transcript whose strings hold NUL, keeping its raw bytes as they were", async () => {
    const text = [
      line({
        type: "user",
        uuid: "u1",
        sessionId: "S\u0000ID",
        cwd: "/home/a\u0000b/project\u0000x",
        version: "2.0\u0000.1",
        message: { role: "user", content: "title \u0000 words" },
      }),
      line({
        type: "assistant",
        uuid: "a1",
        parentUuid: "u1",
        sessionId: "S\u0000ID",
        agentId: "ag\u0000ent",
        message: { id: "m1", model: "claude\u0000-x", content: [], usage: { input_tokens: 5 } },
      }),
    ].join("");
    const bytes = encode(text);
    const outcome = await ingest(bytes);
    expect(outcome.ok ? "stored" : outcome.error).toBe("stored");
    const row = await db.transcript.findFirstOrThrow();
    const columns = JSON.stringify(row);
    expect(columns).not.toContain("\\u0000");
    expect(JSON.parse(row.sessionIds)).toEqual(["S\uFFFDID"]);
    expect(JSON.parse(row.versions)).toEqual(["2.0\uFFFD.1"]);
    expect(JSON.parse(row.models)).toEqual(["claude\uFFFD-x"]);
    expect(row.project).toContain("\uFFFD");
    const pieces: Uint8Array[] = [];
    for await (const piece of readRawChunks(db, row.id)) pieces.push(piece);
    expect(Buffer.concat(pieces.map(unpackRawPiece)).toString("utf8")).toBe(text);
  });

  // Regression: the NUL scrub above once turned the figures' Dates into {} and every upload failed.
  it("stores the session's start, end and last activity from its records' timestamps", async () => {
    const stamped = (uuid: string, timestamp: unknown) =>
      line({ type: "user", uuid, timestamp, message: { role: "user", content: "hi" } });
    const text = [
      stamped("u1", "2026-03-04T18:40:00.000Z"),
      stamped("u2", "2026-03-04T18:36:56.080Z"),
      stamped("u3", "soon"),
      stamped("u4", "2026-03-04T19:01:54.494Z"),
    ].join("");
    const outcome = await ingest(encode(text));
    expect(outcome.ok ? outcome.summary : outcome.error).toMatchObject({
      startedAt: "2026-03-04T18:36:56.080Z",
      endedAt: "2026-03-04T19:01:54.494Z",
      lastActivityAt: "2026-03-04T19:01:54.494Z",
    });
    expect(await db.transcript.findFirstOrThrow()).toMatchObject({ timesComputed: true });
  });

  it("stops at the limit with 413 naming it, leaving nothing half written", async () => {
    const outcome = await ingest(encode(line({ type: "user" }).repeat(1_000)), "big.jsonl", 10_000);
    expect(outcome).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: "too_large",
        status: 413,
        message: expect.stringContaining("10000 bytes"),
      }),
    });
    await expectNothingStored();
  });

  it("leaves nothing behind when the body fails mid-stream (client gone)", async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(8 * RAW_PIECE_BYTES).fill(0x20);
      throw new Error("socket hang up");
    }
    const outcome = await ingestFile(db, { name: "broken.jsonl", body: broken(), maxBytes: 1e9 });
    expect(outcome.ok ? null : [outcome.error.code, outcome.error.status]).toEqual([
      "upload_interrupted",
      400,
    ]);
    await expectNothingStored();
  });

  it("accepts a 13 MB line and a __proto__ key", async () => {
    const huge = line({
      type: "user",
      uuid: "h",
      message: { role: "user", content: "y".repeat(13 * 1024 * 1024) },
      __proto__: { polluted: 1 },
    });
    const outcome = await ingest(encode(huge + "fragment\n"));
    expect(outcome.ok && [outcome.summary.records, outcome.summary.invalidLines]).toEqual([
      1,
      [{ line: 2, reason: expect.stringContaining("not JSON") }],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("stores 20 different files uploaded at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ingest(encode(line({ type: "user", uuid: `u${i}` }).repeat(500)), `f${i}.jsonl`),
      ),
    );
    expect(outcomes.every((o) => o.ok && !o.duplicate)).toBe(true);
    expect(await storedCounts()).toEqual({ transcripts: 20, chunks: 20, models: 20 });
  });

  it("stores identical files uploaded at once only once", async () => {
    const bytes = encode(line({ type: "user", uuid: "same" }).repeat(300));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => ingest(bytes)));
    const ids = new Set(outcomes.map((o) => (o.ok ? o.summary.id : "failed")));
    expect(ids.size).toBe(1);
    expect(await storedCounts()).toEqual({ transcripts: 1, chunks: 1, models: 1 });
  });

  it.each([
    ["parent first", false],
    ["subagent first", true],
  ])("links a subagent file to its parent session (%s)", async (_order, subagentFirst) => {
    const parent = encode(
      line({
        type: "assistant",
        uuid: "p",
        isSidechain: false,
        sessionId: "S1",
        message: { id: "m1", model: "claude", content: [] },
      }),
    );
    const subagent = encode(
      line({
        type: "assistant",
        uuid: "c",
        isSidechain: true,
        agentId: "a1",
        sessionId: "S1",
        message: { id: "m2", model: "claude", content: [] },
      }),
    );
    const [first, second] = subagentFirst ? [subagent, parent] : [parent, subagent];
    await ingest(first!, "one.jsonl");
    await ingest(second!, "two.jsonl");
    const child = await db.transcript.findFirstOrThrow({ where: { isSubagent: true } });
    const main = await db.transcript.findFirstOrThrow({ where: { isSubagent: false } });
    expect(child.parentId).toBe(main.id);
  });

  it.each([
    ["a LIKE wildcard", "%"],
    ["underscores", "__"],
    ["another session's id in upper case", "S1"],
  ])("links a subagent to no other session: %s as its session id", async (_, hostile) => {
    const record = (sessionId: string, isSidechain: boolean) =>
      line({
        type: "assistant",
        uuid: `${sessionId}-${isSidechain}`,
        isSidechain,
        ...(isSidechain ? { agentId: "a1" } : {}),
        sessionId,
        message: { id: `m-${sessionId}-${isSidechain}`, model: "claude", content: [] },
      });
    await ingest(encode(record("s1", false)), "session.jsonl");
    await ingest(encode(record(hostile, true)), "agent.jsonl");
    const child = await db.transcript.findFirstOrThrow({ where: { isSubagent: true } });
    expect(child.parentId).toBeNull();
    await ingest(encode(record(`${hostile}x`, false)), "near.jsonl");
    expect(
      (await db.transcript.findUniqueOrThrow({ where: { id: child.id } })).parentId,
    ).toBeNull();
  });
});

describe.skipIf(!hasRealFixtures)("ingestFile on a real transcript", () => {
  it("stores the figures of SPEC section 4", async () => {
    const bytes = readFileSync(fixturePath("v2.1.19_microcompact_plus_autocompact_x2.jsonl"));
    const outcome = await ingest(new Uint8Array(bytes));
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.summary).toMatchObject({
      lines: 1106,
      apiCalls: 191,
      maxContextTokens: 155_597,
      microcompactions: 1,
      cacheBreaks: 8,
    });
    expect(outcome.summary.compactions.map((c) => [c.trigger, c.preTokens, c.atCall])).toEqual([
      ["auto", 155_933, 78],
      ["auto", 155_800, 142],
    ]);
  });
});
