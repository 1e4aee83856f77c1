import { describe, expect, it } from "vitest";
import { parseJudgeVerdict } from "./parse-judge-verdict";

describe("parseJudgeVerdict", () => {
  it.each([
    ['{"score": 1, "reasons": "all there"}', { score: 1, reasons: "all there" }],
    ['```json\n{"score": 0.5, "reasons": "half"}\n```', { score: 0.5, reasons: "half" }],
    ['Verdict: {"score": "0.25", "reasons": "little"} done', { score: 0.25, reasons: "little" }],
    ['{"score": 0}', { score: 0, reasons: "" }],
  ])("reads %j", (text, verdict) => {
    expect(parseJudgeVerdict(text)).toEqual({ ok: true, value: verdict });
  });

  it.each([
    ["no JSON", "I think it is good", "the judge answered no JSON object"],
    ["broken JSON", '{"score": 1, reasons}', "the judge's JSON does not parse"],
    ["a score above 1", '{"score": 7, "reasons": "x"}', "the judge's verdict is invalid"],
    ["no score", '{"reasons": "x"}', "the judge's verdict is invalid"],
  ])("refuses %s", (_case, text, reason) => {
    const parsed = parseJudgeVerdict(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.reason).toContain(reason);
  });
});
