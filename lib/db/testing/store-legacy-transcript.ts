import { gzipSync } from "node:zlib";
import type { PrismaClient } from "../generated/client";

/**
 * A transcript as the first release stored it: its raw bytes one gzip stream cut every 1 MB,
 * the pieces without line ranges.
 */
export async function storeLegacyTranscript(db: PrismaClient, id: string, text: string) {
  const stream = gzipSync(text, { level: 1 });
  await db.transcript.create({
    data: { id, name: `${id}.jsonl`, status: "ready", lines: text.split("\n").length - 1 },
  });
  for (let seq = 0; seq * (1 << 20) < stream.length; seq++) {
    const data = stream.subarray(seq * (1 << 20), (seq + 1) * (1 << 20));
    await db.rawChunk.create({ data: { transcriptId: id, seq, data: new Uint8Array(data) } });
  }
}
