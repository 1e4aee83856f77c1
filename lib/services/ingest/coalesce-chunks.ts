/** About what one pass of hashing, compressing and parsing should get at once. */
export const BATCH_BYTES = 1 << 20;

/**
 * Joins a body's small chunks into batches of `batchBytes`. An HTTP body arrives in pieces of
 * 16 to 64 KB, and each piece cost ingest a round trip to the compressor on the thread pool,
 * a few awaits and a progress check: per byte, several times what a 1 MB piece costs. Chunks
 * already that large pass through untouched; small ones are copied once into a fresh batch,
 * so a producer that reuses its buffer cannot change a batch already handed on.
 *
 * @example
 * for await (const batch of coalesceChunks(iterateStream(request.body))) ingest(batch);
 */
export async function* coalesceChunks(
  body: AsyncIterable<Uint8Array>,
  batchBytes = BATCH_BYTES,
): AsyncGenerator<Uint8Array> {
  let batch = new Uint8Array(batchBytes);
  let filled = 0;
  for await (const chunk of body) {
    if (filled === 0 && chunk.length >= batchBytes) {
      yield chunk;
      continue;
    }
    let offset = 0;
    while (offset < chunk.length) {
      const taken = Math.min(batchBytes - filled, chunk.length - offset);
      batch.set(chunk.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === batchBytes) {
        yield batch;
        batch = new Uint8Array(batchBytes);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield batch.subarray(0, filled);
}
