import { describe, expect, it } from "vitest";
import { replaySession } from "../../replay/replay-session";
import { deepFreeze } from "../../testing/deep-freeze";
import { makeCodexModel, type CodexTurn } from "../../testing/make-codex-model";
import { makeModel } from "../../testing/make-model";
import { isOfFamily } from "../../replay/event-kinds";

const compactedAt = (result: ReturnType<typeof replaySession>) =>
  result.events.filter((event) => isOfFamily(event, "compaction")).map((event) => event.atCall);

/** Calls growing to `peak` at call 2, then a tool output of `resultChars` before call 3. */
const crossing = (peak: number, resultChars: number, model = "gpt-5-codex"): CodexTurn[] => [
  { userChars: 400, context: 40_000, model },
  { context: 120_000, model },
  { context: peak, tools: [{ resultChars }], model },
  { context: peak + 2_000, model },
];

describe("Codex's auto compaction under the codex profile", () => {
  it("is what auto picks for a session Codex wrote, by its version", () => {
    const result = replaySession(makeCodexModel({ turns: crossing(100_000, 40) }));
    expect(result.profile).toBe("codex");
    expect(result.profileReason).toContain("Codex CLI");
    expect(result.window).toMatchObject({ tokens: 272_000, source: "table" });
    expect(result.thresholds.autocompactThreshold).toBe(244_800);
  });

  // 244,800 is 90% of gpt-5-codex's 272,000; a 400-character output adds 100 tokens.
  it.each([
    ["compacts when the last total plus the output's estimate reaches the limit", 244_700, [3]],
    ["does not one token below it", 244_699, []],
  ])("%s", (_rule, peak, calls) => {
    const result = replaySession(makeCodexModel({ turns: crossing(peak, 400) }));
    expect(compactedAt(result)).toEqual(calls);
  });

  // The lab (0.169.0): compacted before the next turn after a total of 244,800, not 244,799;
  // the new turn's prompt is not in the count, and follows the rebuilt history.
  it.each([
    ["checks before a new turn on the last total alone", 244_800, [2], 100 + 1_000],
    ["not one token below it, whatever the prompt's size", 244_799, [], null],
  ])("%s", (_rule, total, calls, kept) => {
    const turns: CodexTurn[] = [
      { userChars: 400, context: 100_000 },
      { context: total },
      { userChars: 4_000, context: 30_000 },
    ];
    const result = replaySession(makeCodexModel({ turns }));
    expect(compactedAt(result)).toEqual(calls);
    const event = result.events.find((e) => e.kind === "codex-auto-compact");
    const keptItem = event?.detail.postCompact.find((item) => item.kind === "kept-messages");
    expect(keptItem?.tokens ?? null).toBe(kept);
  });

  it("leaves the system prompt and tools, the initial context, the user messages and the summary", () => {
    const model = makeCodexModel({ initialContextChars: 8_000, turns: crossing(250_000, 40) });
    const result = replaySession(model, { overrides: { summaryTokens: 2_000 } });
    const event = result.events.find((e) => e.kind === "codex-auto-compact");
    // Base: call 0's input (39,800) less what preceded it (2,000 initial + 100 typed) = 37,700.
    expect(event?.detail.postCompact).toEqual([
      { kind: "summary", tokens: 2_100 },
      { kind: "kept-messages", tokens: 100 },
      { kind: "base-overhead", tokens: 37_700 + 2_000 },
    ]);
    expect(event?.tokensAfter).toBe(41_900);
    expect(result.calls[3]?.replayTokens).toBe(41_900 + 200);
  });

  it.each([
    ["keeps every message under the budget", [4_000, 4_000], 2_000],
    [
      "keeps the newest 20,000 tokens and cuts the one that passes it",
      [60_000, 40_000, 40_000],
      20_000,
    ],
  ])("%s", (_rule, prompts, kept) => {
    const turns: CodexTurn[] = prompts.map((chars, i) => ({
      userChars: chars,
      context: 50_000 * (i + 1),
    }));
    turns.push({ context: 250_000, tools: [{ resultChars: 40 }] }, { context: 251_000 });
    const result = replaySession(makeCodexModel({ turns }));
    const event = result.events.find((e) => e.kind === "codex-auto-compact");
    expect(event?.detail.postCompact.find((i) => i.kind === "kept-messages")?.tokens).toBe(kept);
  });

  it("measures each call against its own model when the model changes mid-session", () => {
    // o3's 200,000 window: 180,000; gpt-5-codex's 272,000: 244,800.
    const turns: CodexTurn[] = [
      { userChars: 400, context: 100_000, model: "gpt-5-codex" },
      { context: 190_000, tools: [{ resultChars: 40 }], model: "gpt-5-codex" },
      { context: 191_000, model: "gpt-5-codex" },
      { userChars: 400, context: 192_000, model: "o3" },
    ];
    expect(compactedAt(replaySession(makeCodexModel({ turns })))).toEqual([3]);
  });

  it("matches the recorded compaction at the call the client compacted", () => {
    const turns = crossing(246_000, 40);
    turns[3] = { context: 30_000, compactionBefore: { summaryChars: 6_000 } };
    const result = replaySession(makeCodexModel({ turns }));
    expect(compactedAt(result)).toEqual([3]);
    expect(result.recorded[0]).toMatchObject({ kind: "compaction", atCall: 3, matched: true });
    expect(result.events[0]?.tokensAfter).toBe(30_000 - 200);
  });

  it.each([
    ["a model Codex knows no window of, none recorded: never before a call", null, []],
    ["the window its token_count recorded, 95% of the real one", 950_000, [3]],
  ])("%s", (_rule, recorded, calls) => {
    const turns = crossing(900_000, 40, "my-provider-model").map((turn) => ({
      ...turn,
      contextWindow: recorded,
    }));
    expect(compactedAt(replaySession(makeCodexModel({ turns })))).toEqual(calls);
  });

  it("fits Codex's own setting, never a Claude Code variable, when the session compacted early", () => {
    // Compacted before call 3 at 200,100 + 10: under the 244,800 limit, so a configured one.
    const turns = crossing(200_100, 40);
    turns[3] = { context: 30_000, compactionBefore: { summaryChars: 6_000 } };
    const fit = replaySession(makeCodexModel({ turns })).fit;
    expect(fit?.settings).toEqual([
      {
        constant: "codexAutoCompactTokenLimit",
        value: 200_000,
        variable: "model_auto_compact_token_limit",
      },
    ]);
    expect(fit?.reproduces).toBe(1);
  });

  it("does not mutate the model and is deterministic", () => {
    const model = deepFreeze(makeCodexModel({ turns: crossing(250_000, 400) }));
    expect(JSON.stringify(replaySession(model))).toBe(JSON.stringify(replaySession(model)));
  });
});

