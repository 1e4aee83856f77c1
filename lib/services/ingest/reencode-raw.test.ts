import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRawLines } from "../../db/raw-lines";
import { storeLegacyTranscript } from "../../db/testing/store-legacy-transcript";
import { createTempDatabase } from "../../db/testing/temp-database";
import { makeTranscriptText } from "../../generator/testing/transcript-text";
import { unpackRawPiece } from "../../db/testing/unpack-raw-piece";
import { findTranscriptsWithoutLineRanges, reencodeRawPieces } from "./reencode-raw";

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
const text = makeTranscriptText(91, 9_000_000);
const lines = text.split("\n").slice(0, -1);

beforeAll(async () => {
  temp = await createTempDatabase();
});
afterAll(() => temp.remove());

const storeLegacy = (id: string) => storeLegacyTranscript(temp.db, id, text);

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
    expect(Buffer.concat(rows.map((r) => unpackRawPiece(r.data))).toString("utf8")).toBe(text);
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
    expect(Buffer.concat(rows.map((r) => unpackRawPiece(r.data))).toString("utf8")).toBe(text);
  });
});
