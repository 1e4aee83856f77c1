import { describe, expect, it } from "vitest";
import { summariseExposure } from "@/lib/compaction/aftermath/exposure-summary";
import type { SweepRow, SweepSessionRows } from "@/lib/sweeps/aggregate-sweep";
import {
  describeSetting,
  MAX_BREAKDOWN_SESSIONS,
  sessionHref,
  toSessionBreakdown,
} from "./session-breakdown";

function row(setting: Record<string, unknown> | null, figures: Partial<SweepRow> = {}): SweepRow {
  return {
    setting,
    sessions: 1,
    failedSessions: 0,
    compactions: 1,
    compactionsAuto: 1,
    compactionsManual: 0,
    callsBetweenMedian: null,
    callsBetweenP10: null,
    tokensSent: 0,
    cacheRewriteTokens: 10_000,
    usd: 1,
    blockingLimitSessions: 0,
    ...summariseExposure([]),
    ...figures,
  };
}

const SETTING = { autocompactBufferTokens: 13_000 };

function session(name: string, recorded: Partial<SweepRow>, replayed: Partial<SweepRow>) {
  return {
    transcriptId: `id-${name}`,
    name,
    rows: [row(null, recorded), row(SETTING, replayed)],
  } satisfies SweepSessionRows;
}

describe("sessionHref", () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ["a constant", "auto", SETTING, "/sessions/t1?o.autocompactBufferTokens=13000"],
    [
      "the sweep's profile",
      "cc-2.0",
      SETTING,
      "/sessions/t1?profile=cc-2.0&o.autocompactBufferTokens=13000",
    ],
    ["a swept profile wins", "cc-2.0", { profile: "cc-2.1" }, "/sessions/t1?profile=cc-2.1"],
    ["nothing to set", "auto", {}, "/sessions/t1"],
  ])("%s", (_case, profile, setting, href) => {
    expect(sessionHref("t1", profile, setting)).toBe(href);
  });
});

describe("describeSetting", () => {
  it.each<[Record<string, unknown>, string]>([
    [
      { autocompactBufferTokens: 13_000, profile: "cc-2.1" },
      "autocompactBufferTokens = 13,000, profile = cc-2.1",
    ],
    [{}, "the profile's own constants"],
  ])("%j", (setting, words) => {
    expect(describeSetting(setting)).toBe(words);
  });
});

describe("toSessionBreakdown", () => {
  const sessions = [
    session("same.jsonl", {}, {}),
    session(
      "moved.jsonl",
      { compactions: 2 },
      {
        compactions: 3,
        cacheRewriteTokens: 40_000,
        aftermathSessions: 1,
        aftermathCompactions: 3,
        respentMedian: 2_400,
      },
    ),
    session("blocked.jsonl", {}, { blockingLimitSessions: 1 }),
  ];
  const overall = [
    row(null, {
      sessions: 3,
      compactions: 4,
      cacheRewriteTokens: 135_400,
      usd: 11.02,
      aftermathSessions: 3,
      aftermathCompactions: 4,
      respentMedian: 3_100,
    }),
    row(SETTING, {
      sessions: 3,
      compactions: 5,
      cacheRewriteTokens: 352_200,
      usd: 11.95,
      blockingLimitSessions: 1,
      aftermathSessions: 3,
      aftermathCompactions: 5,
      respentMedian: 1_800,
    }),
  ];

  it("lists the differing sessions first, each with its what-if link", () => {
    const breakdown = toSessionBreakdown(sessions, 0, "auto", overall);
    expect(breakdown.rows.map((r) => [r.name, r.differs, r.href])).toEqual([
      ["moved.jsonl", true, "/sessions/id-moved.jsonl?o.autocompactBufferTokens=13000"],
      ["blocked.jsonl", true, "/sessions/id-blocked.jsonl?o.autocompactBufferTokens=13000"],
      ["same.jsonl", false, "/sessions/id-same.jsonl?o.autocompactBufferTokens=13000"],
    ]);
    expect(breakdown.rows[0]?.replayed).toEqual({
      compactions: 3,
      cacheRewriteTokens: 40_000,
      usd: 1,
      isAtBlockingLimit: false,
      respentMedian: 2_400,
      respentWords: "2,400",
    });
  });

  it("sums the setting against the recording in one sentence naming the sessions that differ", () => {
    expect(toSessionBreakdown(sessions, 0, "auto", overall).summary).toBe(
      "With autocompactBufferTokens = 13,000: 5 compactions against 4 recorded, cache re-writes " +
        "352.2K against 135.4K, est. cost $11.95 against $11.02, 1 at the blocking limit against 0, " +
        "tokens re-spent per compaction (median) 1,800 against 3,100; " +
        "2 of 3 sessions differ (moved.jsonl, blocked.jsonl).",
    );
  });

  it("says a setting made no compaction, not that it re-spent 0", () => {
    const none = [overall[0]!, row(SETTING, { sessions: 3, compactions: 0, aftermathSessions: 3 })];
    expect(toSessionBreakdown(sessions, 0, "auto", none).summary).toMatch(
      /tokens re-spent per compaction \(median\) no compaction against 3,100;/,
    );
  });

  it("says when no session differs", () => {
    const summary = toSessionBreakdown([sessions[0]!], 0, "auto", overall).summary;
    expect(summary).toMatch(/; no session differs in compactions or the blocking limit\.$/);
  });

  it("marks a session the setting could not replay as differing, with no replayed figures", () => {
    const failed = { ...sessions[0]!, rows: [row(null), row(SETTING, { sessions: 0 })] };
    expect(toSessionBreakdown([failed], 0, "auto", overall).rows[0]).toMatchObject({
      differs: true,
      replayed: null,
    });
  });

  it("lists at most MAX_BREAKDOWN_SESSIONS and counts the rest", () => {
    const many = Array.from({ length: MAX_BREAKDOWN_SESSIONS + 5 }, (_, i) =>
      session(`s${i}`, {}, {}),
    );
    const breakdown = toSessionBreakdown(many, 0, "auto", overall);
    expect([breakdown.rows.length, breakdown.hiddenSessions]).toEqual([MAX_BREAKDOWN_SESSIONS, 5]);
  });
});
