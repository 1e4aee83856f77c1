import { describe, expect, it } from "vitest";
import { defaultWindowOf } from "./default-windows";

/** The lab's scenario 5 findings (2026-11-26), read back through the table. */
describe("defaultWindowOf", () => {
  it.each([
    ["claude-opus-4-6", "2.1.152", "unknown"], // before 2.1.153 unknown means the 200K default
    ["claude-opus-4-6", "2.1.162", "unknown"],
    ["claude-opus-4-6", "2.1.163", "200k"],
    ["claude-opus-4-6-v1", "2.1.330", "200k"],
    ["claude-sonnet-4-6", "2.1.330", "200k"],
    ["claude-opus-4-7", "2.1.116", "unknown"],
    ["claude-opus-4-7", "2.1.117", "1m"], // 1M by default from 2.1.117 to 2.1.143 (2026-11-27)
    ["claude-opus-4-7", "2.1.143", "1m"],
    ["claude-opus-4-7", "2.1.144", "unknown"],
    ["claude-opus-4-7", "2.1.284", "unknown"],
    ["claude-opus-4-7", "2.1.285", "1m"],
    ["claude-opus-4-8", "2.1.216", "unknown"],
    ["claude-opus-4-8", "2.1.217", "200k"],
    ["claude-opus-4-8", "2.1.330", "1m"],
    ["claude-opus-5", "2.1.240", "200k"],
    ["claude-opus-5-5", "2.1.218", "unknown"],
    ["claude-opus-5-5", "2.1.330", "1m"],
    ["claude-sonnet-5-5", "2.1.283", "200k"],
    ["claude-sonnet-5-5", "2.1.284", "unknown"],
    ["claude-sonnet-5-5", "2.1.285", "1m"],
    ["claude-haiku-5-5", "2.1.292", "200k"],
    ["claude-haiku-5-5", "2.1.293", "1m"],
    ["claude-fable-5-2", "2.1.319", "200k"],
    ["claude-fable-5-2", "2.1.321", "1m"],
    ["claude-sonnet-4-5-20250929", "2.1.330", "unknown"],
    ["claude-haiku-4-5-20251001", "2.1.330", "unknown"],
    ["glm-4.7", "2.1.330", "unknown"],
  ])("%s under %s: %s", (model, version, window) => {
    expect(defaultWindowOf(model, version).window).toBe(window);
  });

  it("gives tokens for a known class and none for an unknown name or version", () => {
    expect(defaultWindowOf("claude-opus-4-7", "2.1.330")).toEqual({
      window: "1m",
      tokens: 1_000_000,
    });
    expect(defaultWindowOf("claude-opus-4-6", "2.1.200")).toEqual({
      window: "200k",
      tokens: 200_000,
    });
    expect(defaultWindowOf("claude-opus-4-7", null)).toEqual({ window: "unknown", tokens: null });
    expect(defaultWindowOf(null, "2.1.330")).toEqual({ window: "unknown", tokens: null });
  });
});
