import { describe, expect, it } from "vitest";
import {
  analysisModeFor,
  formatContinuationMessage,
  formatSummaryOutput,
} from "./format-summary-output";

const RAW =
  "<analysis>\nthinking it over\n</analysis>\n\n\n\n<summary>\n1. Primary Request:\n\n\n\n   do x\n</summary>";

describe("formatSummaryOutput", () => {
  it.each([
    ["strips the analysis (seed 003)", "strip", "Summary:\n1. Primary Request:\n\n   do x"],
    [
      "labels the analysis (seed 002)",
      "label",
      "Analysis:\nthinking it over\n\nSummary:\n1. Primary Request:\n\n   do x",
    ],
  ] as const)("%s, <summary> into Summary:, blank lines collapsed", (_rule, mode, expected) => {
    expect(formatSummaryOutput(RAW, mode)).toBe(expected);
  });

  it.each([
    ["text without tags stays as it is, trimmed", "  just text  ", "just text"],
    [
      "a $ in the summary is kept literally",
      "<summary>costs $1 and $&</summary>",
      "Summary:\ncosts $1 and $&",
    ],
  ])("%s", (_rule, raw, expected) => {
    expect(formatSummaryOutput(raw, "strip")).toBe(expected);
  });

  it.each([
    ["cc-1.0-literal", "label"],
    ["cc-2.0", "label"],
    ["cc-2.1-early", "label"],
    ["cc-2.1", "strip"],
  ] as const)("%s: analysis %s", (profile, mode) => {
    expect(analysisModeFor(profile)).toBe(mode);
  });
});

describe("formatContinuationMessage: by profile and trigger", () => {
  it.each([
    [
      "cc-1.0-literal",
      "auto",
      /summarized below:\nSummary:\ns\.\nPlease continue the conversation from where we left it off/,
    ],
    ["cc-1.0-literal", "manual", /summarized below:\nSummary:\ns\.$/],
    [
      "cc-2.0",
      "auto",
      /covers the earlier portion of the conversation\.\n\nSummary:\ns\nPlease continue .* left it off/,
    ],
    ["cc-2.1", "auto", /\nContinue the conversation from where it left off .* Resume directly/],
    ["cc-2.1", "manual", /covers the earlier portion of the conversation\.\n\nSummary:\ns$/],
  ] as const)("%s, %s", (profile, trigger, expected) => {
    const text = formatContinuationMessage({ summary: "Summary:\ns", profile, trigger });
    expect(
      text.startsWith(
        "This session is being continued from a previous conversation that ran out of context.",
      ),
    ).toBe(true);
    expect(text).toMatch(expected);
  });

  it("names the full transcript when given (every 2.1 fixture's summary does)", () => {
    const text = formatContinuationMessage({
      summary: "S",
      profile: "cc-2.1",
      trigger: "auto",
      transcriptPath: "/t.jsonl",
    });
    expect(text).toContain("read the full transcript at: /t.jsonl\nContinue the conversation");
  });
});
