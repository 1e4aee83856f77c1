import { describe, expect, it } from "vitest";
import type { FitSetting } from "@/lib/compaction/fit/fit-candidates";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import {
  mainThreadVersions,
  mainThreadWithoutUsage,
  toFittedQuery,
  toMismatchReasons,
  type MismatchReasonsInput,
} from "./mismatch-reasons";
import {
  makeAutocompact,
  makeFit,
  makeInference,
  makeMicrocompact,
  makeRecordedCompaction,
  PCT_80_SETTING,
} from "./testing/make-replay";

/**
 * The 2.0.76 session: recorded at calls 14 and 26 (at 150,100 and 149,800 tokens),
 * replayed under cc-2.0 (155,000) at 19 and 29, with microcompactions at 6 and 14.
 */
const replay = (over: Partial<MismatchReasonsInput["replay"]> = {}) => ({
  profile: "cc-2.0" as const,
  profileReason: "2.0.76 in 0 to 2.1.0: usage alone, 155K",
  window: { tokens: 200_000, source: "table" as const, model: "claude-sonnet-4-5" },
  thresholds: { autocompactThreshold: 155_000 } as InspectorReplay["thresholds"],
  recordsCompactions: true,
  recorded: [
    makeRecordedCompaction({ uuid: "a", atCall: 14, preTokens: 150_100, matched: false }),
    makeRecordedCompaction({ uuid: "b", atCall: 26, preTokens: 149_800, matched: false }),
  ],
  events: [
    makeMicrocompact({ atCall: 6 }),
    makeMicrocompact({ atCall: 14 }),
    makeAutocompact({ atCall: 19 }),
    makeAutocompact({ atCall: 29 }),
  ],
  thresholdInference: makeInference({
    lower: 140_000,
    upper: 150_100,
    candidates: [
      { profile: "cc-2.0", window: 200_000, threshold: 155_000, inside: false },
      { profile: "cc-2.1-quiet", window: 200_000, threshold: 167_000, inside: false },
    ],
    windowRanges: [{ profile: "cc-2.0", minWindow: 185_001, maxWindow: 195_100 }],
  }),
  ...over,
});

const THRESHOLD =
  "The recorded auto compactions fired at or below 150,100, 4,900 under cc-2.0's threshold of 155,000 on a 200K window: the session's threshold was lower, as a setting the file does not record makes it (an environment variable such as CLAUDE_AUTOCOMPACT_PCT_OVERRIDE or CLAUDE_CODE_AUTO_COMPACT_WINDOW).";
const LATE =
  "Every replayed compaction comes after the recorded one (5 and 3 calls later): the session compacted at a lower count than cc-2.0 does.";
const MICRO =
  "The replay clears old tool results at calls 6 and 14, where the file records no microcompaction: this session's client may not clear them the way cc-2.0 does, and every later count differs.";

const WINDOW_177K: FitSetting = {
  constant: "autoCompactWindow",
  value: 177_000,
  variable: "CLAUDE_CODE_AUTO_COMPACT_WINDOW",
};

