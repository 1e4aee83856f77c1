import { describe, expect, it } from "vitest";
import { inferThreshold } from "./infer-threshold";
import { PROFILES } from "../config/profiles";
import { buildReplayIndex } from "../replay/replay-index";
import { makeCodexModel } from "../testing/make-codex-model";
import { makeModel, type Turn } from "../testing/make-model";

const infer = (turns: Turn[], source = "main", version = "2.1.63") => {
  const model = makeModel({ version, source, turns });
  const config = PROFILES["cc-2.1"].values;
  return inferThreshold({
    index: buildReplayIndex(model, config),
    config,
    window: 200_000,
    mainSource: model.mainSource,
    harness: model.harness,
  });
};

describe("inferThreshold", () => {
  const turns: Turn[] = [
    { context: 60_000 },
    { context: 150_000 },
    { context: 166_000 },
    { context: 30_000, compactionBefore: { trigger: "auto", preTokens: 168_000 } },
    { context: 150_000 },
    { context: 40_000, compactionBefore: { trigger: "auto", preTokens: 170_500 } },
    { context: 45_000, compactionBefore: { trigger: "manual", preTokens: 40_100 } },
  ];

  it("bounds the threshold by every check that did not fire (manual compactions' included) and every auto compaction's preTokens", () => {
    // Checks 1, 2, 4 and 6 saw 60,000, 150,000, 30,000 and 40,000 (usage of the call before).
    expect(infer(turns)).toMatchObject({
      lower: 150_000,
      upper: 168_000,
      isConsistent: true,
      autoCompactions: 2,
      checks: 4,
    });
  });

  it("lists the profiles and windows inside the interval", () => {
    const inside = infer(turns)
      .candidates.filter((c) => c.inside)
      .map((c) => `${c.profile}@${c.window}`);
    expect(inside).toEqual([
      "cc-2.0@200000",
      "cc-2.1-early@200000",
      "cc-2.1@200000",
      "cc-2.1-quiet@200000",
      "cc-2.1-auto-window@200000",
      "cc-2.1-reactive@200000",
      "cc-2.1-lone-round@200000",
    ]);
  });

  it("never lists a profile that does not compact by itself (Codex before 0.40) as consistent", () => {
    const model = makeCodexModel({
      turns: [
        { context: 200_000 },
        { context: 246_000 },
        { context: 20_000, compactionBefore: { trigger: "auto" } },
      ],
    });
    const config = PROFILES.codex.values;
    const { candidates } = inferThreshold({
      index: buildReplayIndex(model, config),
      config,
      window: 272_000,
      mainSource: model.mainSource,
      harness: model.harness,
    });
    const inside = new Set(candidates.filter((c) => c.inside).map((c) => c.profile));
    expect(inside.has("codex")).toBe(true);
    expect(inside.has("codex-no-auto")).toBe(false);
  });

  it("maps the interval to a window range per profile (threshold = window - reserve - buffer)", () => {
    const ranges = Object.fromEntries(
      infer(turns).windowRanges.map((r) => [r.profile, [r.minWindow, r.maxWindow]]),
    );
    expect(ranges["cc-2.1"]).toEqual([150_001 + 33_000, 168_000 + 33_000]);
    expect(ranges["cc-1.0-literal"]).toEqual([150_001 + 13_000, 168_000 + 13_000]);
  });

  it("has no upper bound without an auto compaction, and learns nothing from a compaction fork's checks", () => {
    expect(infer(turns.slice(0, 3))).toMatchObject({ lower: 150_000, upper: null });
    expect(infer(turns, "agent:acompact-1")).toMatchObject({
      lower: null,
      checks: 0,
      upper: 168_000,
    });
  });
});
