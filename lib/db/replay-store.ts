import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type { PrismaClient } from "./generated/client";

const gunzipAsync = promisify(gunzip);

/**
 * A stored replay result as it is kept, gzip-compressed JSON (the route may send it as it is),
 * or null. Finding one marks it used, so eviction keeps what is read; a failure to mark it
 * (a full disk) does not stop the answer.
 */
export async function findReplayGzip(
  db: PrismaClient,
  transcriptId: string,
  key: string,
): Promise<Uint8Array | null> {
  const where = { transcriptId_configKey: { transcriptId, configKey: key } };
  const row = await db.replayCache.findUnique({ where, select: { data: true } });
  if (row === null) return null;
  await db.replayCache.update({ where, data: { lastUsedAt: new Date() } }).catch(() => undefined);
  return row.data;
}

/** A stored replay result as JSON bytes (gunzip runs on libuv's pool), or null. */
export async function findReplay(
  db: PrismaClient,
  transcriptId: string,
  key: string,
): Promise<Uint8Array | null> {
  const gzip = await findReplayGzip(db, transcriptId, key);
  return gzip === null ? null : gunzipAsync(gzip);
}

/** Stores a result's gzip-compressed JSON (from the replay worker) under its key. */
export async function saveReplay(
  db: PrismaClient,
  transcriptId: string,
  key: string,
  { gzip, isDefault }: { gzip: Uint8Array; isDefault: boolean },
): Promise<void> {
  const data = new Uint8Array(gzip);
  const fields = { data, bytes: data.byteLength, isDefault, lastUsedAt: new Date() };
  // Identical requests share one computation (lib/services), but another process may race.
  await db.replayCache.upsert({
    where: { transcriptId_configKey: { transcriptId, configKey: key } },
    create: { transcriptId, configKey: key, ...fields },
    update: fields,
  });
}
