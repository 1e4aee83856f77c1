import { describe, expect, it } from "vitest";
import { replayRequestSchema } from "@/lib/compaction/config/replay-request-schema";
import type { Fit } from "@/lib/compaction/fit/fit-settings";
import { DEFAULT_INSPECTOR_STATE, toReplayRequest } from "@/lib/view/session/inspector-url";
import { AUTO_REQUEST, baselineRequest, FITTED_REQUEST, isOwnChoice } from "./baseline-request";

const fit = (settings: Fit["settings"], reproduces: number): Fit => ({
  settings,
  overrides: {},
  reproduces,
  of: 2,
  extra: 0,
  alternatives: [],
  auto: { reproduces: 0, of: 2, extra: 1 },
});
const PCT_80 = {
  constant: "autocompactPctOverride",
  value: 80,
  variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE",
} as const;

describe("baseline requests", () => {
  it("are requests the replay route accepts", () => {
    expect(replayRequestSchema.parse(AUTO_REQUEST)).toEqual(AUTO_REQUEST);
    expect(replayRequestSchema.parse(FITTED_REQUEST)).toEqual(FITTED_REQUEST);
  });

  it("auto is, as text, the page's request under the default constants: one fetch serves both", () => {
    expect(JSON.stringify(toReplayRequest(DEFAULT_INSPECTOR_STATE))).toBe(
      JSON.stringify(AUTO_REQUEST),
    );
  });

  it.each([
    ["no fit (auto reproduces the file)", null, AUTO_REQUEST],
    ["a fit that found no setting", fit([], 0), AUTO_REQUEST],
    ["settings that reproduce no more than auto", fit([PCT_80], 0), AUTO_REQUEST],
    ["settings that reproduce more", fit([PCT_80], 2), FITTED_REQUEST],
  ])("%s: the baseline is %j", (_, given, expected) => {
    expect(baselineRequest(given)).toBe(expected);
  });
});

describe("isOwnChoice", () => {
  it.each([
    ["", false],
    ["call=14&tab=tree", false],
    ["profile=fitted", false],
    ["profile=auto", false],
    ["profile=cc-2.0", true],
    ["o.autocompactBufferTokens=40000", true],
    ["profile=fitted&o.autocompactPctOverride=70", true],
  ])("%j: %s", (query, expected) => {
    expect(isOwnChoice(query)).toBe(expected);
  });
});
