import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { toOpenCodeTableRows } from "./to-opencode-rows";

const engine = {
  profile: "opencode",
  threshold: 168_000,
  loneRoundThreshold: null,
  window: 200_000,
  preTokensOffset: 0,
  disagreements: [],
  requestDifferences: [],
};
const opencode = {
  limits: { context: 200_000, output: 64_000 },
  compactionRequests: 1,
  promptFirstLine: "You are a context summarization agent.",
  compactionInExport: true,
};
const row = (fields: Parameters<typeof makeMatrixRow>[0] = {}) =>
  makeMatrixRow({
    harness: "opencode",
    version: "1.18.33",
    setting: "claude-sonnet-4-5",
    model: "claude-sonnet-4-5",
    threshold: 168_000,
    engine,
    opencode,
    ...fields,
  });

describe("toOpenCodeTableRows", () => {
  it("says the limits, what the threshold is short of the window, the compaction and the check", () => {
    expect(toOpenCodeTableRows([row()])[0]).toMatchObject({
      limits: "200,000 window, 64,000 output",
      threshold: "168,000",
      headroom: "32,000 below the window",
      compaction: "1 request; in the export as a compaction part and a summary message",
      engine: "opencode 168,000",
      status: "agrees",
      isProblem: false,
      notes: ['compaction prompt\'s first line: "You are a context summarization agent."'],
    });
  });

  it("measures the headroom from the input limit when the model has one", () => {
    const withInput = {
      ...opencode,
      limits: { context: 400_000, input: 272_000, output: 128_000 },
    };
    const [table] = toOpenCodeTableRows([row({ threshold: 252_000, opencode: withInput })]);
    expect(table?.limits).toBe("400,000 window, 272,000 input, 128,000 output");
    expect(table?.headroom).toBe("20,000 below the input limit");
  });

  it("marks a failed run without a threshold", () => {
    const [table] = toOpenCodeTableRows([
      row({ threshold: null, failures: ["probe failed"], engine: null }),
    ]);
    expect(table).toMatchObject({ threshold: "-", headroom: "-", isProblem: true });
    expect(table?.notes[0]).toBe("failed: probe failed");
  });
});
