import fc from "fast-check";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressRawPiece, decompressRawPiece, isGzip } from "./raw-piece-codec";

describe("raw pieces", () => {
  it("read back whatever their bytes, and never look like gzip", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 5_000 }), async (bytes) => {
        const stored = await compressRawPiece(bytes);
        expect(isGzip(stored)).toBe(false);
        expect(Buffer.compare(await decompressRawPiece(stored), Buffer.from(bytes))).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it("still read the gzip members stored before", async () => {
    const text = '{"type":"user"}\n'.repeat(1_000);
    const member = gzipSync(text);
    expect(isGzip(member)).toBe(true);
    expect((await decompressRawPiece(member)).toString("utf8")).toBe(text);
  });

  it("are smaller than the gzip members were, on transcript lines", async () => {
    const line = (i: number) =>
      JSON.stringify({ type: "assistant", uuid: `u-${i}`, message: { content: `step ${i % 97}` } });
    const text = Array.from({ length: 20_000 }, (_, i) => line(i)).join("\n");
    const stored = await compressRawPiece(Buffer.from(text));
    expect(stored.length).toBeLessThan(gzipSync(text, { level: 1 }).length);
  });
});
