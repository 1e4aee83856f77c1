import { describe, expect, it } from "vitest";
import { checkThreshold } from "./check-threshold";
import { triageDisagreements } from "./known-disagreements";
import { NO_REMOTE_FLAGS, versionsMatrixSchema } from "./matrix-schema";
import { measureVersion } from "./measure-version";
import { recheckThresholds, withThresholdDisagreements } from "./recheck-thresholds";
import { makeMatrixRow } from "./testing/make-matrix-row";
import versionsMatrix from "./versions-matrix.json";
import { SCRIPTED_CLAUDE } from "./testing/scripted-claude";

describe("the measured threshold beside the engine's", () => {
  // 2.1.330 under 200k+pct-80 compacted at a count of 177,000 while the engine's threshold was
  // 144,000; its two-turn probes have no call between the two, so the replays agreed.
  it("reports an engine threshold below the client's although both probe sessions replay as measured", async () => {
    const row = await measureVersion(SCRIPTED_CLAUDE, {
      id: "200k+pct-80",
      model: "claude-sonnet-4-5-20250929",
      window: 200_000,
      env: {
        SCRIPTED_THRESHOLD: "177000",
        SCRIPTED_COUNT_ADDS: "1",
        SCRIPTED_VERSION: "2.1.330",
        CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000",
        CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: "80",
      },
    });
    expect(row).toMatchObject({ preTokens: 177_000, failures: [] });
    expect(row.engine?.threshold).toBe(144_000);
    expect(row.engine?.disagreements).toContainEqual({
      kind: "threshold",
      message: expect.stringMatching(/177,000.*144,000/),
    });
  }, 60_000);
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

  it("takes a quiet probe further below as an interval", () => {
    const wide = { ...measured, highestQuiet: 170_000 };
    expect(checkThreshold(wide, 175_000)).toEqual([]);
    expect(checkThreshold(wide, 170_030)[0]?.message).toMatch(/not at 170,030 or below/);
  });
});

describe("recheckThresholds", () => {
  it("finds the committed matrix's threshold disagreements without a client run, and only those the rows store", () => {
    const matrix = versionsMatrixSchema.parse(versionsMatrix);
    const rechecked = recheckThresholds(matrix.rows, (row) => row.engine);
    const found = rechecked.flatMap((r) => (r.disagreements ?? []).map((d) => ({ row: r.row, d })));
    expect(found.map(({ row }) => `${row.version} ${row.setting}`)).toContain(
      "2.1.330 200k+pct-80",
    );
    for (const { row, d } of found) expect(row.engine?.disagreements).toContainEqual(d);
    const triage = triageDisagreements(
      found.map(({ row, d }) => ({
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