describe("policies across harnesses", () => {
  it.each([
    ["between Claude Code's 167,000 and Codex's 180,000 (90% of 200K)", 170_000, [2], []],
    ["past both", 180_100, [2], [2]],
  ])(
    "replays a Claude Code session under Codex's rules on its own window: %s",
    (_r, peak, cc, codex) => {
      const model = makeModel({
        version: "2.1.63",
        turns: [{ userChars: 400, context: 100_000 }, { context: peak }, { context: peak + 900 }],
      });
      const result = replaySession(model, { profile: "codex" });
      expect(result.thresholds.autocompactThreshold).toBe(180_000);
      expect(compactedAt(result)).toEqual(codex);
      expect(compactedAt(replaySession(model))).toEqual(cc);
    },
  );

  it("replays a Codex session under Claude Code's rules on gpt-5-codex's 272K window", () => {
    const model = makeCodexModel({ turns: crossing(240_000, 40) });
    const result = replaySession(model, { profile: "cc-2.1-quiet" });
    expect(result.thresholds.autocompactThreshold).toBe(272_000 - 20_000 - 13_000);
    expect(compactedAt(result)).toEqual([3]);
    expect(compactedAt(replaySession(model))).toEqual([]);
  });
});

describe("Codex's rules by version (conformance lab)", () => {
  it.each([
    ["0.39.0", "codex-no-auto"],
    ["0.45.0", "codex-family-limit"],
    // 0.47.0 and 0.49.0 are consecutive releases: the limit became a share of the window there.
    ["0.47.0", "codex-family-limit"],
    ["0.49.0", "codex-same-turn"],
    ["0.58.0", "codex-same-turn"],
    // 0.98.0 re-appends its initial context on exec resume and does not count it; 0.99.0 does.
    // 0.73.0 checks in the same turn; 0.74.0 holds the next turn's check in the process and
    // 0.79.0 (the next release after 0.77.0) restores it on resume.
    ["0.73.0", "codex-same-turn"],
    ["0.74.0", "codex-pending"],
    ["0.77.0", "codex-pending"],
    ["0.79.0", "codex-same-turn"],
    ["0.98.0", "codex-same-turn"],
    ["0.99.0", "codex"],
    ["0.100.0", "codex"],
    ["0.171.0", "codex"],
  ])("auto replays %s under %s", (version, profile) => {
    expect(replaySession(makeCodexModel({ version, turns: crossing(100_000, 40) })).profile).toBe(
      profile,
    );
  });

  it.each([
    ["0.39.0 never compacts by itself", "0.39.0", "gpt-5-codex", 400_000, []],
    ["0.40.0 compacts gpt-5-codex at its family's 220,000", "0.40.0", "gpt-5-codex", 220_000, [3]],
    ["0.45.0 at 350,000", "0.45.0", "gpt-5-codex", 350_000, [3]],
    ["not one token below it", "0.45.0", "gpt-5-codex", 349_999, []],
    ["and never o3, which has no limit there", "0.45.0", "o3", 199_000, []],
    [
      "0.58.0 checks the total alone: the output after it does not count",
      "0.58.0",
      "gpt-5-codex",
      244_799,
      [],
    ],
    ["0.58.0 compacts at 90% of the window", "0.58.0", "gpt-5-codex", 244_800, [3]],
    ["0.47.0 still at the family's 350,000", "0.47.0", "gpt-5-codex", 349_999, []],
    ["0.49.0 at 90% of the 258,400 it reports", "0.49.0", "gpt-5-codex", 244_800, [3]],
    ["0.49.0 compacts o3 too", "0.49.0", "o3", 180_000, [3]],
  ])("%s", (_rule, version, model, peak, calls) => {
    const turns = crossing(peak, 4_000, model).map((turn) => ({ ...turn, contextWindow: null }));
    expect(compactedAt(replaySession(makeCodexModel({ version, model, turns })))).toEqual(calls);
  });

  it("0.45.0 keeps no user message: the initial context and the bare summary", () => {
    const turns = crossing(360_000, 40);
    const result = replaySession(makeCodexModel({ version: "0.45.0", turns }), {
      overrides: { summaryTokens: 1_000 },
    });
    const event = result.events.find((e) => e.kind === "codex-auto-compact");
    expect(event?.detail.postCompact.find((i) => i.kind === "summary")?.tokens).toBe(1_000);
    expect(event?.detail.postCompact.find((i) => i.kind === "kept-messages")).toBeUndefined();
  });
});

