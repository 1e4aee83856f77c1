import { describe, expect, it } from "vitest";
import { SUMMARY_SECTIONS } from "../../compaction/summary-request/summary-sections";
import { makeMetricInput } from "../testing/metric-input";
import { sectionsPresentMetric } from "./sections-present";

const withSections = (keep: (i: number) => boolean) =>
  SUMMARY_SECTIONS.filter((_, i) => keep(i))
    .map((s) => `${SUMMARY_SECTIONS.indexOf(s) + 1}. ${s.title}:\n   - something`)
    .join("\n");

describe("sectionsPresentMetric", () => {
  it.each([
    ["all nine", withSections(() => true), 9, "9 of 9", []],
    [
      "7 of 9 (no errors, no next step)",
      withSections((i) => i !== 3 && i !== 8),
      7,
      "7 of 9",
      ["Errors and fixes", "Optional Next Step"],
    ],
    ["free prose", "We fixed the login bug.", 0, "0 of 9", SUMMARY_SECTIONS.map((s) => s.title)],
  ])("counts %s", (_case, summary, value, display, missing) => {
    expect(sectionsPresentMetric.compute(makeMetricInput(summary, []))).toEqual({
      value,
      display,
      items: missing,
    });
  });
});
