import { describe, expect, it } from "vitest";
import { PROFILES } from "../config/profiles";
import type { ResolvedWindow } from "../config/model-windows";
import { fitCandidates, otherKnownWindows } from "./fit-candidates";

const window = (tokens: number, source: ResolvedWindow["source"] = "table"): ResolvedWindow => ({
  tokens,
  source,
  model: "claude-sonnet-4-5",
});
const quiet = PROFILES["cc-2.1-quiet"].values; // 200K: reserve 20,000, buffer 13,000: 167,000
const early = PROFILES["cc-2.0"].values; // reserve 32,000 uncapped, buffer 13,000: 155,000

const named = (candidates: ReturnType<typeof fitCandidates>) =>
  candidates.map(
    ({ setting }) => `${setting.variable ?? setting.constant}=${String(setting.value)}`,
  );

describe("fitCandidates", () => {
  it.each([
    {
      what: "a threshold of 144,000 on 2.1.80: PCT 80 first, the window that gives the same after",
      values: quiet,
      window: window(200_000),
      interval: { lower: 143_100, upper: 144_050 },
      version: "2.1.80",
      expected: ["CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80", "CLAUDE_CODE_AUTO_COMPACT_WINDOW=177000"],
    },
    {
      what: "the same on 2.1.40, which does not read the window variable",
      values: quiet,
      window: window(200_000),
      interval: { lower: 143_100, upper: 144_050 },
      version: "2.1.40",
      expected: ["CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80"],
    },
    {
      what: "2.0.19 reads no PCT: an output limit of 43,000 is all that explains 144,000",
      values: early,
      window: window(200_000),
      interval: { lower: 143_100, upper: 144_050 },
      version: "2.0.19",
      expected: ["CLAUDE_CODE_MAX_OUTPUT_TOKENS=43000"],
    },
    {
      what: "2.0.30 at 123,000: an output limit of 64,000 (a model's own, uncapped before 2.1.22), then PCT 73",
      values: early,
      window: window(200_000),
      interval: { lower: 122_400, upper: 123_010 },
      version: "2.0.30",
      expected: ["CLAUDE_CODE_MAX_OUTPUT_TOKENS=64000", "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=73"],
    },
    {
      what: "an unknown model's auto window at 167,000: the window variable, then a 200K model window, then the remote flag that lets the interactive client compact it at its own, then a remote session",
      values: PROFILES["cc-2.1-reactive"].values,
      window: window(200_000, "auto"),
      interval: { lower: 165_900, upper: 167_300 },
      version: "2.1.160",
      expected: [
        "CLAUDE_CODE_AUTO_COMPACT_WINDOW=200000",
        "contextWindow=200000",
        "tengu_amber_redwood3=200000",
        "CLAUDE_CODE_REMOTE=true",
      ],
    },
    {
      what: "the same on 2.1.152, which reads no such flag",
      values: PROFILES["cc-2.1-reactive"].values,
      window: window(200_000, "auto"),
      interval: { lower: 165_900, upper: 167_300 },
      version: "2.1.152",
      expected: ["CLAUDE_CODE_AUTO_COMPACT_WINDOW=200000", "contextWindow=200000"],
    },
    {
      what: "a session that never compacted though it passed the threshold",
      values: quiet,
      window: window(200_000),
      interval: { lower: 181_000, upper: null },
      version: "2.1.80",
      expected: [
        "CLAUDE_CODE_AUTO_COMPACT_WINDOW=1000000",
        "contextWindow=1000000",
        "CLAUDE_CODE_MAX_OUTPUT_TOKENS=5000",
        "DISABLE_AUTO_COMPACT=true",
      ],
    },
    {
      what: "bounds no threshold fits (a check above a compaction)",
      values: quiet,
      window: window(200_000),
      interval: { lower: 150_000, upper: 149_000 },
      version: "2.1.80",
      expected: [],
    },
  ])("$what", ({ values, window, interval, version, expected }) => {
    expect(named(fitCandidates({ values, window, interval, version }))).toEqual(expected);
  });
});

describe("fitCandidates under another harness's rules", () => {
  it.each([
    ["gemini", PROFILES.gemini.values],
    ["opencode", PROFILES.opencode.values],
  ])("names no Claude Code variable under %s's rules", (_name, values) => {
    const interval = { lower: 143_100, upper: 144_050 };
    expect(fitCandidates({ values, window: window(200_000), interval, version: null })).toEqual([]);
  });
});

describe("fitCandidates with no check close below the compaction", () => {
  it("looks just under the count that fired, not at the simplest value far below it", () => {
    const interval = { lower: null, upper: 144_000 };
    expect(
      named(fitCandidates({ values: quiet, window: window(200_000), interval, version: "2.1.63" })),
    ).toEqual(["CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80"]);
  });
});

describe("fitCandidates: a value people set by name is taken anywhere the checks allow", () => {
  it("a 200K window 10,000 under the count that fired, on an auto window with no check below", () => {
    const interval = { lower: null, upper: 177_000 };
    expect(
      named(
        fitCandidates({
          values: PROFILES["cc-2.1-lone-round"].values,
          window: window(200_000, "auto"),
          interval,
          version: "2.1.332",
        }),
      ),
    ).toEqual([
      "CLAUDE_CODE_AUTO_COMPACT_WINDOW=200000",
      "contextWindow=200000",
      "CLAUDE_CODE_REMOTE=true",
    ]);
  });
});

describe("otherKnownWindows", () => {
  it.each([
    { window: window(200_000), expected: [1_000_000] },
    { window: window(1_000_000, "observed"), expected: [200_000] },
    // An auto window is no window the client compacts against: both are other.
    { window: window(200_000, "auto"), expected: [200_000, 1_000_000] },
  ])("$window.tokens ($window.source): $expected", ({ window: given, expected }) => {
    expect(otherKnownWindows(given).map((s) => s.value)).toEqual(expected);
  });
});
