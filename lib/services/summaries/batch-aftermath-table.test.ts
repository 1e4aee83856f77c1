import { describe, expect, it } from "vitest";
import { deepFreeze } from "../../compaction/testing/deep-freeze";
import { REFERENCE_KINDS, type ReferenceKind } from "../../compaction/aftermath/reference-types";
import type { AftermathScore } from "../../summaries/aftermath/score-against-reference";
import {
  toBatchAftermathRows,
  type BatchVariantKey,
  type ScoredBatchVariant,
} from "./batch-aftermath-table";

const OFFLINE: BatchVariantKey = {
  provider: "offline",
  model: "",
  templateId: "default",
  templateVersion: 1,
  hasCustomInstructions: false,
};
const MASKED: BatchVariantKey = {
  ...OFFLINE,
  provider: "baseline",
  model: "baseline:mask-tool-outputs",
};

/** A score of `carried` of `total` facts, all of one kind. */
function score(
  carried: number,
  total: number,
  kind: ReferenceKind = "file-reread",
): AftermathScore {
  return {
    carried,
    total,
    byKind: REFERENCE_KINDS.map((k) =>
      k === kind ? { kind: k, carried, total } : { kind: k, carried: 0, total: 0 },
    ),
    missed: [],
  };
}

const scored = (
  key: BatchVariantKey,
  carried: number,
  total: number,
  tokens: number,
  usd: number | null = tokens / 1_000,
): ScoredBatchVariant => ({ key, score: score(carried, total), missed: { tokens, usd } });
const unscored = (key: BatchVariantKey): ScoredBatchVariant => ({ key, score: null, missed: null });

describe("toBatchAftermathRows", () => {
  it("groups a variant's points: carried share median and p90, k of n, missed tokens", () => {
    const [row] = toBatchAftermathRows(
      deepFreeze([
        scored(OFFLINE, 1, 4, 3_000),
        scored(OFFLINE, 3, 4, 1_000),
        scored(OFFLINE, 2, 2, 0),
        scored(OFFLINE, 0, 0, 0),
        unscored(OFFLINE),
      ]),
    );
    expect(row).toMatchObject({
      provider: "offline",
      points: 4,
      unscoredPoints: 1,
      // Shares of the points with a fact: 0.25, 0.75, 1.
      carriedMedian: 0.75,
      carriedP90: 1,
      carried: 6,
      total: 10,
      missedTokensMedian: 0,
      missedTokensP90: 3_000,
      missedTokensTotal: 4_000,
      missedUsd: 4,
    });
    expect(row?.byKind.find((k) => k.kind === "file-reread")).toEqual({
      kind: "file-reread",
      carried: 6,
      total: 10,
    });
  });

  it("puts the variant that re-spent least on missed facts first, unscored ones last", () => {
    const rows = toBatchAftermathRows([
      unscored({ ...OFFLINE, provider: "anthropic", model: "claude-x" }),
      scored(OFFLINE, 1, 2, 900),
      scored(MASKED, 2, 2, 100),
    ]);
    expect(rows.map((r) => r.provider)).toEqual(["baseline", "offline", "anthropic"]);
    expect(rows[2]).toMatchObject({
      points: 0,
      unscoredPoints: 1,
      carriedMedian: null,
      missedTokensTotal: null,
      missedUsd: null,
    });
  });

  it("breaks a tie on tokens by the share carried", () => {
    const rows = toBatchAftermathRows([scored(OFFLINE, 1, 4, 0), scored(MASKED, 3, 4, 0)]);
    expect(rows.map((r) => r.provider)).toEqual(["baseline", "offline"]);
  });

  it("has no dollars when a point was unpriced", () => {
    const [row] = toBatchAftermathRows([
      scored(OFFLINE, 1, 2, 500, null),
      scored(OFFLINE, 1, 2, 500),
    ]);
    expect(row?.missedUsd).toBeNull();
    expect(row?.missedTokensTotal).toBe(1_000);
  });

  it("answers no row for an empty batch", () => {
    expect(toBatchAftermathRows([])).toEqual([]);
  });
});
