import { describe, expect, it } from "vitest";
import type { CallsUntilNextCompaction } from "../../compaction/explain/calls-until-next-compaction";
import { makeMetricInput } from "../testing/metric-input";
import { callsUntilNextCompactionMetric } from "./calls-until-next-compaction";

describe("callsUntilNextCompactionMetric", () => {
  it.each<[CallsUntilNextCompaction | undefined, number | null, string]>([
    [{ kind: "next", calls: 41, nextAtCall: 161 }, 41, "41 (at call 161)"],
    [{ kind: "end-of-file", calls: 12 }, 12, "≥ 12 (end of file)"],
    [{ kind: "not-compacted" }, null, "n/a (the replay does not compact here)"],
    [undefined, null, "not computed"],
  ])("shows %j as %s / %s", (counterfactual, value, display) => {
    const input = { ...makeMetricInput("s", []), counterfactual };
    expect(callsUntilNextCompactionMetric.compute(input)).toEqual({ value, display });
  });
});
