import { describe, expect, it } from "vitest";
import { createInProcessQueue } from "./in-process-queue";
import type { JobHandlers } from "./job-kinds";

function recordingHandlers(log: string[], gate?: Promise<void>): JobHandlers {
  return {
    "summary-variant": async ({ variantId }) => {
      log.push(`start ${variantId}`);
      await gate;
      if (variantId === "boom") throw new Error("boom");
      log.push(`end ${variantId}`);
    },
    "summary-batch": async ({ batchId }) => {
      log.push(`batch ${batchId}`);
    },
  };
}

describe("createInProcessQueue", () => {
  it("runs jobs in order, at most `concurrency` at once", async () => {
    const log: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const queue = createInProcessQueue(() => recordingHandlers(log, gate), { concurrency: 1 });
    queue.enqueue("summary-variant", { variantId: "a" });
    queue.enqueue("summary-variant", { variantId: "b" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual(["start a"]);
    open();
    await queue.idle();
    expect(log).toEqual(["start a", "end a", "start b", "end b"]);
  });

  it("keeps going after a job throws", async () => {
    const log: string[] = [];
    const queue = createInProcessQueue(() => recordingHandlers(log));
    const errors = console.error;
    console.error = () => {};
    queue.enqueue("summary-variant", { variantId: "boom" });
    queue.enqueue("summary-batch", { batchId: "x" });
    await queue.idle();
    console.error = errors;
    expect(log).toEqual(["start boom", "batch x"]);
  });

  it.each([
    ["an empty id", { variantId: "" }],
    ["an unknown field", { variantId: "a", extra: 1 }],
  ])("refuses a payload with %s", (_what, payload) => {
    const queue = createInProcessQueue(() => recordingHandlers([]));
    expect(() => queue.enqueue("summary-variant", payload as { variantId: string })).toThrow();
  });

  it("is idle at once when nothing was queued", async () => {
    await expect(createInProcessQueue(() => recordingHandlers([])).idle()).resolves.toBeUndefined();
  });
});
