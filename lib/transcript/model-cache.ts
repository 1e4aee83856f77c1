import type { TranscriptModel } from "./model";

/** At most this many entries across cached models (~1 KB of heap each): a 1 GB transcript has ~350,000. */
const MAX_CACHED_ENTRIES = 400_000;
const MAX_MODELS = 4;

/**
 * The most recently used models, so the session page, its calls and its replays do not each
 * unzip and parse the same blob. Bounded by count and by total entries, so a few huge
 * transcripts cannot pin gigabytes; a model larger than the whole budget is not kept.
 * A key names a content version, whose model never changes.
 */
export function createModelCache(maxEntries = MAX_CACHED_ENTRIES, maxModels = MAX_MODELS) {
  const models = new Map<string, { model: Promise<TranscriptModel | null>; entries: number }>();

  function evict(): void {
    let total = 0;
    for (const { entries } of models.values()) total += entries;
    for (const [id, cached] of models) {
      if (total <= maxEntries && models.size <= maxModels) return;
      models.delete(id);
      total -= cached.entries;
    }
  }

  return {
    get(id: string, load: () => Promise<TranscriptModel | null>): Promise<TranscriptModel | null> {
      const cached = models.get(id);
      if (cached) {
        models.delete(id);
        models.set(id, cached);
        return cached.model;
      }
      const slot = { model: load(), entries: 0 };
      models.set(id, slot);
      slot.model.then(
        (model) => {
          slot.entries = model?.entries.length ?? 0;
          evict();
        },
        () => models.delete(id),
      );
      evict();
      return slot.model;
    },
    /** Forgets every key starting with `prefix` (each content version of one transcript). */
    forgetStarting(prefix: string): void {
      for (const key of [...models.keys()]) if (key.startsWith(prefix)) models.delete(key);
    },
  };
}
