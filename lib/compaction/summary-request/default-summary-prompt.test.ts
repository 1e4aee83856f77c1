import { describe, expect, it } from "vitest";
import {
  buildSummaryPrompt,
  DEFAULT_SUMMARY_PROMPT,
  NO_TOOLS_PREAMBLE,
  NO_TOOLS_TRAILER,
  sectionTitles,
} from "./default-summary-prompt";
import { SUMMARY_SECTIONS } from "./summary-sections";

describe("the summarization prompt (seeds 000, 002, 003)", () => {
  it.each(SUMMARY_SECTIONS.map((s, i) => [i + 1, s.title] as const))(
    "numbers section %i %s, once",
    (n, title) => {
      expect(DEFAULT_SUMMARY_PROMPT.split(`\n${n}. ${title}:`)).toHaveLength(3); // list + example
    },
  );

  it.each([
    ["asks for the <analysis> scratchpad", "wrap your analysis in <analysis> tags"],
    ["asks for verbatim quotes in the next step", "This should be verbatim"],
    ["asks for every user message", "List ALL user messages that are not tool results"],
  ])("%s", (_rule, text) => {
    expect(DEFAULT_SUMMARY_PROMPT).toContain(text);
  });

  it("frames the prompt with the no-tools preamble at the start and the trailer at the end", () => {
    const prompt = buildSummaryPrompt();
    expect(prompt.startsWith(NO_TOOLS_PREAMBLE)).toBe(true);
    expect(prompt.endsWith(NO_TOOLS_TRAILER)).toBe(true);
    expect(prompt).toContain(DEFAULT_SUMMARY_PROMPT);
  });

  it.each([
    [
      "appends custom instructions as seed 002 does",
      "Keep the SQL",
      "\n\nAdditional Instructions:\nKeep the SQL\n\n",
    ],
    ["ignores blank custom instructions", "  ", null],
  ])("%s", (_rule, customInstructions, expected) => {
    const prompt = buildSummaryPrompt({ customInstructions });
    if (expected === null) expect(prompt).not.toContain("Additional Instructions");
    else expect(prompt).toContain(expected);
  });

  it.each([
    [undefined, "Current Work", "Optional Next Step"],
    ["from", "Current Work", "Optional Next Step"],
    ["up_to", "Work Completed", "Context for Continuing Work"],
  ] as const)("the %s variant names sections 8 and 9 %s and %s", (partial, eighth, ninth) => {
    expect(sectionTitles(partial).slice(7)).toEqual([eighth, ninth]);
    expect(buildSummaryPrompt({ partial })).toContain(`9. ${ninth}:`);
  });

  it("the from variant says earlier retained messages are not re-summarized (seed 003)", () => {
    expect(buildSummaryPrompt({ partial: "from" })).toContain(
      "Earlier retained messages are NOT re-summarized",
    );
    expect(buildSummaryPrompt()).not.toContain("retained");
  });
});
