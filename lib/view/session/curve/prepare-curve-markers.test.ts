import { describe, expect, it } from "vitest";
import type { CacheBreak } from "@/lib/compaction/explain/cache-breaks";
import type {
  RecordedEvent,
  ReplayEvent,
  ReplayResult,
} from "@/lib/compaction/replay/replay-result";
import { deepFreeze } from "@/lib/compaction/testing/deep-freeze";
import { prepareCurveMarkers } from "./prepare-curve-markers";

function makeBreak(source: string, atCall: number): CacheBreak {
  return {
    source,
    atCall,
    line: 10,
    prevCacheRead: 50_000,
    cacheRead: 1_000,
    reason: "ttl",
    gapSeconds: 900,
    tokensRewritten: 49_000,
    rewriteCostUsd: 0.3,
    model: "claude-opus-4-5",
  };
}

function makeRecorded(kind: "compaction" | "microcompaction", atCall: number, trigger: string) {
  return { kind, atCall, trigger, preTokens: 167_000, postTokens: 12_000 } as RecordedEvent;
}

function makeEvent(kind: ReplayEvent["kind"], atCall: number): ReplayEvent {
  return { kind, atCall, tokensBefore: 160_000, tokensAfter: 20_000, detail: {} } as ReplayEvent;
}

/** Only the parts of a replay the markers read. */
function makeReplay(): ReplayResult {
  return {
    recorded: [
      makeRecorded("compaction", 115, "auto"),
      makeRecorded("microcompaction", 65, "auto"),
      makeRecorded("compaction", 40, "manual"),
    ],
    events: [
      makeEvent("autocompact", 86),
      makeEvent("microcompact", 60),
      makeEvent("compact-failed", 90),
    ],
    cacheBreaks: [makeBreak("main", 13), makeBreak("agent:abc", 2)],
  } as ReplayResult;
}

describe("prepareCurveMarkers", () => {
  it("marks recorded and replayed events and the main thread's cache breaks, by call", () => {
    const { markers, note } = prepareCurveMarkers(makeReplay(), null, "main");
    expect(note).toBeNull();
    expect(markers.map((m) => [m.source, m.kind, m.atCall, m.style])).toEqual([
      ["recorded", "cache-break", 13, "cache-break"],
      ["recorded", "compaction", 40, "recorded-manual"],
      ["replayed", "microcompact", 60, "replayed-micro"],
      ["recorded", "microcompaction", 65, "recorded-micro"],
      ["replayed", "autocompact", 86, "replayed-compaction"],
      ["replayed", "compact-failed", 90, "replayed-failure"],
      ["recorded", "compaction", 115, "recorded-auto"],
    ]);
    expect(new Set(markers.map((m) => m.id)).size).toBe(markers.length);
  });

  it.each([
    ["recorded", "compaction", 115, "Recorded auto compaction before call 115: 167K → 12K"],
    ["replayed", "autocompact", 86, "Replayed autocompact before call 86: 160K → 20K"],
    [
      "recorded",
      "cache-break",
      13,
      "Cache break at call 13: 49,000 tokens re-written (time gap over the cache TTL)",
    ],
  ])("labels a %s %s with its numbers", (source, kind, atCall, label) => {
    const { markers } = prepareCurveMarkers(makeReplay(), null, "main");
    const marker = markers.find(
      (m) => m.source === source && m.kind === kind && m.atCall === atCall,
    );
    expect(marker?.label).toBe(label);
  });

  it("shows only a subagent's own cache breaks on its curve, and says why", () => {
    const { markers, note } = prepareCurveMarkers(makeReplay(), "agent:abc", "main");
    expect(markers.map((m) => [m.kind, m.atCall])).toEqual([["cache-break", 2]]);
    expect(note).toMatch(/main thread only/);
  });

  it("has no markers before the replay arrives", () => {
    expect(prepareCurveMarkers(null, null, "main")).toEqual({ markers: [], note: null });
  });

  it("does not mutate the replay", () => {
    const replay = deepFreeze(makeReplay());
    expect(() => prepareCurveMarkers(replay, null, "main")).not.toThrow();
  });
});
