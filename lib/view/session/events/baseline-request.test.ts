import { describe, expect, it } from "vitest";
import { replayRequestSchema } from "@/lib/compaction/config/replay-request-schema";
import { DEFAULT_INSPECTOR_STATE, toReplayRequest } from "@/lib/view/session/inspector-url";
import { AUTO_REQUEST, baselineRequest, FITTED_REQUEST, isOwnChoice } from "./baseline-request";
import { makeFit, PCT_80_SETTING } from "./testing/make-replay";

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
    ["a fit that found no setting", makeFit({ settings: [], reproduces: 0 }), AUTO_REQUEST],
    [
      "settings that reproduce no more than auto",
      makeFit({ settings: [PCT_80_SETTING], reproduces: 0 }),
      AUTO_REQUEST,
    ],
    [
      "settings that reproduce more",
      makeFit({ settings: [PCT_80_SETTING], reproduces: 2 }),
      FITTED_REQUEST,
    ],
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
