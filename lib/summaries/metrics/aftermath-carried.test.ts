import { describe, expect, it } from "vitest";
import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import { makeMetricInput } from "../testing/metric-input";
import { aftermathCarriedMetric } from "./aftermath-carried";

const fact = (
  kind: ReferenceFact["kind"],
  target: ReferenceFact["target"],
  text: string,
  after: number,
): ReferenceFact => ({ kind, target, text, lines: { before: 3, after } });

const REFERENCE = [
  fact("file-reread", "path", "/p/src/a.ts", 40),
  fact("command-rerun", "command", "npm test", 41),
  fact("next-step", "path", "/p/src/a.ts", 40),
];

describe("aftermathCarriedMetric", () => {
  it.each<[string, ReferenceFact[] | null | undefined, string, number | null]>([
    ["not computed without a reference", undefined, "not computed", null],
    [
      "a replayed point has no aftermath",
      null,
      "n/a (only a recorded compaction has an aftermath)",
      null,
    ],
    ["nothing needed after", [], "nothing needed after (0 facts)", null],
    ["carried 2 of 3", REFERENCE, "2 of 3 (67%)", 2 / 3],
  ])("%s", (_name, reference, display, value) => {
    const input = { ...makeMetricInput("Edit src/a.ts next.", []), reference };
    const result = aftermathCarriedMetric.compute(input);
    expect([result.display, result.value]).toEqual([display, value]);
  });

  it("lists each kind's count, then each missed fact with its line", () => {
    const input = { ...makeMetricInput("Edit src/a.ts next.", []), reference: REFERENCE };
    expect(aftermathCarriedMetric.compute(input).items).toEqual([
      "files re-read: 1 of 1",
      "commands re-run: 0 of 1",
      "next step: 1 of 1",
      "missed commands re-run: npm test (line 41)",
    ]);
  });
});
