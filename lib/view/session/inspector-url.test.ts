import { describe, expect, it } from "vitest";
import {
  DEFAULT_INSPECTOR_STATE,
  parseInspectorState,
  toInspectorSearchParams,
  toReplayRequest,
  type InspectorState,
} from "./inspector-url";

const parse = (query: string) => parseInspectorState(new URLSearchParams(query));

describe("parseInspectorState", () => {
  it.each([
    ["", DEFAULT_INSPECTOR_STATE],
    ["profile=cc-2.0", { ...DEFAULT_INSPECTOR_STATE, profile: "cc-2.0" }],
    [
      "o.autocompactBufferTokens=40000",
      { ...DEFAULT_INSPECTOR_STATE, overrides: { autocompactBufferTokens: 40000 } },
    ],
    [
      "o.legacyMicrocompact=true&o.countingMode=length/4&o.contextWindow=null",
      {
        ...DEFAULT_INSPECTOR_STATE,
        overrides: { legacyMicrocompact: true, countingMode: "length/4", contextWindow: null },
      },
    ],
    [
      "from=10&to=40&tab=tree",
      { ...DEFAULT_INSPECTOR_STATE, range: { from: 10, to: 40 }, tab: "tree" },
    ],
    ["source=agent-1&call=7", { ...DEFAULT_INSPECTOR_STATE, source: "agent-1", call: 7 }],
    ["tab=conversation&line=42", { ...DEFAULT_INSPECTOR_STATE, tab: "conversation", line: 42 }],
    // A search hit links to a line alone: it opens the conversation there.
    ["line=42", { ...DEFAULT_INSPECTOR_STATE, tab: "conversation", line: 42 }],
    ["tab=tree&line=7", { ...DEFAULT_INSPECTOR_STATE, tab: "tree", line: 7 }],
  ] as [string, InspectorState][])("reads %j", (query, expected) => {
    expect(parse(query)).toEqual({ state: expected, errors: [] });
  });

  it.each([
    ["profile=cc-9", /^profile "cc-9" is not one of auto, fitted, cc-1.0-literal, .*$/],
    ["o.noSuchConstant=1", /^noSuchConstant is not a constant of the replay$/],
    // Regression: a link error read zod's "Invalid input: expected number, received string".
    [
      "o.autocompactBufferTokens=abc",
      /^autocompactBufferTokens must be a number of tokens \(got "abc"\)$/,
    ],
    ["o.autocompactBufferTokens=-5", /^autocompactBufferTokens must be at least 0 \(got -5\)$/],
    ["o.countingMode=sometimes", /^countingMode must be one of "[a-z-]+", .* \(got "sometimes"\)$/],
  ])("names the bad part of %j in a sentence and leaves it out", (query, message) => {
    const { state, errors } = parse(query);
    expect(errors).toEqual([expect.stringMatching(message)]);
    expect(state.overrides).toEqual({});
    expect(state.profile).toBe("auto");
  });

  it.each([
    "from=9&to=3",
    "from=3",
    "from=-1&to=4",
    "from=1e3&to=2000",
    "tab=nope&call=x",
    "line=0",
    "line=-3",
    "line=x",
  ])("falls back to the default for the malformed %j", (query) => {
    expect(parse(query).state).toEqual(DEFAULT_INSPECTOR_STATE);
  });
});

describe("toInspectorSearchParams", () => {
  it("leaves defaults out", () => {
    expect(toInspectorSearchParams(DEFAULT_INSPECTOR_STATE).toString()).toBe("");
  });

  it("round-trips every part of the state", () => {
    const state: InspectorState = {
      profile: "cc-2.1",
      overrides: {
        autocompactBufferTokens: 40_000,
        legacyMicrocompact: true,
        countingMode: "length/4x4/3",
        compactableTools: ["Read", "Bash"],
        autocompactPctOverride: null,
      },
      range: { from: 3, to: 90 },
      tab: "cache-breaks",
      source: "agent-a1",
      call: 12,
      line: 340,
    };
    const query = toInspectorSearchParams(state);
    expect(query.get("o.autocompactBufferTokens")).toBe("40000");
    expect(parseInspectorState(query)).toEqual({ state, errors: [] });
  });

  it("writes the events tab out when a line would read back as the conversation", () => {
    const state: InspectorState = { ...DEFAULT_INSPECTOR_STATE, line: 9 };
    expect(toInspectorSearchParams(state).toString()).toBe("tab=events&line=9");
    expect(parseInspectorState(toInspectorSearchParams(state)).state).toEqual(state);
  });
});

describe("toReplayRequest", () => {
  it("sends the profile and the overrides only", () => {
    expect(
      toReplayRequest({
        ...DEFAULT_INSPECTOR_STATE,
        overrides: { charsPerToken: 3 },
        call: 4,
      } as InspectorState),
    ).toEqual({ profile: "auto", overrides: { charsPerToken: 3 } });
  });
});
