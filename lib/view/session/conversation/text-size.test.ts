import { describe, expect, it } from "vitest";
import { previewValue } from "@/lib/contracts/record-preview";
import { describeTextSize } from "./text-size";

describe("describeTextSize", () => {
  it.each([
    ["an empty text", "", "0 B, 0 lines", false],
    ["one line", "ok", "2 B, 1 line", false],
    ["lines counted by newline", "a\nb\nc", "5 B, 3 lines", false],
    ["multi-byte characters in bytes, not characters", "é", "2 B, 1 line", false],
    [
      "a head cut by the records endpoint keeps the whole size",
      previewValue("x".repeat(1_234_567)),
      "1.2 MB (cut)",
      true,
    ],
    ["a cut label of kilobytes", previewValue("y".repeat(5_000)), "5.0 kB (cut)", true],
  ])("%s", (_name, text, label, isCut) => {
    expect(describeTextSize(text as string)).toEqual({ label, isCut });
  });
});
