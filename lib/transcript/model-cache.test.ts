import { describe, expect, it } from "vitest";
import type { TranscriptModel } from "./model";
import { createModelCache } from "./model-cache";

const modelWith = (entries: number) =>
  ({ entries: new Array(entries).fill(null) }) as unknown as TranscriptModel;

describe("createModelCache", () => {
  it("loads once and answers later gets from memory", async () => {
    const cache = createModelCache(100, 4);
    let loads = 0;
    const load = async () => ((loads += 1), modelWith(10));
    await cache.get("a", load);
    await cache.get("a", load);
    expect(loads).toBe(1);
  });

  it.each([
    ["by total entries", 100, 4, [60, 60], ["b"]],
    ["by count", 1_000, 2, [1, 1, 1], ["b", "c"]],
    ["never keeps a model over the whole budget", 100, 4, [150], []],
  ])("evicts the least recently used %s", async (_rule, maxEntries, maxModels, sizes, kept) => {
    const cache = createModelCache(maxEntries, maxModels);
    const ids = ["a", "b", "c"].slice(0, sizes.length);
    for (const [i, id] of ids.entries()) await cache.get(id, async () => modelWith(sizes[i] ?? 0));
    const stillCached: string[] = [];
    // Most recent first: a probe that misses may evict, but only ids already probed.
    for (const id of [...ids].reverse()) {
      let loaded = false;
      await cache.get(id, async () => ((loaded = true), modelWith(1)));
      if (!loaded) stillCached.push(id);
    }
    expect(stillCached.sort()).toEqual(kept);
  });

  it("forgets every content version of one transcript, and only its", async () => {
    const cache = createModelCache(100, 4);
    let loads = 0;
    const load = async () => ((loads += 1), modelWith(1));
    for (const key of ["*/t1@5", "*/t1@5.1", "*/t10@5"]) await cache.get(key, load);
    cache.forgetStarting("*/t1@");
    for (const key of ["*/t1@5", "*/t1@5.1", "*/t10@5"]) await cache.get(key, load);
    expect(loads).toBe(5);
  });

  it("forgets a failed load so the next get retries", async () => {
    const cache = createModelCache();
    await expect(cache.get("a", () => Promise.reject(new Error("disk")))).rejects.toThrow("disk");
    expect(await cache.get("a", async () => modelWith(1))).toEqual(modelWith(1));
  });
});
