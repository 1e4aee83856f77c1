import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { harnessMatrix } from "./harness-rows";

describe("harnessMatrix", () => {
  const matrix = {
    measuredAt: "2026-11-27T08:00:00.000Z",
    versions: ["2.0.8", "0.169.0", "2.1.63"],
    rows: [
      makeMatrixRow({ version: "2.0.8", measuredAt: "2026-11-23T00:00:00.000Z" }),
      makeMatrixRow({
        harness: "codex",
        version: "0.169.0",
        measuredAt: "2026-11-27T08:00:00.000Z",
      }),
      makeMatrixRow({ version: "2.1.63", measuredAt: "2026-11-24T00:00:00.000Z" }),
    ],
  };

  it("keeps one harness's rows and versions, and when its newest row was measured", () => {
    expect(harnessMatrix(matrix, "claude-code")).toMatchObject({
      versions: ["2.0.8", "2.1.63"],
      measuredAt: "2026-11-24T00:00:00.000Z",
    });
    const codex = harnessMatrix(matrix, "codex");
    expect(codex.rows.map((r) => r.version)).toEqual(["0.169.0"]);
    expect(codex.versions).toEqual(["0.169.0"]);
  });

  it("reads rows written before harnesses as Claude Code's (the schema's default)", () => {
    expect(harnessMatrix({ ...matrix, rows: [] }, "codex")).toMatchObject({
      rows: [],
      versions: [],
      measuredAt: matrix.measuredAt,
    });
  });
});
