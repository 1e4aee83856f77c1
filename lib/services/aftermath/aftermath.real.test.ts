import { describe, expect, it } from "vitest";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "../../transcript/testing/real-fixtures";
import { aftermathOfFile } from "./testing/aftermath-of-file";

const FIXTURES = readExpectedFigures();

/**
 * What each fixture's recorded main-thread compactions cost afterwards, by call: files read
 * again, errors met again, calls to resume (null: never), tokens re-spent. v2.1.19's second
 * compaction re-reads a composable and its test in its first two calls and is back at the
 * current work on its fourth; v2.1.63's "Exit code 1" failures before and after differ once the
 * bare exit status is left out.
 */
const FIGURES: Record<
  string,
  [atCall: number, files: number, errors: number, resume: number | null, respent: number][]
> = {
  "v1.0.117_resumed_starts_with_boundary.jsonl": [[0, 0, 0, null, 0]],
  "v1.0.67_precompact_era_summary_x2.jsonl": [
    [41, 0, 0, null, 0],
    [42, 0, 0, null, 0],
  ],
  "v1.0.71_mixed_sessionids_images_errors.jsonl": [[166, 0, 0, null, 0]],
  "v2.1.19_microcompact_plus_autocompact_x2.jsonl": [
    [78, 3, 0, 10, 15_698],
    [142, 3, 0, 3, 21_647],
  ],
  "v2.1.50_subagent_with_autocompact.jsonl": [[6, 0, 0, null, 0]],
  "v2.1.63_autocompact_long.jsonl": [[139, 2, 0, 8, 13_331]],
  "v2.1.71_acompact_summarizer_fork.jsonl": [[0, 0, 0, null, 0]],
};

describe.skipIf(!hasRealFixtures)("the aftermath of the real fixtures' compactions", () => {
  it.each(FIXTURES)("%s", async (name, expected) => {
    const { model, aftermath } = await aftermathOfFile(fixturePath(name));
    const mainCompactions = model.compactions.filter((c) => c.source === model.mainSource);
    expect(aftermath.map((a) => a.uuid)).toEqual(mainCompactions.map((c) => c.uuid));
    expect(
      aftermath.map((a) => [
        a.atCall,
        a.filesReread.length,
        a.errorsRepeated.length,
        a.callsToResume,
        a.tokensRespent,
      ]),
    ).toEqual(FIGURES[name] ?? []);
    // Every compaction listed in EXPECTED.json with a main-thread call after it is measured.
    expect(aftermath.length).toBeLessThanOrEqual(expected.compactions.length);
    for (const a of aftermath) {
      const rereadTokens = a.filesReread.reduce((sum, f) => sum + f.tokens, 0);
      expect(a.tokensRespent).toBeGreaterThanOrEqual(a.tokensToResume ?? 0);
      expect(a.tokensRespent).toBeLessThanOrEqual(
        (a.tokensToResume ?? 0) +
          rereadTokens +
          a.commandsRerun.reduce((sum, r) => sum + r.tokens, 0),
      );
    }
  });
});
