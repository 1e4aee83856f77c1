import { describe, expect, it } from "vitest";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "../../transcript/testing/real-fixtures";
import { scoreVariantsAt } from "./testing/score-variants-at-point";
import { scoredPointsOfFile } from "./testing/scored-points-of-file";

/**
 * Facts needed after each recorded main-thread compaction, and how many the recorded summary,
 * the offline summary, old outputs masked, the last 5 user messages and the policy with no
 * summary carried (null: no range in the file to write from). The offline summary carries
 * more than Claude's own (it copies every path of the range); masking carries all, at 6 to 55
 * times the tokens; the files the policy restores cover half the re-reads with no summary.
 */
const FIGURES: Record<string, [atCall: number, facts: number, ...(number | null)[]][]> = {
  "v1.0.117_resumed_starts_with_boundary.jsonl": [[0, 1, 0, null, null, null, null]],
  "v1.0.67_precompact_era_summary_x2.jsonl": [
    [41, 0, 0, 0, 0, 0, 0],
    [42, 1, 1, 1, 1, 1, 0],
  ],
  "v1.0.71_mixed_sessionids_images_errors.jsonl": [[166, 0, 0, 0, 0, 0, 0]],
  "v2.1.19_microcompact_plus_autocompact_x2.jsonl": [
    [78, 4, 3, 4, 4, 0, 2],
    [142, 5, 5, 5, 5, 2, 4],
  ],
  "v2.1.50_subagent_with_autocompact.jsonl": [[6, 1, 0, 0, 1, 0, 0]],
  "v2.1.63_autocompact_long.jsonl": [[139, 5, 3, 5, 5, 2, 2]],
  "v2.1.71_acompact_summarizer_fork.jsonl": [[0, 1, 0, null, null, null, null]],
};

describe.skipIf(!hasRealFixtures)("summaries scored on the real fixtures' aftermath", () => {
  it.each(readExpectedFigures().map(([name]) => name))("%s", async (name) => {
    const rows = [];
    for (const point of await scoredPointsOfFile(fixturePath(name))) {
      const carried = (await scoreVariantsAt(point)).map((v) => v.score?.carried ?? null);
      rows.push([point.atCall, point.reference.length, ...carried]);
    }
    expect(rows).toEqual(FIGURES[name] ?? []);
  });
});

if (!hasRealFixtures) console.log("Skipped: no ../shared/fixtures/real to score summaries on.");
