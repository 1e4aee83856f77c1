import { describe, expect, it } from "vitest";
import { DEFAULT_SUMMARY_MODEL, findSummaryModel, SUMMARY_MODELS } from "./models";

describe("SUMMARY_MODELS", () => {
  it("prices every offered model through lib/pricing", () => {
    for (const model of SUMMARY_MODELS) expect(model.prices, model.id).not.toBeNull();
  });

  it.each([
    ["claude-opus-4-5", 5, 25],
    ["claude-sonnet-4-6", 3, 15],
    ["claude-haiku-4-5", 1, 5],
  ])("gives %s the pricing table's rates ($%d in, $%d out)", (id, input, output) => {
    expect(findSummaryModel(id)?.prices).toEqual({ inputPerMTok: input, outputPerMTok: output });
  });

  it("offers the default model and has unique ids", () => {
    expect(findSummaryModel(DEFAULT_SUMMARY_MODEL)).not.toBeNull();
    expect(new Set(SUMMARY_MODELS.map((model) => model.id)).size).toBe(SUMMARY_MODELS.length);
  });
});
