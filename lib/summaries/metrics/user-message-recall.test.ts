import { describe, expect, it } from "vitest";
import { makeMetricInput } from "../testing/metric-input";
import type { Step } from "../testing/make-conversation";
import { userMessageRecallMetric } from "./user-message-recall";

const LONG =
  "Please refactor the login handler so that it validates the token before reading the session";
const range: Step[] = [
  { user: "fix the build" },
  { assistant: "On it." },
  { user: LONG },
  { tool: "Bash", input: { command: "npm test" }, result: "fix the build passes" },
];

describe("userMessageRecallMetric", () => {
  it.each<[string, string, number | null, string, string[]]>([
    ["keeps both verbatim", `- "fix the build"\n- "${LONG}"`, 1, "100% (2 of 2)", []],
    ["drops a user message", `- "${LONG}"`, 0.5, "50% (1 of 2)", ["fix the build"]],
    [
      "keeps a long one near-verbatim (case, punctuation, one word changed)",
      `- FIX THE BUILD!\n- please refactor the login handler, so that it validates the token before reading the cookie`,
      1,
      "100% (2 of 2)",
      [],
    ],
    [
      "paraphrases the long one (not near-verbatim)",
      "- fix the build\n- The user wanted token validation moved earlier in the login flow",
      0.5,
      "50% (1 of 2)",
      [LONG.slice(0, 157) + (LONG.length > 160 ? "..." : "")],
    ],
  ])("%s", (_case, summary, value, display, missed) => {
    expect(userMessageRecallMetric.compute(makeMetricInput(summary, range))).toEqual({
      value,
      display,
      items: missed,
    });
  });

  it.each<[string, Step[]]>([
    ["an empty range", []],
    [
      "a range of tool results only",
      [{ tool: "Read", input: { file_path: "/a.ts" }, result: "x" }],
    ],
    ["a range of system reminders only", [{ user: "<system-reminder>be nice</system-reminder>" }]],
    [
      "a range of a slash command and a task notification only",
      [
        {
          user: "<command-name>/clear</command-name>\n<command-message>clear</command-message>\n<command-args></command-args>",
        },
        { user: "<task-notification>\n<status>completed</status>\n</task-notification>" },
      ],
    ],
  ])("has no value for %s", (_case, steps) => {
    expect(userMessageRecallMetric.compute(makeMetricInput("anything", steps))).toEqual({
      value: null,
      display: "no user messages in the range",
      items: [],
    });
  });

  it("matches Chinese messages character by character", () => {
    const steps = [{ user: "幫我重構添加可讀性與優化，先不要拆檔案" }];
    const kept = makeMetricInput('- "幫我重構添加可讀性與優化，先不要拆檔案"', steps);
    const paraphrased = makeMetricInput("- 使用者要求重構", steps);
    expect(userMessageRecallMetric.compute(kept).value).toBe(1);
    expect(userMessageRecallMetric.compute(paraphrased).value).toBe(0);
  });
});
