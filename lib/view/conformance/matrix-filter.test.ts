import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import {
  describeSettingEnv,
  describeShownRuns,
  filterMatrixRows,
  formatMatrixFilter,
  NO_MATRIX_FILTER,
  parseMatrixFilter,
  toSettingOptions,
  type MatrixFilter,
} from "./matrix-filter";

const rows = [
  { versionId: "2.0.8", setting: "200k", isProblem: false },
  { versionId: "2.0.8", setting: "200k+pct-80", isProblem: true },
  { versionId: "2.1.22", setting: "200k", isProblem: false },
];

describe("filterMatrixRows", () => {
  it.each<[string, Partial<MatrixFilter>, number[]]>([
    ["no filter keeps every row", {}, [0, 1, 2]],
    ["one version", { version: "2.0.8" }, [0, 1]],
    ["one setting", { setting: "200k" }, [0, 2]],
    ["a version and a setting", { version: "2.1.22", setting: "200k" }, [2]],
    ["only rows that fail or disagree", { isProblemOnly: true }, [1]],
    ["an unknown version keeps nothing", { version: "9.9.9" }, []],
  ])("%s", (_case, filter, kept) => {
    expect(filterMatrixRows(rows, { ...NO_MATRIX_FILTER, ...filter })).toEqual(
      kept.map((i) => rows[i]),
    );
  });
});

describe("parseMatrixFilter and formatMatrixFilter", () => {
  it.each<[string, MatrixFilter]>([
    ["", NO_MATRIX_FILTER],
    ["version=2.1.22", { ...NO_MATRIX_FILTER, version: "2.1.22" }],
    [
      "version=2.0.8&setting=200k%2Bpct-80&problems=1",
      { version: "2.0.8", setting: "200k+pct-80", isProblemOnly: true },
    ],
  ])("%s", (query, filter) => {
    expect(parseMatrixFilter(new URLSearchParams(query))).toEqual(filter);
    expect(formatMatrixFilter(filter).toString()).toBe(query);
  });

  it("reads a blank value as every one", () => {
    expect(parseMatrixFilter(new URLSearchParams("version=&setting=%20"))).toEqual(
      NO_MATRIX_FILTER,
    );
  });
});

describe("describeSettingEnv and toSettingOptions", () => {
  it("names the model and each environment variable as typed in a shell", () => {
    expect(
      describeSettingEnv({
        model: "claude-sonnet-4-5-20250929",
        env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000", DISABLE_AUTO_COMPACT: "1" },
      }),
    ).toBe(
      "claude-sonnet-4-5-20250929, CLAUDE_CODE_AUTO_COMPACT_WINDOW=200000, DISABLE_AUTO_COMPACT=1",
    );
    expect(describeSettingEnv({ model: "m", env: {} })).toBe("m, no environment variables");
  });

  it("lists each setting once, in first-seen order", () => {
    const options = toSettingOptions([
      makeMatrixRow({ setting: "200k" }),
      makeMatrixRow({ setting: "1m", model: "m[1m]" }),
      makeMatrixRow({ setting: "200k", version: "2.1.22" }),
    ]);
    expect(options.map((o) => o.id)).toEqual(["200k", "1m"]);
    expect(options[1]?.words).toBe("m[1m], no environment variables");
  });
});

describe("describeShownRuns", () => {
  it.each<[number, number, string]>([
    [116, 116, "All 116 runs"],
    [8, 116, "8 of 116 runs"],
    [0, 116, "0 of 116 runs"],
  ])("%i of %i", (shown, total, words) => {
    expect(describeShownRuns(shown, total)).toBe(words);
  });
});
