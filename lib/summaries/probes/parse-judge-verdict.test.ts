import { describe, expect, it } from "vitest";
import { JUDGE_DIMENSIONS, JUDGE_PROMPT_VERSION, JUDGE_SYSTEM_PROMPT } from "./judge-rubric";
import { parseJudgeVerdict } from "./parse-judge-verdict";
import { judgeVerdict } from "./testing/judge-verdict";

const all = (score: number) => Object.fromEntries(JUDGE_DIMENSIONS.map((d) => [d, score]));

describe("parseJudgeVerdict", () => {
  it.each([
    ["every dimension at 5", judgeVerdict(5, "all there"), 5, all(5)],
    ["in a code fence", "```json\n" + judgeVerdict(2, "half") + "\n```", 2, all(2)],
    [
      "the mean of uneven dimensions",
      `Verdict: ${judgeVerdict(3, "mixed", { accuracy: 0, continuity: 0 })} done`,
      2,
      { ...all(3), accuracy: 0, continuity: 0 },
    ],
    ["numbers as strings", judgeVerdict(4).replaceAll(":4", ':"4"'), 4, all(4)],
  ])("reads %s", (_case, text, score, dimensions) => {
    expect(parseJudgeVerdict(text)).toMatchObject({ ok: true, value: { score, dimensions } });
  });

  it.each([
    ["no JSON", "I think it is good", "the judge answered no JSON object"],
    ["broken JSON", '{"scores": {, reasons}', "the judge's JSON does not parse"],
    ["a dimension above 5", judgeVerdict(6), "the judge's verdict is invalid"],
    ["a dimension missing", judgeVerdict(4).replace('"continuity":4,', ""), "scores.continuity"],
    ["the old single score", '{"score": 1, "reasons": "x"}', "the judge's verdict is invalid"],
  ])("refuses %s", (_case, text, reason) => {
    const parsed = parseJudgeVerdict(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.reason).toContain(reason);
  });
});

describe("the judge's rubric", () => {
  it("names Factory's six dimensions, each 0 to 5, in the prompt, under a version", () => {
    for (const dimension of JUDGE_DIMENSIONS)
      expect(JUDGE_SYSTEM_PROMPT).toContain(`"${dimension}": <0-5>`);
    expect(JUDGE_DIMENSIONS).toHaveLength(6);
    expect(JUDGE_PROMPT_VERSION).toMatch(/^factory-6d-\d+$/);
  });
});
