import { describe, expect, it } from "vitest";
import { deepFreeze } from "../compaction/testing/deep-freeze";
import {
  aggregateBySession,
  aggregateSweep,
  percentile,
  type SweepResultInput,
} from "./aggregate-sweep";
import type { SweepFigures } from "./sweep-figures";

function makeFigures(overrides: Partial<SweepFigures> = {}): SweepFigures {
  return {
    compactionsAuto: 1,
    compactionsManual: 0,
    callsBetween: [10],
    tokensSent: 1_000,
    cacheRewriteTokens: 100,
    usd: 1,
    unpricedCalls: 0,
    hitsBlockingLimit: false,
    aftermath: [],
    ...overrides,
  };
}

const at = (
  settingIndex: number | null,
  figures: Partial<SweepFigures> | null = {},
): SweepResultInput => ({
  settingIndex,
  figures: figures === null ? null : makeFigures(figures),
});

describe("percentile", () => {
  it.each([
    [[], 50, null],
    [[7], 10, 7],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10, 1],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 10, 2],
    [[4, 8], 50, 4],
  ])("nearest rank of %j at p%i is %s", (sorted, p, expected) => {
    expect(percentile(sorted, p)).toBe(expected);
  });
});

describe("aggregateSweep", () => {
  const settings = [{ autocompactBufferTokens: 8_000 }, { autocompactBufferTokens: 40_000 }];

  it.each<[string, SweepResultInput[], number, Record<string, unknown>]>([
    [
      "puts the recorded reality first with setting null",
      [at(null, { usd: 2 })],
      0,
      { setting: null, sessions: 1, usd: 2 },
    ],
    [
      "gives a setting with no results zero sessions and null medians",
      [],
      1,
      { sessions: 0, callsBetweenMedian: null, usd: null, compactions: 0 },
    ],
    [
      "sums compactions, auto and manual, over sessions",
      [at(0, { compactionsAuto: 2, compactionsManual: 1 }), at(0, { compactionsAuto: 3 })],
      1,
      { compactions: 6, compactionsAuto: 5, compactionsManual: 1 },
    ],
    [
      "takes median and p10 over every gap of every session",
      [at(1, { callsBetween: [10, 30] }), at(1, { callsBetween: [20, 40, 50] })],
      2,
      { callsBetweenMedian: 30, callsBetweenP10: 10 },
    ],
    [
      "sums tokens sent and cache re-writes",
      [
        at(0, { tokensSent: 5, cacheRewriteTokens: 7 }),
        at(0, { tokensSent: 6, cacheRewriteTokens: 8 }),
      ],
      1,
      { tokensSent: 11, cacheRewriteTokens: 15 },
    ],
    [
      "sums dollars over priced sessions only",
      [at(0, { usd: 1.5 }), at(0, { usd: null }), at(0, { usd: 2 })],
      1,
      { usd: 3.5, sessions: 3 },
    ],
    ["answers null dollars when no session had a price", [at(0, { usd: null })], 1, { usd: null }],
    [
      "counts sessions hitting the blocking limit",
      [at(1, { hitsBlockingLimit: true }), at(1), at(1, { hitsBlockingLimit: true })],
      2,
      { blockingLimitSessions: 2 },
    ],
    [
      "counts a session the setting could not replay as failed, not as a session",
      [at(0, null), at(0)],
      1,
      { sessions: 1, failedSessions: 1 },
    ],
  ])("%s", (_rule, results, rowIndex, expected) => {
    const rows = aggregateSweep(settings, results);
    expect(rows).toHaveLength(3);
    expect(rows[rowIndex]).toMatchObject(expected);
  });

  it("keeps grid order and does not mutate its input", () => {
    const results = deepFreeze([at(1), at(0), at(null)]);
    const rows = aggregateSweep(deepFreeze(settings), results);
    expect(rows.map((r) => r.setting)).toEqual([null, ...settings]);
    expect(aggregateSweep(settings, results)).toEqual(rows);
  });
});

describe("aggregateBySession", () => {
  const settings = [{ autocompactBufferTokens: 13_000 }];
  const of = (transcriptId: string, input: SweepResultInput) => ({ ...input, transcriptId });

  it("gives each session its own rows, in the sweep's order, named, the recorded reality first", () => {
    const sessions = aggregateBySession(
      settings,
      ["b", "a", "gone"],
      [
        of("a", at(null, { compactionsAuto: 2 })),
        of("a", at(0, { compactionsAuto: 3 })),
        of("b", at(null, { hitsBlockingLimit: true })),
        of("b", at(0, null)),
      ],
      new Map([["a", "alpha.jsonl"]]),
    );
    expect(
      sessions.map((s) => ({
        id: s.transcriptId,
        name: s.name,
        rows: s.rows.map((r) => [r.setting, r.compactions, r.blockingLimitSessions, r.sessions]),
      })),
    ).toEqual([
      {
        id: "b",
        name: "b",
        rows: [
          [null, 1, 1, 1],
          [{ autocompactBufferTokens: 13_000 }, 0, 0, 0],
        ],
      },
      {
        id: "a",
        name: "alpha.jsonl",
        rows: [
          [null, 2, 0, 1],
          [{ autocompactBufferTokens: 13_000 }, 3, 0, 1],
        ],
      },
    ]);
  });
});
