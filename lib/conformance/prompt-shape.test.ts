import { describe, expect, it } from "vitest";
import { buildSummaryPrompt } from "../compaction/summary-request/default-summary-prompt";
import { paragraphsMissing, promptShape } from "./prompt-shape";

describe("promptShape", () => {
  it.each([
    ["none", false],
    ["no-tools-trailer", false],
    ["no-tools-preamble-and-trailer", false],
    ["none", true],
  ] as const)("reads the %s frame back (section six repeated: %s)", (frame, repeats) => {
    const shape = promptShape(buildSummaryPrompt({ frame, repeatsSectionSix: repeats }));
    expect(shape.frame).toBe(frame);
    expect(shape.sections).toHaveLength(9);
    expect(shape.sections[6]).toBe(repeats ? "6. Pending Tasks" : "7. Pending Tasks");
  });

  it("keys paragraphs by their opening words, whitespace and list numbers aside", () => {
    const a = promptShape("1. Alpha beta gamma delta epsilon zeta eta\n\nOnly here.").paragraphs;
    const b = promptShape("2.   Alpha  beta gamma delta epsilon zeta theta").paragraphs;
    expect(paragraphsMissing(b, a)).toEqual(["only here.…"]);
    expect(paragraphsMissing(a, b)).toEqual([]);
  });
});
