import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { ReplayResult } from "../compaction/replay-result";
import type { PrismaClient } from "./generated/client";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A stored replay result, or null. Results are immutable for a key (the key holds the engine version). */
export async function findReplay(
  db: PrismaClient,
  transcriptId: string,
  key: string,
): Promise<ReplayResult | null> {
  const row = await db.replayCache.findUnique({
    where: { transcriptId_configKey: { transcriptId, configKey: key } },
  });
  if (row === null) return null;
  return JSON.parse((await gunzipAsync(row.data)).toString("utf8")) as ReplayResult;
}

export async function saveReplay(
  db: PrismaClient,
  transcriptId: string,
  key: string,
  result: ReplayResult,
): Promise<void> {
  const data = new Uint8Array(await gzipAsync(JSON.stringify(result)));
  // Two identical requests at once both compute; the second write is the same bytes.
  await db.replayCache.upsert({
    where: { transcriptId_configKey: { transcriptId, configKey: key } },
    create: { transcriptId, configKey: key, data },
    update: { data },
  });
}
