import { describe, expect, it } from "vitest";
import { buildModel, makeAssistant, makeSystem, text } from "../../transcript/testing/make-records";
import { detectCacheBreaks } from "./cache-breaks";

type CallSpec = {
  cacheRead: number;
  at?: string;
  model?: string;
  version?: string;
  cache1h?: number;
  cacheWrite?: number;
};

function call(id: string, spec: CallSpec) {
  const record = makeAssistant(
    id,
    text("x"),
    { cache_read_input_tokens: spec.cacheRead, cache_creation_input_tokens: spec.cacheWrite ?? 0 },
    {
      timestamp: spec.at ?? "2026-01-01T00:00:00.000Z",
      version: spec.version ?? "2.1.19",
    },
  );
  const message = record.message as Record<string, unknown>;
  message.model = spec.model ?? "claude-opus-4-5";
  if (spec.cache1h)
    (message.usage as Record<string, unknown>).cache_creation = {
      ephemeral_1h_input_tokens: spec.cache1h,
    };
  return record;
}

describe("detectCacheBreaks (seed 001)", () => {
  it.each([
    ["a drop over 5% and over 2,000 tokens is a break", 100_000, 90_000, 1],
    ["a drop of 2,000 tokens exactly is not", 30_000, 28_000, 0],
    ["a drop of 5% exactly is not", 100_000, 95_000, 0],
    ["a rise is not", 10_000, 50_000, 0],
  ])("%s", (_rule, before, after, count) => {
    expect(
      detectCacheBreaks(
        buildModel([call("a", { cacheRead: before }), call("b", { cacheRead: after })]),
      ),
    ).toHaveLength(count);
  });

  it.each([
    ["model changed", { model: "claude-sonnet-4-5" }, "model"],
    ["version changed", { version: "2.1.20" }, "version"],
    ["gap over the 5 minute TTL", { at: "2026-01-01T00:06:00.000Z" }, "ttl"],
    ["otherwise server-side", { at: "2026-01-01T00:04:00.000Z" }, "server"],
  ])("names the reason: %s", (_rule, change, reason) => {
    const model = buildModel([
      call("a", { cacheRead: 50_000 }),
      call("b", { cacheRead: 0, ...change }),
    ]);
    expect(detectCacheBreaks(model).map((b) => b.reason)).toEqual([reason]);
  });

  it("uses the 1-hour TTL when the previous call wrote 1-hour cache", () => {
    const model = buildModel([
      call("a", { cacheRead: 50_000, cache1h: 1_000 }),
      call("b", { cacheRead: 0, at: "2026-01-01T00:30:00.000Z" }),
    ]);
    expect(detectCacheBreaks(model)[0]?.reason).toBe("server");
  });

  it.each([
    [
      "a compaction",
      makeSystem("compact_boundary", { compactMetadata: { trigger: "auto", preTokens: 1 } }),
    ],
    ["a microcompaction", makeSystem("microcompact_boundary", { microcompactMetadata: {} })],
  ])("sets no baseline across %s", (_case, reset) => {
    const model = buildModel([
      call("a", { cacheRead: 50_000 }),
      reset,
      call("b", { cacheRead: 0 }),
      call("c", { cacheRead: 0 }),
    ]);
    expect(detectCacheBreaks(model)).toEqual([]);
  });

  it("skips haiku calls, which neither break nor set a baseline", () => {
    const model = buildModel([
      call("a", { cacheRead: 50_000 }),
      call("h", { cacheRead: 0, model: "claude-haiku-4-5" }),
      call("b", { cacheRead: 49_000 }),
    ]);
    expect(detectCacheBreaks(model)).toEqual([]);
  });

  it("compares calls within their own query source", () => {
    const model = buildModel([
      call("a", { cacheRead: 50_000 }),
      { ...call("s", { cacheRead: 0 }), isSidechain: true, agentId: "x" },
      call("b", { cacheRead: 51_000 }),
    ]);
    expect(detectCacheBreaks(model)).toEqual([]);
  });

  it.each([
    ["5-minute writes at the model's 5-minute rate", "claude-opus-4-5", 0, 40_000 * 6.25],
    ["1-hour writes at the model's 1-hour rate", "claude-opus-4-5", 40_000, 40_000 * 10],
    ["another model at its own rate", "claude-sonnet-4-5-20250929", 0, 40_000 * 3.75],
    ["Opus 4.1 at its own rate", "claude-opus-4-1-20250805", 0, 40_000 * 18.75],
  ])("prices the tokens re-written as cache writes: %s", (_rule, model, cache1h, micros) => {
    const built = buildModel([
      call("a", { cacheRead: 50_000, model }),
      call("b", { cacheRead: 10_000, cacheWrite: 40_000, cache1h, model }),
    ]);
    const [found] = detectCacheBreaks(built);
    expect(found?.tokensRewritten).toBe(40_000);
    expect(found?.rewriteCostUsd).toBeCloseTo(micros / 1_000_000, 10);
  });

  it("gives a break on a model without a price no cost (null, not zero)", () => {
    const built = buildModel([
      call("a", { cacheRead: 50_000, model: "claude-unreleased-9" }),
      call("b", { cacheRead: 0, cacheWrite: 50_000, model: "claude-unreleased-9" }),
    ]);
    expect(detectCacheBreaks(built).map((b) => b.rewriteCostUsd)).toEqual([null]);
  });

  it("is deterministic", () => {
    const records = [call("a", { cacheRead: 50_000 }), call("b", { cacheRead: 0, cacheWrite: 9 })];
    expect(detectCacheBreaks(buildModel(records))).toEqual(detectCacheBreaks(buildModel(records)));
  });
});
