import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTranscriptText } from "../generator/testing/transcript-text";
import { ingestFile } from "../services/ingest/ingest-file";
import { readRawLines } from "./raw-lines";
import { readRawBytes } from "./raw-piece-codec";
import { storeLegacyTranscript } from "./testing/store-legacy-transcript";
import { createTempDatabase } from "./testing/temp-database";

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let id = "";
const text = makeTranscriptText(77, 12_000_000);
const lines = text.split("\n").slice(0, -1); // the file ends with a newline

beforeAll(async () => {
  temp = await createTempDatabase();
  const bytes = new TextEncoder().encode(text);
  async function* body() {
    for (let at = 0; at < bytes.length; at += 1 << 20) yield bytes.subarray(at, at + (1 << 20));
  }
  const outcome = await ingestFile(temp.db, { name: "lines.jsonl", body: body(), maxBytes: 1e9 });
  if (!outcome.ok) throw new Error(outcome.error.message);
  id = outcome.summary.id;
});
afterAll(() => temp.remove());

async function read(from: number, to: number, transcript = id) {
  const found = [];
  for await (const line of readRawLines(temp.db, transcript, from, to)) found.push(line);
  return found;
}

const expected = (from: number, to: number) =>
  lines.slice(from - 1, Math.min(to, lines.length)).map((t, i) => ({ line: from + i, text: t }));

describe("readRawLines", () => {
  it("stores the file in several line-aligned pieces", async () => {
    const pieces = await temp.db.rawChunk.findMany({ where: { transcriptId: id } });
    expect(pieces.length).toBeGreaterThan(2);
  });

  it.each([
    ["the first line", 1, 1],
    ["the first 100", 1, 100],
    ["the last 100", () => lines.length - 99, () => lines.length],
    ["a range across every piece", 2, () => lines.length - 1],
    ["past the end", () => lines.length - 2, () => lines.length + 50],
  ])("reads %s exactly as the file has them", async (_name, from, to) => {
    const start = typeof from === "function" ? from() : from;
    const end = typeof to === "function" ? to() : to;
    expect(await read(start, end)).toEqual(expected(start, end));
  });

  it("reads a range across a piece boundary", async () => {
    const [, second] = await temp.db.rawChunk.findMany({
      where: { transcriptId: id },
      orderBy: { seq: "asc" },
      select: { firstLine: true },
    });
    const boundary = second?.firstLine ?? 0;
    expect(await read(boundary - 2, boundary + 2)).toEqual(expected(boundary - 2, boundary + 2));
  });

  it("answers the same for a transcript stored before line ranges (the slow path)", async () => {
    await storeLegacyTranscript(temp.db, "legacy", text);
    const end = lines.length;
    expect(await read(end - 9, end, "legacy")).toEqual(expected(end - 9, end));
    expect(await read(3, 5, "legacy")).toEqual(expected(3, 5));
  });

  it("reads the whole file back piece by piece, whether stored whole or as a legacy stream", async () => {
    const whole = async (transcript: string) => {
      const pieces: Buffer[] = [];
      for await (const piece of readRawBytes(temp.db, transcript)) pieces.push(piece);
      return Buffer.concat(pieces).toString("utf8");
    };
    await storeLegacyTranscript(temp.db, "legacy-bytes", text);
    expect(await whole(id)).toBe(text);
    expect(await whole("legacy-bytes")).toBe(text);
  });
});
