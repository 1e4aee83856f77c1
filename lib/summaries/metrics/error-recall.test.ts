import { describe, expect, it } from "vitest";
import type { Step } from "../testing/make-conversation";
import { makeMetricInput } from "../testing/metric-input";
import { errorRecallMetric } from "./error-recall";

const range: Step[] = [
  {
    tool: "Bash",
    input: { command: "npx tsc" },
    result: "src/app.ts(3,1): error TS2304: Cannot find name 'sessionStore'.",
    isError: true,
  },
  {
    tool: "Edit",
    input: { file_path: "/r/a.ts" },
    result:
      "<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>",
    isError: true,
  },
  {
    tool: "Bash",
    input: { command: "npx tsc" },
    result: "src/app.ts(3,1): error TS2304: Cannot find name 'sessionStore'.",
    isError: true,
  },
  { tool: "Bash", input: { command: "ls" }, result: "error.log", isError: false },
];

describe("errorRecallMetric", () => {
  it.each<[string, string, number, string]>([
    [
      "mentions both (one verbatim, one paraphrased with its words)",
      "- TS2304: cannot find name sessionStore in app.ts\n- File has not been read yet. Read it first before writing to it.",
      1,
      "100% (2 of 2)",
    ],
    [
      "mentions the type error only",
      "Fixed the missing sessionStore name (TS2304).",
      0.5,
      "50% (1 of 2)",
    ],
    ["mentions neither", "All good.", 0, "0% (0 of 2)"],
  ])("%s", (_case, summary, value, display) => {
    const result = errorRecallMetric.compute(makeMetricInput(summary, range));
    expect(result.value).toBe(value);
    expect(result.display).toBe(display);
  });

  it("lists a missed error by its first line, tags removed, the same error once", () => {
    const result = errorRecallMetric.compute(makeMetricInput("sessionStore TS2304", range));
    expect(result.items).toEqual([
      "File has not been read yet. Read it first before writing to it.",
    ]);
  });

  it("has no value when no tool failed (text mentioning 'error' is not an error)", () => {
    const result = errorRecallMetric.compute(makeMetricInput("x", range.slice(3)));
    expect(result).toEqual({ value: null, display: "no errors in the range", items: [] });
  });
});