describe("a Codex compaction without a trigger (Codex writes none)", () => {
  it("is taken as automatic: matched by the replay, and the fit reads it", () => {
    const turns = crossing(246_000, 40);
    turns[3] = { context: 30_000, compactionBefore: { trigger: null, summaryChars: 6_000 } };
    const model = deepFreeze(makeCodexModel({ turns }));
    const result = replaySession(model);
    expect(result.recorded[0]).toMatchObject({ trigger: "auto", matched: true });
    expect(result.events.map((e) => e.kind)).toEqual(["codex-auto-compact"]);
    expect(result.fit).toBeNull();
  });
});

describe("a check held by the client process (codex-pending: 0.74.0, 0.75.0, 0.77.0 in the lab)", () => {
  /** A turn whose answer reports `total`, then a next turn; `resumed`: by a new process. */
  const nextTurn = (total: number, resumed: boolean): CodexTurn[] => [
    { userChars: 400, context: 100_000 },
    { userChars: 400, context: total },
    { userChars: 400, context: 30_000, resumed },
  ];

  // The TUI compacted before the next turn at 244,800 and not at 244,799; exec resume at
  // neither (up to 516,800); 0.79.0 compacts on resume as well.
  it.each([
    ["compacts before the next turn in the same process", "0.74.0", 244_800, false, [2]],
    ["not one token below it", "0.74.0", 244_799, false, []],
    ["never before the first call of a resumed process", "0.74.0", 516_800, true, []],
    ["where 0.79.0 restores the count and compacts", "0.79.0", 244_800, true, [2]],
  ])("%s", (_rule, version, total, resumed, calls) => {
    const model = makeCodexModel({ version, turns: nextTurn(total, resumed) });
    expect(compactedAt(replaySession(model))).toEqual(calls);
  });

  it("still compacts a resumed process's turn before the follow-up of a response that crossed", () => {
    const turns: CodexTurn[] = [
      { userChars: 400, context: 100_000 },
      { userChars: 400, context: 244_800, tools: [{ resultChars: 40 }], resumed: true },
      { context: 245_000 },
    ];
    expect(compactedAt(replaySession(makeCodexModel({ version: "0.77.0", turns })))).toEqual([2]);
  });
});
