import { describe, expect, it } from "vitest";
import type { MatrixRow } from "../../conformance/matrix-schema";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { toChangeTimeline } from "./change-timeline";

const VERSIONS = ["2.0.8", "2.0.19", "2.0.20", "2.1.22"];
const at = (version: string, overrides: Partial<MatrixRow> = {}) =>
  makeMatrixRow({ version, ...overrides });

describe("toChangeTimeline", () => {
  it.each<[string, MatrixRow[], string[]]>([
    ["no change, no point", [at("2.0.8"), at("2.0.19")], []],
    [
      "a threshold change, with the last version measured before it",
      [at("2.0.8"), at("2.0.20", { threshold: 134_400 })],
      ["2.0.20 (since 2.0.8): threshold 155,000 → 134,400"],
    ],
    [
      "a version that stops compacting",
      [at("2.0.8"), at("2.1.22", { threshold: null })],
      ["2.1.22 (since 2.0.8): threshold 155,000 → never"],
    ],
    [
      "two behaviours at once",
      [at("2.0.8"), at("2.1.22", { threshold: 166_992, countAdds: 8 })],
      ["2.1.22 (since 2.0.8): threshold 155,000 → 166,992; counting usage → usage+8"],
    ],
    ["a warm-up round is not a change", [at("2.0.8"), at("2.0.19", { warmUp: true })], []],
    [
      "a failed run is no measurement",
      [at("2.0.8"), at("2.0.19", { threshold: null, failures: ["timeout"] }), at("2.0.20")],
      [],
    ],
    [
      "files out of order are read in the axis's order",
      [at("2.1.22", { threshold: 166_992 }), at("2.0.8")],
      ["2.1.22 (since 2.0.8): threshold 155,000 → 166,992"],
    ],
  ])("%s", (_case, rows, sentences) => {
    const lane = toChangeTimeline(VERSIONS, rows).lanes[0];
    expect(lane?.points.map((p) => p.sentence)).toEqual(sentences);
  });

  it("puts each setting in its own lane, its points and measurements at their axis positions", () => {
    const timeline = toChangeTimeline(VERSIONS, [
      at("2.0.8"),
      at("2.0.19", { setting: "200k+pct-80", env: { CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: "80" } }),
      at("2.0.20", { setting: "200k+pct-80", threshold: 134_400 }),
    ]);
    expect(timeline.versions).toEqual(VERSIONS);
    expect(
      timeline.lanes.map((l) => [l.setting, l.words, l.measuredAt, l.points.map((p) => p.at)]),
    ).toEqual([
      ["200k", "claude-sonnet-4-5-20250929, no environment variables", [0], []],
      [
        "200k+pct-80",
        "claude-sonnet-4-5-20250929, CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80",
        [1, 2],
        [2],
      ],
    ]);
  });
});
