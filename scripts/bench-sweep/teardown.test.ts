import { describe, expect, it, vi } from "vitest";
import { processCpuSeconds } from "./process-cpu";
import { onTeardown, tearDown } from "./teardown";

describe("bench-sweep teardown", () => {
  it("stops newest first, keeps going past a stop that fails, and runs each stop once", async () => {
    const stopped: string[] = [];
    const record = (name: string) => async () => void stopped.push(name);
    onTeardown("server", record("server"));
    const stopWorker = onTeardown("worker", record("worker"));
    onTeardown("broken", async () => {
      throw new Error("boom");
    });
    onTeardown("queue", record("queue"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});

    await stopWorker(); // Stopped by the run itself before the teardown: not stopped again.
    await tearDown();
    await tearDown();

    expect(stopped).toEqual(["worker", "queue", "server"]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe("processCpuSeconds", () => {
  it.skipIf(process.platform !== "linux")("reads this process's CPU time from /proc", () => {
    const seconds = processCpuSeconds(process.pid);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(
      process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 + 0.1,
    );
  });

  it("is undefined for a process that does not exist", () => {
    expect(processCpuSeconds(2 ** 30)).toBeUndefined();
  });
});
