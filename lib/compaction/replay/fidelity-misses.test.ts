import { describe, expect, it } from "vitest";
import type { TranscriptModel } from "../../transcript/model";
import { replaySession } from "./replay-session";
import { makeModel, type Turn } from "../testing/make-model";
import { deepFreeze } from "../testing/deep-freeze";

/** `count` turns growing by `step` tokens from `from`, each reading a file of `resultChars`. */
function growing(from: number, step: number, count: number, resultChars = 0): Turn[] {
  return Array.from({ length: count }, (_, i) => ({
    context: from + step * i,
    ...(resultChars > 0 ? { tools: [{ name: "Read", resultChars }] } : { userChars: 400 }),
  }));
}

/**
 * Miss 1: 2.0.5x to 2.0.7x clear tool results silently. The session reads 10K-token files up
 * to 141K (above cc-2.0's 135K warning level), then call 12 shows the clearing in its usage
 * (72K, no microcompact_boundary), then grows to 160K and auto-compacts before call 21.
 */
function silentMicrocompactSession(): TranscriptModel {
  const reading = growing(20_000, 11_000, 12, 40_000);
  const after = growing(72_000, 11_000, 9);
  return makeModel({
    version: "2.0.55",
    model: "claude-sonnet-4-5-20250929",
    turns: [
      ...reading,
      ...after,
      { context: 30_000, compactionBefore: { trigger: "auto", preTokens: 160_000 } },
      { context: 32_000 },
    ],
  });
}

/**
 * Miss 1b: a 2.0.7x session whose client never cleared (DISABLE_MICROCOMPACT, or a remote
 * experiment up to 2.0.71): the same reads climb through the 135K warning level with no drop
 * and the session auto-compacts at 163K before call 14.
 */
function clearingOffSession(): TranscriptModel {
  return makeModel({
    version: "2.0.74",
    model: "claude-sonnet-4-5-20250929",
    turns: [
      ...growing(20_000, 11_000, 14, 40_000),
      { context: 30_000, compactionBefore: { trigger: "auto", preTokens: 163_000 } },
      { context: 32_000 },
    ],
  });
}

/**
 * Miss 2: a resume copied a boundary of another session in before call 10 (its parent is not
 * in the file): the context really dropped from 150K to 25K. The session then grows to 169K
 * and auto-compacts before call 19.
 */
function resumedSession(): TranscriptModel {
  return makeModel({
    version: "2.1.63",
    turns: [
      ...growing(60_000, 10_000, 10),
      {
        context: 25_000,
        compactionBefore: { trigger: "auto", preTokens: 170_000, parentInFile: false },
      },
      ...growing(57_000, 16_000, 8),
      { context: 30_000, compactionBefore: { trigger: "auto", preTokens: 169_000 } },
    ],
  });
}

/** Miss 3: the last call used 165K, a 5K tool result came back, the session compacted, the file ends. */
function compactedAtEndSession(): TranscriptModel {
  const turns = growing(100_000, 13_000, 6);
  turns.push({ context: 165_000, tools: [{ name: "Bash", resultChars: 20_000 }] });
  return makeModel({
    version: "2.1.63",
    turns,
    compactionAtEnd: { trigger: "auto", preTokens: 170_100 },
  });
}

describe("fidelity misses: every recorded auto compaction replays at its call", () => {
  it.each([
    {
      miss: "legacy microcompact assumed where usage already shows it",
      make: silentMicrocompactSession,
    },
    {
      miss: "legacy microcompact assumed where the session never cleared",
      make: clearingOffSession,
    },
    { miss: "boundary copied from another session mid-file", make: resumedSession },
    { miss: "compaction after the file's last API call", make: compactedAtEndSession },
  ])("$miss", ({ make }) => {
    const model = deepFreeze(make());
    const result = replaySession(model, {});
    const replayable = result.recorded.filter(
      (r) => r.kind === "compaction" && r.trigger === "auto" && r.replayable,
    );
    expect(replayable.length).toBeGreaterThan(0);
    for (const recorded of replayable) {
      const event = result.events.find(
        (e) => e.kind === "autocompact" && e.atCall === recorded.atCall,
      );
      expect(event?.tokensBefore).toBeGreaterThanOrEqual(0.98 * (recorded.preTokens ?? 0));
      expect(event?.tokensBefore).toBeLessThanOrEqual(1.02 * (recorded.preTokens ?? 0));
    }
    const autoCalls = result.events.filter((e) => e.kind === "autocompact").map((e) => e.atCall);
    expect(autoCalls).toEqual(replayable.map((r) => r.atCall));
  });
});

