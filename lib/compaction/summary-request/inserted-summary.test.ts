import { describe, expect, it } from "vitest";
import { insertedSummaryText } from "./inserted-summary";

const RAW =
  "<analysis>\nlong scratchpad thinking\n</analysis>\n\n<summary>\n1. Primary Request and Intent:\n   Fix it.\n</summary>";

describe("insertedSummaryText", () => {
  it.each([
    ["cc-2.1", "auto", false, true],
    ["cc-2.1", "manual", false, false],
    ["cc-2.0", "auto", true, true],
  ] as const)(
    "under %s (%s) keeps the analysis: %s, asks to continue: %s",
    (profile, trigger, hasAnalysis, continues) => {
      const text = insertedSummaryText(RAW, profile, trigger);
      expect(text.startsWith("This session is being continued")).toBe(true);
      expect(text).toContain("Summary:\n1. Primary Request and Intent:");
      expect(text.includes("long scratchpad thinking")).toBe(hasAnalysis);
      expect(/[Cc]ontinue the conversation from where/.test(text)).toBe(continues);
      expect(text).not.toContain("<summary>");
    },
  );
});
