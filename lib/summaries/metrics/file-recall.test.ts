import { describe, expect, it } from "vitest";
import type { Step } from "../testing/make-conversation";
import { makeMetricInput } from "../testing/metric-input";
import { fileRecallMetric } from "./file-recall";

const range: Step[] = [
  { user: "tidy the app" },
  { tool: "Read", input: { file_path: "/repo/src/app.ts" }, result: "export const app = 1;" },
  {
    tool: "Edit",
    input: { file_path: "/repo/src/util/format.ts", old_string: "a", new_string: "b" },
    result: "ok",
  },
  {
    tool: "Bash",
    input: { command: "npx vitest run /repo/test/app.test.ts" },
    result: "FAIL /repo/test/app.test.ts\n  at /repo/node_modules/vitest/dist/index.js:10",
  },
  { tool: "Glob", input: { pattern: "**/*.md" }, result: "/repo/README.md\n/repo/docs/guide.md" },
];
const ALL = ["/repo/src/app.ts", "/repo/src/util/format.ts", "/repo/test/app.test.ts"];

describe("fileRecallMetric", () => {
  it.each<[string, string, number | null, string[]]>([
    ["names every file by full path", ALL.join(", "), 1, []],
    [
      "names them by a trailing part or unambiguous basename",
      "src/app.ts, format.ts and app.test.ts",
      1,
      [],
    ],
    ["drops one", "`/repo/src/app.ts` and `format.ts`", 2 / 3, ["/repo/test/app.test.ts"]],
    ["does not count a name inside a longer one", "app.ts.bak, myformat.ts, app.test.tsx", 0, ALL],
  ])("%s", (_case, summary, value, missed) => {
    const result = fileRecallMetric.compute(makeMetricInput(summary, range));
    expect(result.value).toBeCloseTo(value ?? 0);
    expect(result.items).toEqual(missed);
  });

  it("does not count files a result merely mentions (a traceback, a Glob listing) as touched", () => {
    const result = fileRecallMetric.compute(makeMetricInput(ALL.join(" "), range));
    expect(result.display).toBe("100% (3 of 3)");
  });

  it("needs a directory when two touched files share a basename", () => {
    const twins: Step[] = [
      { tool: "Read", input: { file_path: "/a/index.ts" }, result: "" },
      { tool: "Read", input: { file_path: "/b/index.ts" }, result: "" },
    ];
    expect(fileRecallMetric.compute(makeMetricInput("index.ts", twins)).value).toBe(0);
    expect(fileRecallMetric.compute(makeMetricInput("a/index.ts", twins)).value).toBe(0.5);
  });

  it("has no value for a range that touched no file", () => {
    expect(fileRecallMetric.compute(makeMetricInput("x", [{ user: "hi" }])).display).toBe(
      "no files touched in the range",
    );
  });
});
