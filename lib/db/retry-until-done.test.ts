import { afterEach, describe, expect, it, vi } from "vitest";
import { retryUntilDone } from "./retry-until-done";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("retryUntilDone", () => {
  it("retries a failing cleanup every delay until it works, logging the first failure only", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let attempts = 0;
    const work = vi.fn(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error("SQLITE_FULL");
    });
    const done = retryUntilDone("Sweeping", work, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(attempts).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe("Sweeping failed; retrying every 1 s:");
  });

  it("never rejects, so a server's start cannot fail on it", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const outcome = vi.fn();
    retryUntilDone("Sweeping", () => Promise.reject(new Error("full")), 10).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).not.toHaveBeenCalled();
  });
});
