import { describe, expect, it } from "vitest";
import { formatTextView, parseTextView, type TextView } from "./text-view";

describe("parseTextView", () => {
  it.each<[string | null, TextView]>([
    [null, "diff"],
    ["plain", "plain"],
    ["diff", "diff"],
    ["PLAIN", "diff"],
    ["", "diff"],
  ])("%s reads as %s", (value, view) => {
    expect(parseTextView(value)).toBe(view);
  });
});

describe("formatTextView", () => {
  it.each<[TextView, string | null]>([
    ["diff", null],
    ["plain", "plain"],
  ])("%s is written %s", (view, value) => {
    expect(formatTextView(view)).toBe(value);
    expect(parseTextView(value)).toBe(view);
  });
});
