import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { toGeminiTableRows } from "./to-gemini-rows";

const engine = {
  profile: "gemini",
  threshold: 524_288,
  loneRoundThreshold: null,
  window: 1_048_576,
  preTokensOffset: 0,
  disagreements: [],
  requestDifferences: [],
};
const gemini = {
  compressionModel: "gemini-3.1-pro-preview-customtools",
  compressionRequests: 2,
  promptFirstLine: "You are a specialized system component.",
  snapshotInFile: true,
};

describe("toGeminiTableRows", () => {
  it("says the threshold as a share of the model's token limit, the compression and the check", () => {
    const row = makeMatrixRow({
      harness: "gemini-cli",
      version: "0.61.0",
      setting: "gemini-3.1-pro-preview",
      model: "gemini-3.1-pro-preview",
      threshold: 524_288,
      engine,
      gemini,
    });
    expect(toGeminiTableRows([row])[0]).toMatchObject({
      limit: "1,048,576",
      threshold: "524,288",
      ofLimit: "50%",
      compression:
        "2 requests to gemini-3.1-pro-preview-customtools; in the file as a new message list",
      engine: "gemini 524,288",
      status: "agrees",
      isProblem: false,
      notes: ['compression prompt\'s first line: "You are a specialized system component."'],
    });
  });

  it.each([
    [
      "a failed run without a threshold",
      { threshold: null, failures: ["probe failed"] },
      "-",
      "FAILED",
    ],
    ["a run that never compressed", { threshold: null, engine: null }, "never", "not checked"],
  ])("shows %s", (_case, fields, threshold, status) => {
    const row = makeMatrixRow({ harness: "gemini-cli", engine, ...fields });
    expect(toGeminiTableRows([row])[0]).toMatchObject({ threshold, status });
  });

  it("counts one compression request in the singular", () => {
    const row = makeMatrixRow({
      harness: "gemini-cli",
      engine,
      gemini: { ...gemini, compressionRequests: 1, snapshotInFile: false },
    });
    expect(toGeminiTableRows([row])[0]?.compression).toBe(
      "1 request to gemini-3.1-pro-preview-customtools",
    );
  });

  it("puts the newest version first", () => {
    const rows = ["0.59.0", "0.61.0", "0.60.1"].map((version) =>
      makeMatrixRow({ harness: "gemini-cli", version }),
    );
    expect(toGeminiTableRows(rows).map((row) => row.version)).toEqual([
      "0.61.0",
      "0.60.1",
      "0.59.0",
    ]);
  });
});
