import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPoolOptions, WORKER_FILE } from "./pool-config";

describe("readPoolOptions", () => {
  it.each([
    [
      { REPLAY_WORKERS: "2", REPLAY_QUEUE_MAX: "0" },
      { threads: 2, maxQueue: 0 },
    ],
    [{ REPLAY_WORKERS: "", REPLAY_QUEUE_MAX: " " }, { maxQueue: 32 }],
  ])("%j", (env, expected) => {
    expect(readPoolOptions(env)).toMatchObject(expected);
  });

  it("keeps at least one worker and finds the bundle from the working directory", () => {
    const options = readPoolOptions({});
    expect(options.threads).toBeGreaterThanOrEqual(1);
    expect(options.filename).toBe(path.resolve(WORKER_FILE));
  });

  it("refuses zero workers, naming the setting", () => {
    expect(() => readPoolOptions({ REPLAY_WORKERS: "0" })).toThrow("REPLAY_WORKERS");
  });
});
