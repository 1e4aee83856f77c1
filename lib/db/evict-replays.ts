import { readEnvNumber } from "../env-number";
import type { PrismaClient } from "./generated/client";

export type ReplayStoreLimits = { maxEntries: number; maxBytes: number };

/** The store's bounds from the environment (README, configuration). */
export function readReplayStoreLimits(
  env: Record<string, string | undefined> = process.env,
): ReplayStoreLimits {
  return {
    maxEntries: readEnvNumber("REPLAY_STORE_MAX_ENTRIES", 2_000, { env }),
    maxBytes: readEnvNumber("REPLAY_STORE_MAX_BYTES", 256 * 1024 ** 2, { unit: "bytes", env }),
  };
}

/** Rows looked at per round: most evictions remove one or two. */
const PAGE = 200;

/**
 * Removes the least recently used stored replays until the others fit the limits. The
 * profile defaults (no overrides) neither count nor go: there are at most a few per
 * transcript, and they are what the session page opens with. Without this bound, anyone could
 * fill the disk by asking for one distinct set of constants after another.
 * Answers how many results were removed.
 */
export async function evictReplays(db: PrismaClient, limits: ReplayStoreLimits): Promise<number> {
  const where = { isDefault: false };
  const totals = await db.replayCache.aggregate({
    where,
    _count: { _all: true },
    _sum: { bytes: true },
  });
  let excessEntries = totals._count._all - limits.maxEntries;
  let excessBytes = (totals._sum.bytes ?? 0) - limits.maxBytes;
  let evicted = 0;
  while (excessEntries > 0 || excessBytes > 0) {
    const oldest = await db.replayCache.findMany({
      where,
      orderBy: [{ lastUsedAt: "asc" }, { createdAt: "asc" }],
      select: { transcriptId: true, configKey: true, bytes: true },
      take: PAGE,
    });
    if (oldest.length === 0) break;
    const victims: { transcriptId: string; configKey: string }[] = [];
    for (const { transcriptId, configKey, bytes } of oldest) {
      if (excessEntries <= 0 && excessBytes <= 0) break;
      victims.push({ transcriptId, configKey });
      excessEntries -= 1;
      excessBytes -= bytes;
    }
    await db.replayCache.deleteMany({ where: { OR: victims } });
    evicted += victims.length;
  }
  return evicted;
}
