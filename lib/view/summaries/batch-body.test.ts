import { describe, expect, it } from "vitest";
import type { SummaryBatch } from "@/lib/contracts/summary-variant";
import { countRecordedPoints, toBatchBody, toBatchProgress } from "./batch-body";

const form = {
  provider: "offline" as const,
  model: "m",
  baseline: { kind: "mask-tool-outputs" as const },
  templateId: "",
  customInstructions: " ",
};
const points = ["recorded-a", "replayed-41", "recorded-b"];

describe("toBatchBody", () => {
  it("summarises only the recorded points, with the form's spec and no blanks", () => {
    expect(toBatchBody(form, "t1", points)).toEqual({
      transcriptId: "t1",
      points: ["recorded-a", "recorded-b"],
      variants: [{ provider: "offline" }],
    });
  });

  it("keeps an Anthropic model, a template and instructions", () => {
    const body = toBatchBody(
      {
        ...form,
        provider: "anthropic",
        model: "claude-x",
        templateId: "tpl",
        customInstructions: "Paths",
      },
      "t1",
      points,
    );
    expect(body.variants).toEqual([
      { provider: "anthropic", model: "claude-x", templateId: "tpl", customInstructions: "Paths" },
    ]);
  });

  it("a baseline batches like any variant, named by its model id", () => {
    const body = toBatchBody({ ...form, provider: "baseline" }, "t1", points);
    expect(body.variants).toEqual([{ provider: "baseline", model: "baseline:mask-tool-outputs" }]);
  });

  it("counts the recorded points", () => {
    expect(countRecordedPoints(points)).toBe(2);
    expect(countRecordedPoints([])).toBe(0);
  });
});

const batch = (over: Partial<SummaryBatch>): SummaryBatch => ({
  id: "b1",
  transcriptId: "t1",
  status: "running",
  progress: { done: 1, failed: 0, total: 4 },
  variantIds: [],
  message: null,
  ...over,
});

describe("toBatchProgress", () => {
  it.each([
    ["running", batch({}), 0.25, "Running: 1 of 4 summarised…", false],
    [
      "queued",
      batch({ status: "queued", progress: { done: 0, failed: 0, total: 2 } }),
      0,
      "Queued: 0 of 2 summarised…",
      false,
    ],
    [
      "done with a failure",
      batch({ status: "done", progress: { done: 3, failed: 1, total: 4 } }),
      1,
      "Batch done: 3 of 4 summarised, 1 failed.",
      true,
    ],
    [
      "interrupted",
      batch({ status: "interrupted", message: "2 of 4 had finished." }),
      0.25,
      "Interrupted: 1 of 4 summarised. 2 of 4 had finished.",
      true,
    ],
  ])("says where a %s batch is", (_name, input, fraction, words, isFinished) => {
    expect(toBatchProgress(input)).toEqual({ fraction, words, isFinished });
  });
});
