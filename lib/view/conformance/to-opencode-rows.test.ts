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

  it("says a prune row's setting, in how many cases the client cleared, and each case", () => {
    const prune = {
      setting: "true" as const,
      driver: "server" as const,
      cases: [
        {
          outputTokens: [10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
          found: [
            { pruned: 0, total: 0 },
            { pruned: 0, total: 0 },
            { pruned: 20_000, total: 60_000 },
            null,
          ],
          prunedAfterPrompt: null,
          cleared: [],
          clearedTokens: 0,
          outputKept: null,
          sentInstead: null,
          engineCleared: [],
        },
        {
          outputTokens: [10_001, 10_000, 10_000, 10_000, 10_000, 10_000],
          found: [
            { pruned: 0, total: 0 },
            { pruned: 0, total: 0 },
            { pruned: 20_001, total: 60_001 },
            null,
          ],
          prunedAfterPrompt: 3,
          cleared: ["call_1", "call_2"],
          clearedTokens: 20_001,
          outputKept: true,
          sentInstead: "[Old tool result content cleared]",
          engineCleared: ["call_1", "call_2"],
        },
      ],
    };
    const [table] = toOpenCodeTableRows([
      row({ setting: "prune prune-serve", threshold: null, opencode: { ...opencode, prune } }),
    ]);
    expect(table).toMatchObject({
      model: "claude-sonnet-4-5; compaction.prune: true, opencode serve",
      threshold: "-",
      headroom: "-",
      compaction: "prune: cleared in 1 of 2 cases, after prompt 3",
      status: "agrees",
    });
    expect(table?.notes).toEqual([
      "outputs 10,000, 10,000, 10,000, 10,000, 10,000, 10,000 tokens; the client found 20,000 of 60,000 counted; cleared nothing; engine cleared nothing",
      'outputs 10,001, 10,000, 10,000, 10,000, 10,000, 10,000 tokens; the client found 20,001 of 60,001 counted; cleared call_1, call_2 (20,001 tokens) after prompt 3; the next request sent "[Old tool result content cleared]" instead; the database keeps the output; engine cleared call_1, call_2',
    ]);
  });
});
