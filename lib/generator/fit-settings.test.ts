import { describe, expect, it } from "vitest";
import { describeSettings } from "../compaction/fit/describe-settings";
import { fitSettings } from "../compaction/fit/fit-settings";
import { replaySession } from "../compaction/replay/replay-session";
import { createModelBuilder } from "../transcript/build-model";
import { generateTranscriptLines, type GeneratorOptions } from "./generate-transcript";

/**
 * Sessions written as a client under a setting would have run them (compacting where that
 * setting puts the threshold): the fit must name the setting from the file alone.
 */
function modelOf(options: Partial<GeneratorOptions>) {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  const lines = generateTranscriptLines({
    seed: 7,
    style: "2.1",
    targetBytes: 4_000_000,
    ...options,
  });
  for (const line of lines) builder.push(encoder.encode(`${line}\n`));
  return builder.end();
}

const named = (fit: ReturnType<typeof fitSettings>) =>
  fit === null ? null : describeSettings(fit.settings);

describe("fitSettings on sessions run under settings no transcript records", () => {
  it.each([
    {
      what: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80 on 2.1.80 (144,000), the window that gives the same second",
      options: { version: "2.1.80", autoCompactAt: 144_000 },
      settings: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80",
      alternatives: ["CLAUDE_CODE_AUTO_COMPACT_WINDOW=176000"],
    },
    {
      what: "CLAUDE_CODE_AUTO_COMPACT_WINDOW=300000 on 2.1.80 (267,000)",
      options: { version: "2.1.80", autoCompactAt: 267_000, contextWindow: 300_000 },
      settings: "CLAUDE_CODE_AUTO_COMPACT_WINDOW=300000",
      alternatives: [],
    },
    {
      what: "an unknown model on 2.1.160 that compacted at 167,000: a 200K window, the remote flag that lets the interactive client compact it at its own, or a remote session",
      options: { version: "2.1.160", autoCompactAt: 167_000, model: "glm-4.7" },
      settings: "CLAUDE_CODE_AUTO_COMPACT_WINDOW=200000",
      alternatives: [
        "a 200,000-token context window",
        "the remote flag tengu_amber_redwood3 on",
        "CLAUDE_CODE_REMOTE=1 (a remote session, as Claude Code on the web runs)",
      ],
    },
    {
      what: "claude-opus-4-8 on 2.1.165 compacting at 223,000: a window of about 256K (255,000 is the roundest inside), as the remote experiment tengu_amber_redwood2 gives that model alone (with tengu_amber_redwood3 on: measured 222,998 on claude-opus-4-8[1m] under 256k)",
      options: {
        version: "2.1.165",
        autoCompactAt: 223_000,
        contextWindow: 1_000_000,
        model: "claude-opus-4-8",
      },
      settings: "the remote flag tengu_amber_redwood2=255000 with tengu_amber_redwood3 on",
      alternatives: ["CLAUDE_CODE_AUTO_COMPACT_WINDOW=255000"],
    },
    {
      what: "claude-sonnet-4-6 on 2.1.165 compacting at 223,000: the variable, no flag reads that model",
      options: {
        version: "2.1.165",
        autoCompactAt: 223_000,
        contextWindow: 1_000_000,
        model: "claude-sonnet-4-6",
      },
      settings: "CLAUDE_CODE_AUTO_COMPACT_WINDOW=255000",
      alternatives: [],
    },
  ])("$what", ({ options, settings, alternatives }) => {
    const fit = fitSettings(modelOf(options));
    expect(fit?.auto.reproduces).toBeLessThan(fit?.of ?? 0);
    expect(named(fit)).toBe(settings);
    expect(fit?.reproduces).toBe(fit?.of);
    expect(fit?.extra).toBe(0);
    expect(fit?.alternatives.map((alt) => describeSettings(alt.settings))).toEqual(alternatives);
  });

  it("is null where auto reproduces the session", () => {
    expect(fitSettings(modelOf({ version: "2.1.80", autoCompactAt: 167_000 }))).toBeNull();
  });

  it("names a pair only when no single setting reproduces the file: a 1M model under PCT 20 on 2.1.70 (196,000)", () => {
    // 2.1.70 reads no window variable, PCT cannot raise the threshold over 167,000 on 200K,
    // and the 1M window alone puts it at 967,000.
    const fit = fitSettings(
      modelOf({
        version: "2.1.70",
        autoCompactAt: 196_000,
        contextWindow: 1_000_000,
        model: "claude-sonnet-4-5",
      }),
    );
    expect(fit?.auto.reproduces).toBe(0);
    expect(named(fit)).toBe("a 1,000,000-token context window, CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=20");
    expect(fit?.overrides).toEqual({ contextWindow: 1_000_000, autocompactPctOverride: 20 });
    expect(fit?.reproduces).toBe(fit?.of);
    expect(fit?.extra).toBe(0);
  });

  it("names no setting when none does better than auto", () => {
    // No whole percentage of 2.1.22's window lands between this session's checks at 100,000,
    // and no window or output limit it reads comes close.
    const fit = fitSettings(modelOf({ version: "2.1.22", autoCompactAt: 100_000 }));
    expect(fit).toMatchObject({ settings: [], overrides: {}, reproduces: 0, of: 3 });
  });

  it("fits a session that never cleared where its version clears (clearing taken as off)", () => {
    // 2.1.50 clears above its warning level; this session's usage never shows it, so the
    // replay leaves the results and the percentage behind 144,000 explains both compactions.
    const fit = fitSettings(modelOf({ version: "2.1.50", autoCompactAt: 144_000 }));
    expect(fit).toMatchObject({ overrides: { autocompactPctOverride: 80 }, reproduces: 2, of: 2 });
  });
});

describe("replaySession with the fitted profile", () => {
  const model = modelOf({ version: "2.1.80", autoCompactAt: 144_000 });

  it("replays auto plus the fit, marks the fitted constants overridden and says so", () => {
    const result = replaySession(model, { profile: "fitted" });
    expect(result.config.autocompactPctOverride).toEqual({ value: 80, overridden: true });
    expect(result.thresholds.autocompactThreshold).toBe(144_000);
    expect(result.profileReason).toMatch(
      /^fitted from the file: CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80; /,
    );
    expect(result.recorded.filter((r) => r.kind === "compaction").every((r) => r.matched)).toBe(
      true,
    );
    expect(result.fit?.settings).toHaveLength(1);
  });

  it("carries the fit on a replay as recorded, not on a what-if", () => {
    expect(replaySession(model, {}).fit?.overrides).toEqual({ autocompactPctOverride: 80 });
    expect(
      replaySession(model, { overrides: { autocompactBufferTokens: 40_000 } }),
    ).not.toHaveProperty("fit");
    expect(replaySession(model, { profile: "cc-2.0" })).not.toHaveProperty("fit");
  });

  it("applies the user's overrides over the fitted ones", () => {
    const result = replaySession(model, {
      profile: "fitted",
      overrides: { autocompactPctOverride: 70 },
    });
    expect(result.config.autocompactPctOverride.value).toBe(70);
  });
});
