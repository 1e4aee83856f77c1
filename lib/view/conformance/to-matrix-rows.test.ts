import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { toMatrixTableRows } from "./to-matrix-rows";

const makeRow = makeMatrixRow;

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
    [
      "a version that needed a warm-up round",
      makeRow({ warmUp: true }),
      "agrees",
      false,
      "155,000 (2nd round)",
    ],
    ["a failed run", makeRow({ threshold: null, failures: ["timeout"] }), "FAILED", true, "-"],
    [
      "a request difference that is not deliberate",
      makeRow({
        engine: {
          ...makeRow().engine!,
          requestDifferences: [{ field: "tools", client: "[]", engine: '["Read"]' }],
        },
      }),
      "agrees",
      true,
      "155,000",
    ],
    [
      "an engine disagreement",
      makeRow({
        engine: { ...makeRow().engine!, disagreements: [{ kind: "other", message: "x" }] },
      }),
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
        disagreements: [{ kind: "other", message: "d" }],
        requestDifferences: [
          { field: "max_tokens", client: "20000", engine: "32000" },
          { field: "model", client: "a", engine: "b", deliberate: "why" },
          { field: "system: blocks", client: "2", engine: "1", deliberate: "why" },
        ],
      },
    });
    expect(toMatrixTableRows([row])[0]?.notes).toEqual([
      "failed: f",
      "engine disagrees d",
      "summary request max_tokens: client 20000, engine 32000",
      "summary request differs on purpose in: model; system: blocks",
    ]);
  });

  it("gives each (version, setting) its own id", () => {
    const ids = toMatrixTableRows([makeRow(), makeRow({ setting: "1m" })]).map((r) => r.id);
    expect(new Set(ids).size).toBe(2);
  });
});
