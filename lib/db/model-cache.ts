import type { TranscriptModel } from "../transcript/model";

const MAX_MODELS = 4;

/**
 * The few most recently used models, so the session page, its calls and its replays do not
 * each unzip and parse the same blob. Models are immutable once stored.
 */
export function createModelCache(max = MAX_MODELS) {
  const models = new Map<string, Promise<TranscriptModel | null>>();
  return {
    get(id: string, load: () => Promise<TranscriptModel | null>): Promise<TranscriptModel | null> {
      const cached = models.get(id);
      if (cached) {
        models.delete(id);
        models.set(id, cached);
        return cached;
      }
      const loading = load().catch((error: unknown) => {
        models.delete(id);
        throw error;
      });
      models.set(id, loading);
      if (models.size > max) models.delete(models.keys().next().value as string);
      return loading;
    },
    forget(id: string): void {
      models.delete(id);
    },
  };
}
