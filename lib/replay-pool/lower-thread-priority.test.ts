import { readFileSync, readdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { lowerThisThreadPriority, REPLAY_THREAD_NICENESS } from "./lower-thread-priority";

/** Each thread of this process and its nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
function niceByThread(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const id of readdirSync(`/proc/${process.pid}/task`)) {
    const stat = readFileSync(`/proc/${process.pid}/task/${id}/stat`, "utf8");
    nices.set(Number(id), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
  }
  return nices;
}

describe.skipIf(process.platform !== "linux")("lowerThisThreadPriority", () => {
  it("lowers the calling thread alone, not the threads beside it", async () => {
    // A thread started before: it must keep its priority (the API's thread, for a replay worker).
    const other = new Worker("setInterval(() => {}, 1000)", { eval: true });
    await new Promise((resolve) => other.once("online", resolve));
    const before = niceByThread();
    try {
      expect(lowerThisThreadPriority()).toBe(true);
      const after = niceByThread();
      const self = Number(readFileSync("/proc/thread-self/stat", "utf8").split(" ")[0]);
      expect(after.get(self)).toBe(REPLAY_THREAD_NICENESS);
      const lowered = [...after].filter(([id, nice]) => nice !== before.get(id)).map(([id]) => id);
      expect(lowered).toEqual(before.get(self) === REPLAY_THREAD_NICENESS ? [] : [self]);
    } finally {
      await other.terminate();
    }
  });
});
