import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRawLines } from "../../db/raw-lines";
import { createTempDatabase } from "../../db/testing/temp-database";
import { makeTranscriptText } from "../../generator/testing/transcript-text";
import { FAST_GZIP } from "./raw-chunker";
import { findTranscriptsWithoutLineRanges, reencodeRawPieces } from "./reencode-raw";

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
const text = makeTranscriptText(91, 9_000_000);
const lines = text.split("\n").slice(0, -1);

beforeAll(async () => {
  temp = await createTempDatabase();
});
afterAll(() => temp.remove());

/** A transcript as the first release stored it: one gzip stream cut every 1 MB, no line ranges. */
async function storeLegacy(id: string): Promise<void> {
  const { gzipSync } = await import("node:zlib");
  const stream = gzipSync(text, FAST_GZIP);
  await temp.db.transcript.create({
    data: { id, name: `${id}.jsonl`, status: "ready", lines: lines.length },
  });
  for (let seq = 0; seq * (1 << 20) < stream.length; seq++) {
    const data = stream.subarray(seq * (1 << 20), (seq + 1) * (1 << 20));
    await temp.db.rawChunk.create({ data: { transcriptId: id, seq, data: new Uint8Array(data) } });
  }
}

describe("reencodeRawPieces", () => {
  it("turns a legacy stream into line-aligned members with the same bytes and lines", async () => {
    await storeLegacy("legacy");
    expect(await findTranscriptsWithoutLineRanges(temp.db)).toEqual([
      { id: "legacy", name: "legacy.jsonl" },
    ]);

    const pieces = await reencodeRawPieces(temp.db, "legacy");

    const rows = await temp.db.rawChunk.findMany({
      where: { transcriptId: "legacy" },
      orderBy: { seq: "asc" },
    });
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: pieces }, (_, i) => i));
    expect(rows.every((r) => r.firstLine > 0)).toBe(true);
    expect(gunzipSync(Buffer.concat(rows.map((r) => r.data))).toString("utf8")).toBe(text);
    expect(await findTranscriptsWithoutLineRanges(temp.db)).toEqual([]);
    const last = [];
    for await (const line of readRawLines(temp.db, "legacy", lines.length - 4, lines.length))
      last.push(line.text);
    expect(last).toEqual(lines.slice(-5));
  });

  it("starts over after a crash that left some new pieces beside the old ones", async () => {
    await storeLegacy("crashed");
    await temp.db.rawChunk.create({
      data: {
        transcriptId: "crashed",
        seq: 1_000_000,
        firstLine: 1,
        lastLine: 3,
        data: new Uint8Array([1, 2, 3]),
      },
    });
    await reencodeRawPieces(temp.db, "crashed");
    const rows = await temp.db.rawChunk.findMany({
      where: { transcriptId: "crashed" },
      orderBy: { seq: "asc" },
    });
    expect(gunzipSync(Buffer.concat(rows.map((r) => r.data))).toString("utf8")).toBe(text);
  });
});
