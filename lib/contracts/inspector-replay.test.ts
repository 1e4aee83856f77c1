import { describe, expect, it } from "vitest";
import { replaySession } from "../compaction/replay/replay-session";
import { makeStoredModel } from "../replay-pool/testing/make-stored-model";
import type { ParsedReplayRequest } from "../compaction/config/replay-request-schema";
import {
  fromInspectorReplayWire,
  inspectorReplaySchema,
  toInspectorReplayWire,
  type InspectorReplayWire,
} from "./inspector-replay";

const { model } = makeStoredModel(5);
const result = replaySession(model, { overrides: { autocompactBufferTokens: 40_000 } });
const withoutCalls = (value: { calls: unknown }) => ({ ...value, calls: null });
const wire = () => JSON.parse(JSON.stringify(toInspectorReplayWire(result))) as unknown;

describe("inspector replay projection", () => {
  it("round-trips every call's numbers through the columns, without the states", () => {
    const parsed = inspectorReplaySchema.parse(wire());
    expect(result.calls.length).toBeGreaterThan(10);
    expect(parsed.calls).toEqual(
      result.calls.map(({ index, actualTokens, replayTokens, countTokens }) => ({
        ...{ index, actualTokens, replayTokens, countTokens },
      })),
    );
  });

  it("keeps every other part of the result as it is", () => {
    expect(withoutCalls(inspectorReplaySchema.parse(wire()))).toEqual(withoutCalls(result));
  });

  it("sends the calls in under a third of their full size", () => {
    const columns = JSON.stringify(toInspectorReplayWire(result).callColumns).length;
    expect(columns).toBeLessThan(JSON.stringify(result.calls).length / 3);
  });

  it("does not mutate the result", () => {
    const before = JSON.stringify(result);
    toInspectorReplayWire(result);
    expect(JSON.stringify(result)).toBe(before);
  });

  it.each<[string, ParsedReplayRequest]>([
    ["the auto profile", {}],
    ["another profile", { profile: "cc-2.0" }],
    ["a lower threshold", { overrides: { autocompactBufferTokens: 90_000 } }],
    ["autocompact disabled", { overrides: { disableAutoCompact: true } }],
  ])("gives back the full result byte for byte, states included, for %s", (_name, request) => {
    const full = replaySession(model, request);
    const back = fromInspectorReplayWire(
      JSON.parse(JSON.stringify(toInspectorReplayWire(full))) as InspectorReplayWire,
    );
    expect(JSON.stringify(back)).toBe(JSON.stringify(full));
  });

  it("puts the columns where the calls were, so the wire keeps the result's key order", () => {
    const keys = Object.keys(toInspectorReplayWire(result));
    expect(keys).toEqual(Object.keys(result).map((k) => (k === "calls" ? "callColumns" : k)));
  });

  const mutations: [string, (w: Record<string, unknown>) => void][] = [
    ["columns of different lengths", (w) => (w.callColumns as { index: number[] }).index.push(99)],
    [
      "a column holding a string",
      (w) => ((w.callColumns as { actualTokens: unknown[] }).actualTokens[0] = "1"),
    ],
    ["no columns (a full result)", (w) => delete w.callColumns],
    ["another engine's version", (w) => (w.engineVersion = "2")],
  ];
  it.each(mutations)("refuses an answer with %s", (_name, mutate) => {
    const w = wire() as Record<string, unknown>;
    mutate(w);
    expect(inspectorReplaySchema.safeParse(w).success).toBe(false);
  });
});
