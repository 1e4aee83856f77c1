import { describe, expect, it } from "vitest";
import { awaitHelping, createReadQueue } from "./read-queue";

/** A reader that answers when told to: which files it was given, in order. */
function heldReader() {
  const started: number[] = [];
  const release = new Map<number, () => void>();
  return {
    started,
    read: (item: number) => {
      started.push(item);
      return new Promise<string>((resolve) => release.set(item, () => resolve(`pool ${item}`)));
    },
    release: (item: number) => release.get(item)?.(),
  };
}

describe("createReadQueue", () => {
  it("reads every file on this thread when there is no pool", async () => {
    const queue = createReadQueue<number, string>({
      poolThreads: 0,
      readOnPool: () => Promise.reject(new Error("no pool")),
      readHere: async (item) => `here ${item}`,
    });
    const reads = [1, 2, 3].map((item) => queue.read(item));
    const results = [];
    for (const read of reads) results.push(await awaitHelping(read, queue));
    expect(results).toEqual(["here 1", "here 2", "here 3"]);
  });

  it("gives the pool as many files as it has threads, and this thread reads the others while it waits", async () => {
    const pool = heldReader();
    const queue = createReadQueue<number, string>({
      poolThreads: 1,
      readOnPool: pool.read,
      readHere: async (item) => `here ${item}`,
    });
    const reads = [1, 2, 3].map((item) => queue.read(item));
    expect(pool.started).toEqual([1]);
    // Waiting for file 1 (on the pool), this thread reads 2 and 3 meanwhile.
    const first = awaitHelping(reads[0]!, queue);
    await expect(reads[2]).resolves.toBe("here 3");
    pool.release(1);
    expect(await first).toBe("pool 1");
    expect(await awaitHelping(reads[1]!, queue)).toBe("here 2");
    expect(pool.started).toEqual([1]);
  });

  it("hands the next file to the pool as soon as a thread frees up", async () => {
    const pool = heldReader();
    const queue = createReadQueue<number, string>({
      poolThreads: 1,
      readOnPool: pool.read,
      readHere: () => new Promise(() => undefined),
    });
    const reads = [1, 2].map((item) => queue.read(item));
    pool.release(1);
    expect(await reads[0]).toBe("pool 1");
    await new Promise((resolve) => setImmediate(resolve));
    expect(pool.started).toEqual([1, 2]);
    pool.release(2);
    expect(await reads[1]).toBe("pool 2");
  });

  it("fails the reading of a file whose reader failed, not the others", async () => {
    const queue = createReadQueue<number, string>({
      poolThreads: 0,
      readOnPool: () => Promise.reject(new Error("no pool")),
      readHere: async (item) => {
        if (item === 2) throw new Error("unreadable");
        return `here ${item}`;
      },
    });
    const reads = [1, 2, 3].map((item) => queue.read(item));
    expect(await awaitHelping(reads[0]!, queue)).toBe("here 1");
    await expect(awaitHelping(reads[1]!, queue)).rejects.toThrow("unreadable");
    expect(await awaitHelping(reads[2]!, queue)).toBe("here 3");
  });
});
