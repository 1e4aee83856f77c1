import { describe, expect, it } from "vitest";
import { shortModelName, shortModelNames } from "./short-model-name";

describe("shortModelName", () => {
  it.each([
    ["claude-opus-4-5-20251101", "opus-4.5"],
    ["claude-opus-4-1-20250805", "opus-4.1"],
    ["claude-opus-4-20250514", "opus-4"],
    ["claude-sonnet-4-20250514", "sonnet-4"],
    ["claude-sonnet-4-6", "sonnet-4.6"],
    ["claude-opus-4.6-1m", "opus-4.6-1m"],
    ["claude-haiku-4-5-20251001", "haiku-4.5"],
    ["claude-3-5-sonnet-20241022", "sonnet-3.5"],
    ["claude-3-7-sonnet-20250219", "sonnet-3.7"],
    ["claude-3-haiku-20240307", "haiku-3"],
    ["claude-sonnet-4-5-20250929[1m]", "sonnet-4.5[1m]"],
    ["<synthetic>", "synthetic"],
    ["opus", "opus"],
    ["gpt-4o", "gpt-4o"],
  ])("shortens %s to %s", (model, expected) => {
    expect(shortModelName(model)).toBe(expected);
  });

  it("lists two dated releases of one model once, in first-seen order", () => {
    expect(
      shortModelNames([
        "claude-sonnet-4-20250514",
        "claude-opus-4-5-20251101",
        "claude-sonnet-4-20250601",
      ]),
    ).toEqual(["sonnet-4", "opus-4.5"]);
  });
});
