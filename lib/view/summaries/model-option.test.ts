import { describe, expect, it } from "vitest";
import { describeModelOption } from "./model-option";

describe("describeModelOption", () => {
  it.each([
    [
      "a priced model with its window",
      {
        id: "a",
        label: "Claude Sonnet 4.6",
        contextWindow: 200_000,
        prices: { inputPerMTok: 3, outputPerMTok: 15 },
      },
      "Claude Sonnet 4.6 · 200K window · $3 in / $15 out per MTok",
    ],
    [
      "cents kept",
      {
        id: "b",
        label: "Claude Haiku",
        contextWindow: 200_000,
        prices: { inputPerMTok: 0.8, outputPerMTok: 4 },
      },
      "Claude Haiku · 200K window · $0.80 in / $4 out per MTok",
    ],
    ["a model the table does not price", { id: "c", label: "New", prices: null }, "New · no price"],
  ])("%s", (_name, model, expected) => {
    expect(describeModelOption(model)).toBe(expected);
  });
});