describe("toMismatchReasons", () => {
  it.each<[string, MismatchReasonsInput, string[]]>([
    [
      "the 2.0.76 session: threshold interval, direction, microcompactions, strongest first",
      { replay: replay(), versions: ["2.0.76"] },
      [THRESHOLD, LATE, MICRO],
    ],
    [
      "fitted settings that reproduce more come first, with their numbers",
      {
        replay: replay(),
        versions: ["2.0.76"],
        fit: makeFit({
          settings: [PCT_80_SETTING],
          reproduces: 2,
          alternatives: [makeFit({ settings: [WINDOW_177K], reproduces: 2 })],
        }),
      },
      [
        "Settings the file does not record: with CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80, fitted from this file, the replay reproduces 2 of 2 recorded compactions (CLAUDE_CODE_AUTO_COMPACT_WINDOW=177000 explains it as well).",
        THRESHOLD,
        LATE,
        MICRO,
      ],
    ],
    [
      "a fitted window on a version that takes windows from its server says it may come from there",
      {
        replay: replay(),
        versions: ["2.1.200"],
        fit: makeFit({ settings: [WINDOW_177K], reproduces: 2 }),
      },
      [
        "Settings the file does not record: with CLAUDE_CODE_AUTO_COMPACT_WINDOW=177000, fitted from this file, the replay reproduces 2 of 2 recorded compactions. From 2.1.182 Claude Code also takes a model's auto-compact window from the settings its server sends at start, so the window may have come from there.",
        THRESHOLD,
        LATE,
        MICRO,
      ],
    ],
    [
      "a fit that found no setting concludes the rules differ, after the measured reasons",
      {
        replay: replay({
          events: [makeAutocompact({ atCall: 19 }), makeAutocompact({ atCall: 29 })],
        }),
        versions: [],
        fit: makeFit({ settings: [], reproduces: 0 }),
      },
      [
        THRESHOLD,
        LATE,
        "No setting this version reads (the PCT override, the auto-compact window, the output limit, a 1M or 200K model window, auto-compact turned off) makes the replay reproduce more than 0 of 2 recorded compactions: the difference is in the rules, not the settings.",
      ],
    ],
    [
      "a Gemini CLI session no setting explains: the fit says it knows none of Gemini CLI's",
      {
        replay: replay({
          profile: "gemini",
          events: [makeAutocompact({ atCall: 19 }), makeAutocompact({ atCall: 29 })],
        }),
        versions: [],
        fit: makeFit({ settings: [], reproduces: 0 }),
      },
      [
        "The recorded auto compactions fired at or below 150,100, 4,900 under gemini's threshold of 155,000 on a 200K window: the session's threshold was lower, as a setting the file does not record makes it (settings.json's model.compressionThreshold).",
        "Every replayed compaction comes after the recorded one (5 and 3 calls later): the session compacted at a lower count than gemini does.",
        "The fit knows no Gemini CLI setting yet (its own threshold settings are not tried), so the replay under gemini stands as it is: 0 of 2 recorded compactions.",
      ],
    ],
    [
      "a check above the threshold that did not fire: the threshold was higher; a profile inside is named",
      {
        replay: replay({
          events: [makeAutocompact({ atCall: 10 }), makeAutocompact({ atCall: 20 })],
          thresholdInference: makeInference({
            lower: 160_000,
            upper: 168_000,
            candidates: [
              { profile: "cc-2.0", window: 200_000, threshold: 155_000, inside: false },
              { profile: "cc-2.1", window: 200_000, threshold: 167_000, inside: true },
              { profile: "cc-2.1", window: 1_000_000, threshold: 967_000, inside: true },
            ],
          }),
        }),
        versions: [],
      },
      [
        "A recorded check at 160,000 did not fire, 5,000 over cc-2.0's threshold of 155,000 on a 200K window: the session's threshold was higher, as a setting the file does not record makes it (an environment variable such as CLAUDE_AUTOCOMPACT_PCT_OVERRIDE or CLAUDE_CODE_AUTO_COMPACT_WINDOW); cc-2.1 at 167,000 on 200K would fit.",
        "Every replayed compaction comes before the recorded one (4 and 6 calls earlier): the session compacted at a higher count than cc-2.0 does.",
      ],
    ],
    [
      "versions the replay treats as one, no trigger, then a window the table does not give",
      {
        replay: replay({
          window: { tokens: 200_000, source: "default", model: "glm-4.7" },
          recorded: [makeRecordedCompaction({ atCall: 14, trigger: null, matched: false })],
          events: [makeAutocompact({ atCall: 14 }), makeAutocompact({ atCall: 30 })],
          thresholdInference: makeInference({ upper: null, autoCompactions: 0, windowRanges: [] }),
        }),
        versions: ["2.1.19", "2.1.19", "2.1.22", null],
      },
      [
        "The session ran on Claude Code 2.1.19 and 2.1.22, whose rules differ (cc-2.1-early and cc-2.1); the replay applies cc-2.0 to every call.",
        "The compaction the replay misses has no trigger in the file: one typed by hand (/compact) follows no threshold.",
        "The model table has no window for glm-4.7: the replay takes the default 200K, as Claude Code does for a name it has no row for; a proxy or a newer model may have another, and the threshold moves with it.",
      ],
    ],
  ])("%s", (_rule, input, expected) => {
    expect(toMismatchReasons(input).map((reason) => reason.text)).toEqual(expected);
  });

  it("names the /model switches the replay follows", () => {
    const texts = toMismatchReasons({
      replay: replay({
        window: {
          tokens: 200_000,
          source: "table",
          model: "claude-sonnet-4-5",
          switches: [
            { fromCall: 12, model: "Sonnet 4.5 (1M context)", tokens: 1_000_000, source: "table" },
            { fromCall: 20, model: "claude-sonnet-4-5", tokens: 200_000, source: "table" },
          ],
        },
      }),
      versions: [],
    }).map((reason) => reason.text);
    expect(texts).toContain(
      "The session switched model with /model at call 12 to Sonnet 4.5 (1M context) (a 1M window) and at call 20 to claude-sonnet-4-5 (a 200K window); the replay follows each from its call, and a switch the file does not show (2.1.19 writes none) would move the threshold unseen.",
    );
  });

  it("names the window range that would fit an unknown window", () => {
    const [reason] = toMismatchReasons({
      replay: replay({
        window: { tokens: 200_000, source: "observed", model: "proxy-model" },
        events: [makeAutocompact({ atCall: 14 }), makeAutocompact({ atCall: 26 })],
        thresholdInference: makeInference({ isConsistent: false }),
      }),
      versions: [],
    });
    expect(reason?.text).toBe(
      "The model table has no window for proxy-model: the replay takes 200K, the smallest known window above its largest context; a proxy or a newer model may have another, and the threshold moves with it; cc-2.0 would fit the recording on a window of 211,501 to 213,010 tokens.",
    );
  });
});

