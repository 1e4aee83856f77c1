import { describe, expect, it } from "vitest";
import { PROFILES, type ProfileId } from "@/lib/compaction/config/profiles";
import { CONSTANT_NAMES, type ConstantName } from "@/lib/compaction/config/replay-config";
import type { ConfigEntry, ReplayResult } from "@/lib/compaction/replay/replay-result";
import type { Overrides } from "@/lib/view/session/inspector-url";
import { deepFreeze } from "@/lib/compaction/testing/deep-freeze";
import {
  countReplayedOverrides,
  labelOfConstant,
  resolveProfileChoice,
  toConstantRows,
} from "./constant-rows";

type ReplayView = Pick<ReplayResult, "profile" | "config" | "window">;

/** The parts of a replay the panel reads: `profile`'s values, `overrides` applied. */
function makeReplay(profile: ProfileId, overrides: Overrides = {}): ReplayView {
  const values: Record<string, unknown> = { ...PROFILES[profile].values, ...overrides };
  const config = Object.fromEntries(
    CONSTANT_NAMES.map((name) => [name, { value: values[name], overridden: name in overrides }]),
  ) as Record<ConstantName, ConfigEntry>;
  return { profile, config, window: { tokens: 200_000, source: "table", model: "claude-x" } };
}

function rowOf(rows: ReturnType<typeof toConstantRows>, name: ConstantName) {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const BUFFER_DOCUMENTS =
  "notes on Claude Code 2.1's cache and compaction; reverse-engineered notes on Claude Code 1.0.x; a walk-through of Claude Code 2.1's compaction source; reverse-engineered notes on Claude Code 2.1.7";
const DEFAULT_13K = `default 13,000 (from ${BUFFER_DOCUMENTS})`;

describe("toConstantRows", () => {
  it("gives one row per constant in schema order", () => {
    const rows = toConstantRows({ replay: null, profile: "cc-2.1", overrides: {} });
    expect(rows.map((row) => row.name)).toEqual(CONSTANT_NAMES);
  });

  it.each<[string, Parameters<typeof toConstantRows>[0], unknown, unknown, boolean, string]>([
    [
      "the profile's value before any replay",
      { replay: null, profile: "cc-2.1", overrides: {} },
      13_000,
      13_000,
      false,
      DEFAULT_13K,
    ],
    [
      "the override, highlighted",
      {
        replay: makeReplay("cc-2.1"),
        profile: "cc-2.1",
        overrides: { autocompactBufferTokens: 40_000 },
      },
      40_000,
      13_000,
      true,
      DEFAULT_13K,
    ],
    [
      "auto's resolved profile once the replay ran",
      { replay: makeReplay("cc-2.0"), profile: "auto", overrides: {} },
      13_000,
      13_000,
      false,
      DEFAULT_13K,
    ],
    [
      "no default while auto is unresolved",
      { replay: null, profile: "auto", overrides: {} },
      undefined,
      undefined,
      false,
      `default once the replay resolves the profile (from ${BUFFER_DOCUMENTS})`,
    ],
  ])("shows %s", (_, input, value, defaultValue, isOverridden, defaultText) => {
    const row = rowOf(toConstantRows(input), "autocompactBufferTokens");
    expect({
      value: row.value,
      defaultValue: row.defaultValue,
      isOverridden: row.isOverridden,
    }).toEqual({
      value,
      defaultValue,
      isOverridden,
    });
    expect(row.defaultText).toBe(defaultText);
    expect(row.defaultCited.filter((piece) => piece.href)).toHaveLength(4);
  });

  it("ignores a stale replay of another profile", () => {
    const replay = makeReplay("cc-2.1");
    const rows = toConstantRows({ replay, profile: "cc-2.0", overrides: {} });
    expect(rowOf(rows, "countingMode").value).toBe("usage-only");
  });

  it("says the window comes from the transcript when the profile leaves it null", () => {
    const row = rowOf(
      toConstantRows({ replay: makeReplay("cc-2.1"), profile: "cc-2.1", overrides: {} }),
      "contextWindow",
    );
    expect(row.source).toEqual({
      kind: "transcript",
      text: "transcript: model table, 200,000",
      cited: [],
    });
    expect(row.defaultText).toBe("default from the transcript: model table, 200,000");
  });

  it("does not mutate its input and is deterministic", () => {
    const input = deepFreeze({
      replay: makeReplay("cc-2.1"),
      profile: "auto" as const,
      overrides: { charsPerToken: 3 },
    });
    expect(toConstantRows(input)).toEqual(toConstantRows(input));
  });
});

describe("labelOfConstant", () => {
  it.each<[ConstantName, string]>([
    ["autocompactBufferTokens", "autocompact buffer tokens"],
    ["ptlMaxRetries", "PTL max retries"],
    ["smMinTokens", "session memory min tokens"],
    ["apiClearTools", "API clear tools"],
    ["autocompactPctOverride", "autocompact % override"],
  ])("reads %s as %j", (name, label) => {
    expect(labelOfConstant(name)).toBe(label);
  });
});

describe("resolveProfileChoice and countReplayedOverrides", () => {
  it.each([
    ["auto", null, null],
    ["auto", { profile: "cc-2.0" as const }, "cc-2.0"],
    ["cc-2.1", { profile: "cc-2.0" as const }, "cc-2.1"],
  ] as const)("resolves %s with %j to %s", (choice, replay, expected) => {
    expect(resolveProfileChoice(choice, replay)).toBe(expected);
  });

  it.each([
    [null, 0],
    [makeReplay("cc-2.1"), 0],
    [makeReplay("cc-2.1", { autocompactBufferTokens: 40_000, charsPerToken: 3 }), 2],
  ])("counts the overrides the replay ran with", (replay, count) => {
    expect(countReplayedOverrides(replay)).toBe(count);
  });
});
