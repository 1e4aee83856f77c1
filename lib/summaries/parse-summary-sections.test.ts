import { describe, expect, it } from "vitest";
import { hasRealFixtures } from "../transcript/testing/real-fixtures";
import { extractSummaryBody, parseSummarySections } from "./parse-summary-sections";
import { recordedCases } from "./testing/recorded-cases";

const NINE = [
  "1. Primary Request and Intent:",
  "2. Key Technical Concepts:",
  "3. Files and Code Sections:",
  "4. Errors and fixes:",
  "5. Problem Solving:",
  "6. All user messages:",
  "7. Pending Tasks:",
  "8. Current Work:",
  "9. Optional Next Step:",
];
const summaryOf = (headings: string[]) =>
  headings.map((h) => `${h}\n   - body of ${h}`).join("\n\n");
const presentIds = (text: string) =>
  parseSummarySections(text)
    .sections.filter((s) => s.heading !== null)
    .map((s) => s.id);

describe("parseSummarySections", () => {
  it.each<[string, string, number]>([
    ["numbered headings with colons", summaryOf(NINE), 9],
    ["markdown headings", summaryOf(NINE.map((h) => `## ${h.replace(":", "")}`)), 9],
    ["bold numbered headings", summaryOf(NINE.map((h) => `**${h}**`)), 9],
    [
      "bold title after the number",
      summaryOf(NINE.map((h) => h.replace(/(\d\. )(.*):/, "$1**$2:**"))),
      9,
    ],
    ["any case", summaryOf(NINE.map((h) => h.toUpperCase())), 9],
    [
      "'1)' numbering and '&' for 'and'",
      summaryOf(NINE.map((h) => h.replace(".", ")").replace(" and ", " & "))),
      9,
    ],
    ["7 of 9 (no errors, no next step)", summaryOf(NINE.filter((_, i) => i !== 3 && i !== 8)), 7],
    ["no headings at all", "I fixed the bug and ran the tests.", 0],
    ["empty text", "", 0],
  ])("finds the sections of %s: %i of 9", (_shape, text, count) => {
    expect(parseSummarySections(text).presentCount).toBe(count);
  });

  it("reads the up_to variant's 'Work Completed' as the eighth section and 'Context for Continuing Work' as the ninth", () => {
    const text = summaryOf([
      ...NINE.slice(0, 7),
      "8. Work Completed:",
      "9. Context for Continuing Work:",
    ]);
    expect(presentIds(text)).toContain("current-work");
    expect(presentIds(text)).toContain("next-step");
  });

  it("keeps the text after a heading's colon and the lines under it, and estimates length/4", () => {
    const text =
      "1. Primary Request and Intent: fix the login\n   - and the logout\n2. Key Technical Concepts:\n   - JWT";
    const [request, concepts] = parseSummarySections(text).sections;
    expect(request?.text).toBe("fix the login\n   - and the logout");
    expect(request?.tokens).toBe(Math.round(request!.text.length / 4));
    expect(concepts?.text).toBe("- JWT");
  });

  it("does not take a prose line that starts like a title for a heading", () => {
    const text = "1. Primary Request and Intent:\n   Current work was slow: we waited.";
    expect(presentIds(text)).toEqual(["primary-request"]);
  });

  it("reads only the summary of raw output, not the analysis that repeats the headings", () => {
    const raw = `<analysis>\n1. Primary Request and Intent: draft\n</analysis>\n<summary>\n${summaryOf(NINE.slice(0, 2))}\n</summary>`;
    const parsed = parseSummarySections(raw);
    expect(parsed.presentCount).toBe(2);
    expect(parsed.sections[0]?.text).toBe(`- body of ${NINE[0]}`);
  });
});

describe("parseSummarySections on summaries that quote user messages", () => {
  const withUserMessages = (quoted: string) =>
    `<analysis>a</analysis>\n<summary>\n${summaryOf(NINE.slice(0, 5))}\n\n${NINE[5]}\n- ${quoted}\n\n${summaryOf(NINE.slice(6))}\n</summary>`;

  it.each<[string, string]>([
    [
      "a task notification's own <summary>…</summary> (the body ends at the last </summary>)",
      '<task-notification><summary>Agent "Verify" completed</summary></task-notification>',
    ],
    [
      "a continuation sentence (the trailer is looked for only after the ninth section)",
      "This session is being continued.\nPlease continue the conversation from where we left off without asking.",
    ],
    [
      "an earlier summary's headings, indented under the item (a deeper heading is quoted text)",
      `This session is being continued.\n  ${NINE.join("\n  ")}`,
    ],
  ])("finds 9 of 9 sections, each with its own text, when section 6 quotes %s", (_rule, quoted) => {
    const parsed = parseSummarySections(withUserMessages(quoted));
    expect(parsed.presentCount).toBe(9);
    expect(parsed.sections[0]?.text).toBe(`- body of ${NINE[0]}`);
    expect(parsed.sections[5]?.text).toBe(`- ${quoted}`);
    expect(parsed.sections[8]?.text).toBe(`- body of ${NINE[8]}`);
  });

  it("still cuts Claude Code's continuation trailer after the ninth section", () => {
    const text = `${summaryOf(NINE)}\n\nPlease continue the conversation from where we left off without asking`;
    expect(parseSummarySections(text).sections[8]?.text).toBe(`- body of ${NINE[8]}`);
  });
});

describe("extractSummaryBody", () => {
  it.each<[string, string, string]>([
    [
      "inside <summary> tags",
      "<analysis>think</analysis>\n<summary>\nthe body\n</summary>",
      "the body",
    ],
    ["after a Summary: line", "Analysis:\nthink\n\nSummary:\nthe body", "the body"],
    ["without an <analysis> block", "<analysis>think</analysis>\nthe body", "the body"],
    [
      "without the continuation trailer",
      "Summary:\nthe body\n\nPlease continue the conversation from where we left off without asking",
      "the body",
    ],
  ])("takes the text %s", (_rule, text, body) => {
    expect(extractSummaryBody(text)).toBe(body);
  });
});

describe.skipIf(!hasRealFixtures)(
  "parseSummarySections on the recorded summaries of ../shared/fixtures/real",
  () => {
    const summaries = recordedCases().map((c) => [c.name, c.summary] as const);

    it("finds the 8 recorded summaries (isCompactSummary records)", () => {
      expect(summaries).toHaveLength(8);
    });

    it.each(summaries)(
      "%s: 9 of 9 sections found, each with text, the analysis left out",
      (_name, text) => {
        const parsed = parseSummarySections(text);
        expect(parsed.presentCount).toBe(9);
        expect(parsed.sections.every((s) => s.text.length > 0)).toBe(true);
        expect(parsed.body).not.toMatch(/^Analysis:/m);
        expect(parsed.body).not.toMatch(
          /Continue with the last task that you were asked to work on\.\s*$/,
        );
      },
    );
  },
);