describe("silent microcompaction is not applied twice", () => {
  it("follows the real usage where the replay clears and the usage dropped as much", () => {
    const result = replaySession(silentMicrocompactSession(), {});
    const micro = result.events.find((e) => e.kind === "microcompact");
    expect(micro?.atCall).toBe(12);
    expect(micro?.kind === "microcompact" && micro.detail.isAligned).toBe(true);
    expect(result.calls[12]?.replayTokens).toBe(72_000);
  });

  it("takes clearing as off where the usage shows no drop up to the next compaction", () => {
    const result = replaySession(clearingOffSession(), {});
    expect(result.events.filter((e) => e.kind === "microcompact")).toEqual([]);
    const off = result.events.find((e) => e.kind === "microcompact-off");
    expect(off?.atCall).toBe(12);
    expect(off?.kind === "microcompact-off" && off.detail.wouldSave).toBeGreaterThanOrEqual(20_000);
    expect(result.calls[12]?.replayTokens).toBe(result.calls[12]?.actualTokens);
  });

  it("still clears where the recording clears a few calls later (the gate's counterfactual)", () => {
    const later = makeModel({
      version: "2.0.55",
      model: "claude-sonnet-4-5-20250929",
      turns: [...growing(20_000, 11_000, 13, 40_000), ...growing(70_000, 11_000, 3)],
    });
    const result = replaySession(later, {});
    const micro = result.events.find((e) => e.kind === "microcompact");
    expect(micro?.atCall).toBe(12);
    expect(micro?.kind === "microcompact" && micro.detail.isAligned).toBe(false);
    expect(result.calls[12]?.replayTokens).toBe(152_000 - (micro?.detail.saved ?? 0));
    expect(result.events.some((e) => e.kind === "microcompact-off")).toBe(false);
  });
});

describe("a copied boundary is taken as given", () => {
  it.each([
    { profile: "auto" as const },
    {
      profile: "cc-2.1" as const,
      overrides: { disableCompact: true, replayRecordedManual: false },
    },
  ])("resets the context where it sits ($profile)", (request) => {
    const result = replaySession(resumedSession(), request);
    const reset = result.events.find((e) => e.atCall === 10);
    expect(reset?.kind).toBe("manual-compact");
    expect(result.calls[10]?.replayTokens).toBe(25_000);
    const copied = result.recorded.find((r) => r.atCall === 10);
    expect(copied?.replayable).toBe(false);
    expect(copied?.matched).toBe(true);
  });
});

describe("the check after the last call", () => {
  it("runs only where the file records a compaction after the last call", () => {
    const turns = growing(100_000, 13_000, 6);
    turns.push({ context: 165_000, tools: [{ name: "Bash", resultChars: 20_000 }] });
    const ended = replaySession(makeModel({ version: "2.1.63", turns }), {});
    expect(ended.events).toEqual([]);
    const compacted = replaySession(compactedAtEndSession(), {});
    expect(compacted.events.map((e) => [e.kind, e.atCall])).toEqual([["autocompact", 7]]);
  });

  it.each([
    ["with no call after it, its boundary's postTokens is what came after", 31_000, 31_000],
    ["without postTokens (before about 2.1.112), unknown", null, null],
    ["a postTokens smaller than its own records is not taken", 1_000, null],
  ])("%s", (_rule, postTokens, expected) => {
    const turns = growing(100_000, 13_000, 6);
    const model = makeModel({
      version: "2.1.120",
      turns,
      compactionAtEnd: { trigger: "auto", preTokens: 170_100, postTokens },
    });
    const recorded = replaySession(model, {}).recorded.find((r) => r.kind === "compaction");
    expect(recorded?.kind === "compaction" && recorded.tokensAfter).toBe(expected);
    if (recorded?.kind === "compaction" && expected !== null)
      expect(recorded.postCompact.reduce((sum, item) => sum + item.tokens, 0)).toBe(expected);
  });
});
