import { describe, expect, it } from "vitest";
import { checkThreshold, probeThreshold } from "./check-threshold";
import { triageDisagreements } from "./known-disagreements";
import { versionsMatrixSchema } from "./matrix-schema";
import { measureVersion } from "./measure-version";
import type { Setting } from "./settings";
import { engineThresholdFor } from "./engine-threshold";
import {
  isMeasuredUnderDefaults,
  recheckThresholds,
  withThresholdDisagreements,
} from "./recheck-thresholds";
import { makeMatrixRow } from "./testing/make-matrix-row";
import versionsMatrix from "./versions-matrix.json";
import { SCRIPTED_CLAUDE } from "./testing/scripted-claude";

describe("the measured threshold beside the engine's", () => {
  const pct80 = (threshold: string): Setting => ({
    id: "200k+pct-80",
    model: "claude-sonnet-4-5-20250929",
    window: 200_000,
    env: {
      SCRIPTED_THRESHOLD: threshold,
      SCRIPTED_COUNT_ADDS: "1",
      SCRIPTED_VERSION: "2.1.330",
      CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000",
      CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: "80",
    },
  });

  // 2.1.330 under PCT 80 compacts a lone round at 177,000 (the blocking limit) although its
  // threshold is 144,000 (reached after a warm-up round): the probe is held to the first.
  it("holds a lone-round probe to the engine's lone-round threshold, not the autocompact threshold", async () => {
    const row = await measureVersion(SCRIPTED_CLAUDE, pct80("177000"));
    expect(row).toMatchObject({ preTokens: 177_000, warmUp: false, failures: [] });
    expect(row.engine).toMatchObject({ threshold: 144_000, loneRoundThreshold: 177_000 });
    expect(row.engine?.disagreements).toEqual([]);
  }, 60_000);

  it("reports a client whose lone round compacts elsewhere, with both numbers", async () => {
    const row = await measureVersion(SCRIPTED_CLAUDE, pct80("176000"));
    expect(row.engine?.disagreements).toContainEqual({
      kind: "threshold",
      message:
        "the client compacted at a count of 176,000 and not at 175,999; the engine's threshold for 2.1.330 under 200k+pct-80 is 177,000 (1,000 higher)",
    });
  }, 60_000);
});

describe("probeThreshold", () => {
  it.each([
    ["a lone round where the engine has a lone-round threshold", false, 177_000],
    ["a probe after a warm-up round", true, 144_000],
  ])("takes %s", (_name, isAfterWarmUp, expected) => {
    expect(probeThreshold({ threshold: 144_000, loneRoundThreshold: 177_000 }, isAfterWarmUp)).toBe(
      expected,
    );
  });

  it("takes the autocompact threshold where the engine has no lone-round rule", () => {
    expect(probeThreshold({ threshold: 167_000, loneRoundThreshold: null }, false)).toBe(167_000);
  });
});

describe("checkThreshold", () => {
  const measured = {
    version: "2.1.330",
    setting: "200k+pct-80",
    preTokens: 177_000,
    highestQuiet: 176_969,
    countAdds: 30,
  };
  it.each([
    ["agrees with a threshold of exactly the client's count", 177_000, []],
    [
      "reports a lower threshold (2.1.330 under PCT 80)",
      144_000,
      [
        "the client compacted at a count of 177,000 and not at 176,999; the engine's threshold for 2.1.330 under 200k+pct-80 is 144,000 (33,000 lower)",
      ],
    ],
    [
      "reports a threshold one token lower",
      176_999,
      [
        "the client compacted at a count of 177,000 and not at 176,999; the engine's threshold for 2.1.330 under 200k+pct-80 is 176,999 (1 lower)",
      ],
    ],
    [
      "reports a higher threshold",
      187_000,
      [
        "the client compacted at a count of 177,000 and not at 176,999; the engine's threshold for 2.1.330 under 200k+pct-80 is 187,000 (10,000 higher)",
      ],
    ],
  ])("%s", (_name, engine, messages) => {
    expect(checkThreshold(measured, engine).map((d) => d.message)).toEqual(messages);
  });

  it("says nothing about a version that never compacted (the quiet replay checks it)", () => {
    expect(checkThreshold({ ...measured, preTokens: null }, 1)).toEqual([]);
  });

  it("adds what the check counts beyond preTokens (glm-4.7 on 2.1.150: 31 characters are 10 tokens to the check, 8 to preTokens)", () => {
    const glm = {
      version: "2.1.150",
      setting: "glm-4.7",
      preTokens: 166_998,
      highestQuiet: 166_989,
      countAdds: 8,
    };
    expect(checkThreshold({ ...glm, checkOverPreTokens: 2 }, 167_000)).toEqual([]);
    expect(checkThreshold(glm, 167_000)[0]?.message).toBe(
      "the client compacted at a count of 166,998 and not at 166,997; the engine's threshold for 2.1.150 under glm-4.7 is 167,000 (2 higher)",
    );
  });

  it("takes a quiet probe further below as an interval", () => {
    const wide = { ...measured, highestQuiet: 170_000 };
    expect(checkThreshold(wide, 175_000)).toEqual([]);
    expect(checkThreshold(wide, 170_030)[0]?.message).toMatch(/not at 170,030 or below/);
  });
});

describe("recheckThresholds", () => {
  it("finds no threshold disagreement in the committed matrix beyond those its rows store and the known list names", () => {
    const matrix = versionsMatrixSchema.parse(versionsMatrix);
    const rechecked = recheckThresholds(matrix.rows, engineThresholdFor);
    const found = rechecked.flatMap((r) => (r.disagreements ?? []).map((d) => ({ row: r.row, d })));
    for (const { row, d } of found) expect(row.engine?.disagreements).toContainEqual(d);
    // Under flags or in the interactive client a difference is a finding the row stores, not a
    // disagreement to triage (the engine cannot know a file's flags or mode).
    const triage = triageDisagreements(
      found
        .filter(({ row }) => isMeasuredUnderDefaults(row))
        .map(({ row, d }) => ({
          version: row.version,
          setting: row.setting,
          disagreements: [d],
        })),
    );
    expect(triage.unexpected).toEqual([]);
  });

  it("replaces a row's threshold disagreements and keeps the others", () => {
    const row = makeMatrixRow({
      engine: {
        ...makeMatrixRow().engine!,
        disagreements: [
          { kind: "threshold", message: "old" },
          { kind: "manual", message: "kept" },
        ],
      },
    });
    expect(
      withThresholdDisagreements(row, [{ kind: "threshold", message: "new" }]).engine
        ?.disagreements,
    ).toEqual([
      { kind: "threshold", message: "new" },
      { kind: "manual", message: "kept" },
    ]);
  });
});
