import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unpackRawPiece } from "../../db/testing/unpack-raw-piece";
import type { RawPiece } from "../../db/transcript-parts";
import { createRawChunker } from "./raw-chunker";

/** Runs the chunker over `chunks` with small pieces and returns what it stored. */
async function chunk(chunks: Uint8Array[], pieceBytes: number): Promise<RawPiece[]> {
  const stored: RawPiece[] = [];
  const chunker = createRawChunker(async (piece) => void stored.push(piece), pieceBytes);
  for (const part of chunks) await chunker.push(part);
  expect(await chunker.end()).toBe(stored.length);
  return stored;
}

/** Lines as the parser numbers them: a last line without its newline counts. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

const encoder = new TextEncoder();

describe("createRawChunker", () => {
  it("cuts pieces at line ends and numbers their lines", async () => {
    const text = Array.from({ length: 40 }, (_, i) => `{"line":${i + 1}}`).join("\n") + "\n";
    const bytes = encoder.encode(text);
    const tenByteChunks = Array.from({ length: Math.ceil(bytes.length / 10) }, (_, i) =>
      bytes.slice(i * 10, i * 10 + 10),
    );
    // The cut falls at the last line end of the chunk that crosses 64 bytes.
    const pieces = await chunk(tenByteChunks, 64);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) {
      const part = unpackRawPiece(piece.data).toString("utf8");
      expect(part.endsWith("\n")).toBe(true);
      expect(JSON.parse(part.split("\n")[0] as string)).toEqual({ line: piece.firstLine });
    }
    expect(pieces.at(-1)?.lastLine).toBe(40);
  });

  it("keeps a line longer than a piece whole in one larger piece", async () => {
    const long = "x".repeat(500);
    const pieces = await chunk([encoder.encode("a\n"), encoder.encode(`${long}\nb\n`)], 64);
    const texts = pieces.map((p) => unpackRawPiece(p.data).toString("utf8"));
    expect(texts.some((t) => t.includes(`${long}\n`))).toBe(true);
    expect(
      pieces
        .map((p) => [p.firstLine, p.lastLine])
        .flat()
        .at(-1),
    ).toBe(3);
  });

  it("goes on when the next piece's compression drained while it waited for slow stores", async () => {
    // Each chunk completes a piece and starts the next with a tail larger than the gzip's
    // buffer (its write asks to wait for "drain"); stores slower than compression fill the
    // queue, so the push waits for them first, and the tail drains meanwhile.
    const line = `${"y".repeat(99)}\n`;
    const chunkText = line.repeat((40 * 1024) / 100) + "z".repeat(32 * 1024);
    const stored: RawPiece[] = [];
    const slowStore = async (piece: RawPiece) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      stored.push(piece);
    };
    const chunker = createRawChunker(slowStore, 40 * 1024);
    const pushAll = (async () => {
      for (let i = 0; i < 12; i++) await chunker.push(encoder.encode(chunkText));
      return chunker.end();
    })();
    const stalled = new Promise((resolve) => setTimeout(() => resolve("stalled"), 5_000));
    expect(await Promise.race([pushAll, stalled])).toBe(stored.length);
    expect(stored.length).toBeGreaterThan(8);
  });

  it("stores nothing for an empty body", async () => {
    expect(await chunk([], 64)).toEqual([]);
  });

  it("for any bytes and any chunking: the members' concatenation is the file, line ranges are contiguous", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.constant("\n"), fc.constant("\r\n")), {
          maxLength: 60,
        }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 80 }),
        async (parts, cuts, pieceBytes) => {
          const bytes = encoder.encode(parts.join(""));
          const chunks: Uint8Array[] = [];
          for (let at = 0, i = 0; at < bytes.length; i++) {
            const size = cuts[i % cuts.length] as number;
            chunks.push(bytes.slice(at, at + size));
            at += size;
          }
          const pieces = await chunk(chunks, pieceBytes);
          const whole = Buffer.concat(pieces.map((p) => unpackRawPiece(p.data)));
          expect(Buffer.compare(whole, Buffer.from(bytes))).toBe(0);
          let next = 1;
          for (const piece of pieces) {
            expect(piece.firstLine).toBe(next);
            expect(piece.lastLine - piece.firstLine + 1).toBe(
              lineCount(unpackRawPiece(piece.data).toString("utf8")),
            );
            next = piece.lastLine + 1;
          }
          expect(next - 1).toBe(
            bytes.length === 0 ? 0 : lineCount(Buffer.from(bytes).toString("utf8")),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