describe("mainThreadVersions and toFittedQuery", () => {
  it("reads the main thread's versions in order", () => {
    expect(
      mainThreadVersions([
        { isMainThread: true, version: "2.1.19" },
        { isMainThread: false, version: "2.1.22" },
        { isMainThread: true, version: null },
      ]),
    ).toEqual(["2.1.19", null]);
  });

  it("replays the fitted profile in place of the user's constants, keeping the rest of the view", () => {
    expect(toFittedQuery("profile=cc-2.0&o.autocompactBufferTokens=40000&call=14")).toBe(
      "profile=fitted&call=14",
    );
  });
});

describe("calls that record no usage", () => {
  const ALL_ZERO =
    "None of the 60 calls records its usage (0 tokens in, 0 out): the replay counts their context as empty, so the recorded compactions cannot be reproduced from this file, by any setting.";
  const WHY =
    " Claude Code up to 2.1.58 writes the usage a response's stream starts with; a proxy that reports it only at the stream's end (as proxies for models that are not Claude often do) leaves zeros there, while the client counted the end's.";

  it.each([
    ["every call, on 2.1.50: the proxy's zeros, first", "2.1.50", 60, ALL_ZERO + WHY],
    ["every call, on 2.1.59: no version to blame", "2.1.59", 60, ALL_ZERO],
    [
      "every call, on 2.1.29, whose client counted the zeros too",
      "2.1.29",
      60,
      ALL_ZERO +
        " Claude Code up to 2.1.58 writes the usage a response's stream starts with; a proxy that reports it only at the stream's end (as proxies for models that are not Claude often do) leaves zeros there, and 2.1.29 counted those zeros too, so it never compacted by itself.",
    ],
    [
      "some calls",
      "2.1.90",
      3,
      "3 of the 60 calls record no usage (0 tokens in, 0 out): the replay counts their context as empty, so every count from them on is short of what the client saw.",
    ],
    [
      "one call",
      "2.1.90",
      1,
      "1 of the 60 calls records no usage (0 tokens in, 0 out): the replay counts its context as empty, so every count from it on is short of what the client saw.",
    ],
  ])("%s", (_case, version, count, text) => {
    const reasons = toMismatchReasons({
      replay: replay(),
      versions: [version],
      withoutUsage: { count, of: 60 },
    });
    expect(reasons[0]).toEqual({ kind: "usage", text });
  });

  it("says no rule or setting is to blame when no call records usage", () => {
    const fit = makeFit({ settings: [], reproduces: 0, of: 2 });
    const kinds = (count: number) =>
      toMismatchReasons({
        replay: replay(),
        versions: ["2.1.50"],
        fit,
        withoutUsage: { count, of: 60 },
      }).map((r) => r.kind);
    expect(kinds(60)).not.toContain("unfitted");
    expect(kinds(3)).toContain("unfitted");
  });

  it("names no Claude Code release on another harness's session", () => {
    const [reason] = toMismatchReasons({
      replay: replay({ profile: "codex" }),
      versions: ["0.50.0"],
      withoutUsage: { count: 60, of: 60 },
    });
    expect(reason?.text).toBe(ALL_ZERO);
  });

  it("counts the main thread's calls whose four counts are all zero", () => {
    const call = (isMainThread: boolean, inputTokens: number, cacheReadInputTokens = 0) => ({
      isMainThread,
      inputTokens,
      outputTokens: 0,
      cacheCreationInputTokens: 0,
      cacheReadInputTokens,
    });
    expect(
      mainThreadWithoutUsage([call(true, 0), call(true, 0, 5_000), call(true, 12), call(false, 0)]),
    ).toEqual({ count: 1, of: 3 });
  });
});
