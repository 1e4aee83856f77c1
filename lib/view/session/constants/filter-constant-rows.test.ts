import { describe, expect, it } from "vitest";
import { toConstantRows } from "./constant-rows";
import { filterConstantRows, groupConstantRows } from "./filter-constant-rows";

const rows = toConstantRows({ replay: null, profile: "cc-2.1", overrides: { smMaxTokens: 1 } });

describe("filterConstantRows", () => {
  it.each([
    ["", rows.length],
    ["   ", rows.length],
    ["autocompactbuffer", 1],
    ["buffer autocompact", 1],
    ["NOTES ON CLAUDE CODE 2.1.7 warning level below", 1],
    ["no constant says this", 0],
  ])("keeps the rows holding every word of %j", (query, count) => {
    expect(filterConstantRows(rows, query)).toHaveLength(count);
  });
});

describe("groupConstantRows", () => {
  it("groups in order, counts overrides and drops empty groups", () => {
    const groups = groupConstantRows(filterConstantRows(rows, "tokens session memory"));
    expect(groups.map((entry) => [entry.group.id, entry.overridden])).toEqual([
      ["session-memory", 1],
    ]);
    expect(groupConstantRows(rows).map((entry) => entry.group.id)).toEqual([
      "thresholds",
      "counting",
      "legacy-microcompact",
      "later-microcompact",
      "api-context",
      "session-memory",
      "compaction",
      "codex",
      "gemini",
      "opencode",
      "other",
    ]);
  });
});
