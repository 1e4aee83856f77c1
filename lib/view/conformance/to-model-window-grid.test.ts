import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { toModelWindowGrid } from "./to-model-window-grid";

const found = (model: string, window: "200k" | "1m" | "auto" | null, disagrees = false) => ({
  model,
  window,
  sentAs: null,
  compactedAt: null,
  preTokens: null,
  failure: window === null ? "turn timed out" : null,
  disagreements: disagrees ? [{ kind: "window" as const, message: `${model} at 199000: ...` }] : [],
});

describe("toModelWindowGrid", () => {
  it("puts each model on a row and each measuring version in a column", () => {
    const grid = toModelWindowGrid([
      makeMatrixRow({ version: "2.1.112", modelWindows: [found("claude-opus-4-7", "200k")] }),
      makeMatrixRow({ version: "2.1.112", setting: "1m" }),
      makeMatrixRow({
        version: "2.1.330",
        modelWindows: [
          found("claude-opus-4-7", "1m", true),
          found("claude-opus-4-5", null),
          { ...found("claude-opus-4-1", null), failure: null, sentAs: "claude-opus-4-7" },
        ],
      }),
    ]);
    expect(grid.versions).toEqual(["2.1.112", "2.1.330"]);
    expect(grid.rows).toEqual([
      {
        model: "claude-opus-4-7",
        cells: [
          { version: "2.1.112", window: "200k", engineDisagrees: false },
          { version: "2.1.330", window: "1m", engineDisagrees: true },
        ],
      },
      {
        model: "claude-opus-4-5",
        cells: [
          { version: "2.1.112", window: "", engineDisagrees: false },
          { version: "2.1.330", window: "failed", engineDisagrees: false },
        ],
      },
      {
        model: "claude-opus-4-1",
        cells: [
          { version: "2.1.112", window: "", engineDisagrees: false },
          { version: "2.1.330", window: "runs opus-4-7", engineDisagrees: false },
        ],
      },
    ]);
  });

  it("is empty when no row measured windows", () => {
    expect(toModelWindowGrid([makeMatrixRow()])).toEqual({ versions: [], rows: [] });
  });
});
