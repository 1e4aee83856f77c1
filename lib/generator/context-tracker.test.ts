import { describe, expect, it } from "vitest";
import { ContextTracker } from "./context-tracker";
import { createRng } from "./prng";

const MINUTE = 60_000;

function makeTracker(ttlMs = 5 * MINUTE): ContextTracker {
  const tracker = new ContextTracker(createRng(4), 20_000, ttlMs);
  tracker.add(4_000);
  tracker.call(0, 100);
  return tracker;
}

describe("ContextTracker", () => {
  it("grows the prompt by about a token per 4 characters and reads the previous prompt from cache", () => {
    const tracker = makeTracker();
    const first = tracker.lastContext;
    tracker.add(40_000);
    const next = tracker.call(30_000, 50);
    expect(next.context - first).toBeGreaterThanOrEqual(10_000 + 50 - 100);
    expect(next.context - first).toBeLessThanOrEqual(10_000 + 50);
    expect(next.cacheRead).toBe(first - 100);
    expect(next.input + next.cacheCreation + next.cacheRead + next.output).toBe(next.context);
  });

  it.each([
    { gapMs: 4 * MINUTE, ttlMs: 5 * MINUTE, missed: false },
    { gapMs: 6 * MINUTE, ttlMs: 5 * MINUTE, missed: true },
    { gapMs: 30 * MINUTE, ttlMs: 60 * MINUTE, missed: false },
    { gapMs: 61 * MINUTE, ttlMs: 60 * MINUTE, missed: true },
  ])(
    "misses the cache after a $gapMs ms gap only when it exceeds the $ttlMs ms TTL",
    ({ gapMs, ttlMs, missed }) => {
      const tracker = makeTracker(ttlMs);
      tracker.add(400);
      const call = tracker.call(gapMs, 10);
      expect(call.cacheRead === 0).toBe(missed);
    },
  );

  it("restarts from the system prefix after a compaction", () => {
    const tracker = makeTracker();
    tracker.add(600_000);
    tracker.call(1_000, 10);
    tracker.compact(40_000, 2_000);
    const after = tracker.call(2_000, 10);
    expect(after.context).toBeLessThan(40_000);
    expect(after.cacheRead).toBe(20_000);
  });

  it("drops the context by the tokens a microcompaction saved", () => {
    const tracker = makeTracker();
    tracker.add(400_000);
    const before = tracker.call(1_000, 10).context;
    tracker.microcompact(30_000);
    const after = tracker.call(2_000, 10).context;
    expect(before - after).toBeGreaterThanOrEqual(30_000 - 20);
  });
});
