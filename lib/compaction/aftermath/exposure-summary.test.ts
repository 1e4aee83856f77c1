import { describe, expect, it } from "vitest";
import { deepFreeze } from "../testing/deep-freeze";
import type { ExposurePoint } from "./exposure";
import { nearestRank, summariseExposure } from "./exposure-summary";

const point = (tokensRespent: number, filesReread = 0): ExposurePoint => ({
  atCall: 1,
  filesReread,
  rereadTokens: filesReread * 100,
  callsToResume: 1,
  tokensRespent,
});

describe("nearestRank", () => {
  it.each<[number[], number, number | null]>([
    [[], 50, null],
    [[7], 50, 7],
    [[7], 90, 7],
    [[1, 2, 3, 4], 50, 2],
    [[1, 2, 3, 4], 90, 4],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 90, 90],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 50, 50],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 90, 100],
  ])("of %j at p%d is %s", (values, p, expected) => {
    expect(nearestRank(values, p)).toBe(expected);
  });
});

describe("summariseExposure", () => {
  it.each<[string, (ExposurePoint[] | null)[], ReturnType<typeof summariseExposure>]>([
    [
      "an empty sweep has no figure",
      [],
      {
        aftermathSessions: 0,
        aftermathCompactions: 0,
        respentMedian: null,
        respentP90: null,
        respentTotal: null,
        rereadShare: null,
      },
    ],
    [
      "sessions with no compaction: no figure, not zero",
      [[], []],
      {
        aftermathSessions: 2,
        aftermathCompactions: 0,
        respentMedian: null,
        respentP90: null,
        respentTotal: null,
        rereadShare: null,
      },
    ],
    [
      "pools every session's compactions before ranking",
      [[point(400, 1), point(100)], [point(300, 2)], [point(200)]],
      {
        aftermathSessions: 3,
        aftermathCompactions: 4,
        respentMedian: 200,
        respentP90: 400,
        respentTotal: 1_000,
        rereadShare: 0.5,
      },
    ],
    [
      "a compaction that re-spent nothing counts as 0 in the ranks",
      [[point(0), point(0), point(900, 1)]],
      {
        aftermathSessions: 1,
        aftermathCompactions: 3,
        respentMedian: 0,
        respentP90: 900,
        respentTotal: 900,
        rereadShare: 1 / 3,
      },
    ],
    [
      "sessions stored before the exposure was measured are left out",
      [null, [point(50, 1)]],
      {
        aftermathSessions: 1,
        aftermathCompactions: 1,
        respentMedian: 50,
        respentP90: 50,
        respentTotal: 50,
        rereadShare: 1,
      },
    ],
  ])("%s", (_, sessions, expected) => {
    expect(summariseExposure(deepFreeze(sessions))).toEqual(expected);
  });
});
