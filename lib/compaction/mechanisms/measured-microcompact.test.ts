import { describe, expect, it } from "vitest";
import { replaySession } from "../replay/replay-session";
import { makeModel, type Turn } from "../testing/make-model";

/**
 * The conformance lab's scenario 2 (lib/conformance/scenario-microcompact.ts), 200K window:
 * Reads of a 1,000-line file (47,288 characters, 11,822 tokens), each call reporting 13,750
 * more from 80,000, less what the client cleared from its request (the usage a real API
 * reports): `reported` is each call's usage as the lab measured it.
 */
const lab = (version: string, reported: readonly number[]) => {
  const turns: Turn[] = reported.map((context, k) => ({
    context,
    userChars: k === 0 ? 200 : 0,
    ...(k < 8 && { tools: [{ name: "Read", resultChars: 47_288, filePath: `/w/probe-${k}.txt` }] }),
  }));
  return replaySession(makeModel({ version, model: "claude-sonnet-4-5-20250929", turns }), {});
};
const microcompactions = (version: string, reported: readonly number[]) =>
  lab(version, reported)
    .events.filter((e) => e.kind === "microcompact")
    .map((e) => e.atCall);

const CLIMB = [80_000, 93_750, 107_500, 121_250, 135_000, 148_750, 162_500, 176_250, 190_000];
/** 2.0.8: 2 results cleared at call 5 (23,644 tokens), 2 more at call 7. */
const REPORTED_2_0_8 = [
  80_000, 93_750, 107_500, 121_250, 135_000, 124_620, 138_370, 127_357, 141_107,
];
/**
 * 2.0.37 to 2.0.76, and 2.0.77 (its first measurement lost Reads to its subagents' warm-up
 * calls, conformance lab 2026-11-26): 2 results cleared at call 5, 2 more at call 7, no record.
 */
const REPORTED_2_0_76 = [
  80_000, 93_750, 107_500, 121_250, 135_000, 124_590, 138_340, 127_209, 140_839,
];
const REPORTED_2_0_77 = [
  80_000, 93_750, 107_500, 121_250, 135_000, 124_590, 138_340, 127_931, 141_681,
];
/** 2.1.1 and 2.1.5 (the other versions that warm up with tools): the same clearings. */
const REPORTED_2_1_5 = [
  80_000, 93_750, 107_500, 121_250, 135_000, 124_678, 138_428, 128_106, 141_856,
];
/** 2.1.63: 3 results cleared at call 6 (35,466 tokens), none after. */
const REPORTED_2_1_63 = [
  80_000, 93_750, 107_500, 121_250, 135_000, 148_750, 126_392, 140_142, 153_892,
];

describe("legacy microcompact as the lab measured it", () => {
  it.each([
    // Usage alone over the 135,000 warning level at calls 5 and 7: 2 results each time.
    ["1.0.117", REPORTED_2_0_8, [5, 7]],
    ["2.0.8", REPORTED_2_0_8, [5, 7]],
    ["2.0.37", REPORTED_2_0_76, [5, 7]],
    ["2.0.76", REPORTED_2_0_76, [5, 7]],
    ["2.0.77", REPORTED_2_0_77, [5, 7]],
    ["2.1.1", REPORTED_2_1_5, [5, 7]],
    ["2.1.5", REPORTED_2_1_5, [5, 7]],
    ["2.1.19", REPORTED_2_0_8, [5, 7]],
    // The gate reads the usage alone against 147,000: 148,750 before call 6 opens it; 140,142
    // before call 8 does not, though its new Read result takes the count to 151,964.
    ["2.1.22", REPORTED_2_1_63, [6]],
    ["2.1.63", REPORTED_2_1_63, [6]],
    ["2.1.68", REPORTED_2_1_63, [6]],
    // 2.1.69 on: nothing cleared (the lab: up to 176,250).
    ["2.1.69", CLIMB, []],
    ["2.1.112", CLIMB, []],
  ] as const)("%s clears before calls %j", (version, reported, expected) => {
    expect(microcompactions(version, reported)).toEqual(expected);
  });

  it.each([
    ["2.0.8", REPORTED_2_0_8],
    ["2.0.76", REPORTED_2_0_76],
    ["2.0.77", REPORTED_2_0_77],
    ["2.1.5", REPORTED_2_1_5],
    ["2.1.63", REPORTED_2_1_63],
  ] as const)(
    "%s: follows each silent clearing instead of subtracting it twice",
    (version, reported) => {
      const result = lab(version, reported);
      const events = result.events.filter((e) => e.kind === "microcompact");
      expect(events.length).toBeGreaterThan(0);
      for (const event of events)
        if (event.kind === "microcompact") expect(event.detail.isAligned).toBe(true);
      for (const call of result.calls) expect(call.replayTokens).toBe(call.actualTokens);
    },
  );

  it("takes clearing as off where the session never cleared (2.1.22, usage climbing regardless)", () => {
    const result = lab("2.1.22", CLIMB);
    expect(result.events.filter((e) => e.kind === "microcompact")).toEqual([]);
    expect(result.events.find((e) => e.kind === "microcompact-off")?.atCall).toBe(6);
    expect(result.calls[6]?.replayTokens).toBe(CLIMB[6]);
  });
});
