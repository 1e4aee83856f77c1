import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coalesceChunks } from "./coalesce-chunks";

async function collect(chunks: Uint8Array[], batchBytes: number): Promise<Uint8Array[]> {
  async function* body() {
    yield* chunks;
  }
  const batches: Uint8Array[] = [];
  for await (const batch of coalesceChunks(body(), batchBytes)) batches.push(batch.slice());
  return batches;
}

const concat = (parts: Uint8Array[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));

describe("coalesceChunks", () => {
  it("keeps every byte in order whatever the chunk sizes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 32 }),
        async (chunks, batchBytes) => {
          const batches = await collect(chunks, batchBytes);
          expect(concat(batches)).toEqual(concat(chunks));
          for (const batch of batches) expect(batch.length).toBeGreaterThan(0);
          // Only the last batch may be short, unless a large chunk passed through.
          for (const batch of batches.slice(0, -1))
            expect(batch.length).toBeGreaterThanOrEqual(batchBytes);
        },
      ),
    );
  });

  it("joins small chunks into full batches", async () => {
    const chunks = [1, 2, 3, 4, 5].map((n) => new Uint8Array(3).fill(n));
    expect((await collect(chunks, 8)).map((batch) => batch.length)).toEqual([8, 7]);
  });

  it("passes a chunk of at least a batch through without copying it", async () => {
    const big = new Uint8Array(16);
    async function* body() {
      yield big;
    }
    const batches: Uint8Array[] = [];
    for await (const batch of coalesceChunks(body(), 8)) batches.push(batch);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toBe(big);
  });

  it("keeps batches intact when the producer reuses its buffer", async () => {
    const reused = new Uint8Array(4);
    async function* body() {
      for (let n = 1; n <= 4; n += 1) yield reused.fill(n);
    }
    const batches: Uint8Array[] = [];
    for await (const batch of coalesceChunks(body(), 8)) batches.push(batch);
    expect(concat(batches)).toEqual(Buffer.from([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]));
  });
});
