import { describe, expect, it } from "vitest";
import type { MatrixRow } from "../../conformance/matrix-schema";
import { toMatrixTableRows } from "./to-matrix-rows";

function makeRow(overrides: Partial<MatrixRow> = {}): MatrixRow {
  return {
    version: "2.0.8",
    kind: "cli.js",
    setting: "200k",
    model: "m",
    env: {},
    threshold: 155_000,
    preTokens: 155_000,
    countAdds: 0,
    countingRule: "usage alone",
    probes: 3,
    summary: null,
    records: null,
    engine: {
      profile: "cc-2.0",
      threshold: 155_000,
      window: 200_000,
      preTokensOffset: 0,
      disagreements: [],
      requestDifferences: [],
    },
    failures: [],
    seconds: 1,
    measuredAt: "2026-11-23T00:00:00.000Z",
    ...overrides,
  };
}

describe("toMatrixTableRows", () => {
  it.each([
    ["an agreeing row", makeRow(), "agrees", false, "155,000"],
    [
      "a version that never compacts",
      makeRow({ threshold: null, preTokens: null, countAdds: null }),
      "agrees",
      false,
      "never",
    ],
    ["a failed run", makeRow({ threshold: null, failures: ["timeout"] }), "FAILED", true, "-"],
    [
      "an engine disagreement",
      makeRow({ engine: { ...makeRow().engine!, disagreements: ["x"] } }),
      "DISAGREES (1)",
      true,
      "155,000",
    ],
  ])("marks %s", (_name, row, status, isProblem, threshold) => {
    const [cells] = toMatrixTableRows([row]);
    expect(cells).toMatchObject({ status, isProblem, threshold });
  });

  it("lists failures, disagreements and request differences in words", () => {
    const row = makeRow({
      failures: ["f"],
      engine: {
        ...makeRow().engine!,
        disagreements: ["d"],
        requestDifferences: [{ field: "max_tokens", client: "20000", engine: "32000" }],
      },
    });
    expect(toMatrixTableRows([row])[0]?.notes).toEqual([
      "failed: f",
      "engine disagrees d",
      "summary request max_tokens: client 20000, engine 32000",
    ]);
  });

  it("gives each (version, setting) its own id", () => {
    const ids = toMatrixTableRows([makeRow(), makeRow({ setting: "1m" })]).map((r) => r.id);
    expect(new Set(ids).size).toBe(2);
  });
});
