import { describe, expect, it } from "vitest";
import { replaySession } from "../replay/replay-session";
import { makeModel, type Turn } from "../testing/make-model";

/** Contexts climbing past 167K, within a 200K window. */
const CLIMB = [20_000, 60_000, 120_000, 160_000, 170_000, 190_000, 195_000, 40_000];
const session = (
  version: string,
  model = "claude-opus-4-6",
  turns: Turn[] = CLIMB.map((context) => ({ context, userChars: 400 })),
) => makeModel({ version, model, turns });
const kinds = (version: string, model?: string, overrides = {}) =>
  replaySession(session(version, model), { overrides }).events.map((e) => `${e.kind}@${e.atCall}`);

describe("window sources (FORMAT §10: from 2.1.153 an unknown model's window is auto)", () => {
  it.each([
    [
      "2.1.150, a Claude model: autocompact at 167K",
      "2.1.150",
      "claude-opus-4-6",
      {},
      ["autocompact@5"],
    ],
    [
      "2.1.150, an unknown model: the default window, autocompact",
      "2.1.150",
      "proxy-large",
      {},
      ["autocompact@5"],
    ],
    // Scenario 5 (default-windows.ts): 2.1.153 to 2.1.162 do not know opus-4-6 yet.
    [
      "2.1.160, claude-opus-4-6 not known yet: never compacted",
      "2.1.160",
      "claude-opus-4-6",
      {},
      [],
    ],
    [
      "2.1.163, claude-opus-4-6 known: autocompact",
      "2.1.163",
      "claude-opus-4-6",
      {},
      ["autocompact@5"],
    ],
    [
      "2.1.330, claude-opus-4-7 on its 1M default: no compaction at 195K",
      "2.1.330",
      "claude-opus-4-7",
      {},
      [],
    ],
    ["2.1.268, claude-opus-4-7 not known: never compacted", "2.1.268", "claude-opus-4-7", {}, []],
    ["2.1.160, an unknown model: never compacted before a call", "2.1.160", "proxy-large", {}, []],
    [
      "2.1.160, an unknown model with CLAUDE_CODE_AUTO_COMPACT_WINDOW: compacted against that window",
      "2.1.160",
      "proxy-large",
      { autoCompactWindow: 180_000 },
      ["autocompact@4"],
    ],
  ] as const)("%s", (_rule, version, model, overrides, expected) => {
    expect(kinds(version, model, overrides)).toEqual(expected);
  });

  it("names the source of the window", () => {
    const auto = replaySession(session("2.1.160", "proxy-large"), {});
    expect(auto.window).toMatchObject({ source: "auto", tokens: 200_000 });
    expect(auto.profile).toBe("cc-2.1-reactive");
    expect(auto.thresholds.isAutoCompactEnabled).toBe(false);
    const env = replaySession(session("2.1.160", "proxy-large"), {
      overrides: { autoCompactWindow: 180_000 },
    });
    expect(env.window).toMatchObject({ source: "env", tokens: 180_000 });
  });
});

describe("reactive compaction on prompt-too-long (conformance lab: 2.1.153 on)", () => {
  // Contexts within a 200K window that autocompact never catches: the request of call 7 is 205K.
  const turns = [20_000, 60_000, 120_000, 160_000, 190_000, 199_000, 205_000, 40_000].map(
    (context) => ({ context, userChars: 400 }),
  );
  it.each([
    ["2.1.152 does not compact reactively", "2.1.152", []],
    // The summarization request is over the window too: one PTL retry first (seed 003).
    [
      "2.1.153 compacts when the request exceeds the window",
      "2.1.153",
      ["ptl-retry@7", "reactive-compact@7"],
    ],
  ] as const)("%s", (_rule, version, expected) => {
    const model = makeModel({ version, model: "proxy-small", turns });
    const overrides = { contextWindow: 200_000, disableAutoCompact: true };
    const result = replaySession(model, { overrides });
    expect(result.events.map((e) => `${e.kind}@${e.atCall}`)).toEqual(expected);
  });

  it("is not where autocompact came first", () => {
    // 2.1.163: the first reactive version with a window of its own for claude-opus-4-6.
    expect(kinds("2.1.163", "claude-opus-4-6")).toEqual(["autocompact@5"]);
  });
});

describe("the kept last round (2.1.153 on: conformance lab)", () => {
  // The factory's claude-opus-4-6 is compacted proactively from 2.1.163 (default-windows.ts).
  // Call 4's round: its message and a 20,000-token result, kept verbatim after the summary.
  const turns: Turn[] = CLIMB.map((context, k) => ({
    context,
    userChars: 400,
    ...(k === 4 && { tools: [{ name: "Bash", resultChars: 80_000 }] }),
  }));
  const compactionOf = (version: string) => {
    const result = replaySession(makeModel({ version, turns }), {});
    const event = result.events.find((e) => e.kind === "autocompact");
    if (event?.kind !== "autocompact") throw new Error("no autocompact");
    return event.detail;
  };

  it("keeps the last round out of the summary and adds it after", () => {
    const before = compactionOf("2.1.152");
    const after = compactionOf("2.1.163"); // the first version that knows the factory's opus-4-6
    expect(before.kept).toBeNull();
    expect(after.kept?.first).toBe(after.summarised ? after.summarised.last + 1 : null);
    const keptItem = after.postCompact.find((i) => i.kind === "kept-messages");
    expect(keptItem?.tokens).toBeGreaterThanOrEqual(20_000);
    expect(after.estimatedPostTokens - before.estimatedPostTokens).toBe(keptItem?.tokens);
  });
});

/**
 * The conformance lab's probes (lib/conformance/versions-matrix.json), a 200K window set by
 * CLAUDE_CODE_AUTO_COMPACT_WINDOW: a warm-up round or none, then a round whose call reports
 * `context`, then one more turn whose check decides. The next prompt adds 26 tokens, as
 * 2.1.330's count added to the usage.
 */
describe("lone rounds and the blocking limit (conformance lab, 200K window)", () => {
  const probe = (version: string, context: number, warmUp: boolean, overrides = {}) => {
    const turns: Turn[] = [
      ...(warmUp ? [{ context: 2_000, userChars: 100 }] : []),
      { context, userChars: 100 },
      { context: 2_000, userChars: 104 },
    ];
    const model = makeModel({ version, model: "claude-sonnet-4-5-20250929", turns });
    const result = replaySession(model, {
      overrides: { autoCompactWindow: 200_000, ...overrides },
    });
    return result.events.filter((e) => e.kind === "autocompact").map((e) => e.atCall);
  };

  it.each([
    // version, reported context, warm-up round, overrides, the call autocompacted before
    ["2.1.152 compacts a lone round at 167,000", "2.1.152", 168_000, false, {}, [1]],
    ["2.1.153 never compacts a lone round (199,000)", "2.1.153", 199_000, false, {}, []],
    ["2.1.153 compacts two rounds at 167,000", "2.1.153", 168_000, true, {}, [2]],
    ["2.1.268 leaves a lone round at 178,000", "2.1.268", 178_000, false, {}, []],
    ["2.1.269 compacts a lone round at 178,000", "2.1.269", 178_000, false, {}, [1]],
    ["2.1.330: a lone round under the blocking limit (176,900)", "2.1.330", 176_900, false, {}, []],
    ["2.1.330: a lone round at the blocking limit (177,000)", "2.1.330", 176_974, false, {}, [1]],
    ["2.1.330: two rounds at 166,000 stay", "2.1.330", 166_000, true, {}, []],
    ["2.1.330: two rounds at 168,000 compact", "2.1.330", 168_000, true, {}, [2]],
    [
      "2.1.330, 80%: two rounds at 140,000 stay",
      "2.1.330",
      140_000,
      true,
      { autocompactPctOverride: 80 },
      [],
    ],
    [
      "2.1.330, 80%: two rounds at 150,000 compact",
      "2.1.330",
      150_000,
      true,
      { autocompactPctOverride: 80 },
      [2],
    ],
    [
      "2.1.330, 80%: a lone round at 150,000 stays",
      "2.1.330",
      150_000,
      false,
      { autocompactPctOverride: 80 },
      [],
    ],
  ] as const)("%s", (_fact, version, context, warmUp, overrides, expected) => {
    expect(probe(version, context, warmUp, overrides)).toEqual(expected);
  });

  it.each([
    // A remote session (CLAUDE_CODE_REMOTE) compacts an auto-window model at its own window,
    // a lone round too, summarising it whole (lab rows 200k+remote, 2.1.153 to 2.1.332).
    ["2.1.165", 168_000, [1]],
    ["2.1.332", 168_000, [1]],
    ["2.1.332", 166_000, []],
  ] as const)("a remote session on %s, a lone round at %i", (version, context, expected) => {
    const turns: Turn[] = [
      { context, userChars: 100 },
      { context: 2_000, userChars: 104 },
    ];
    const model = makeModel({ version, model: "claude-sonnet-4-5-20250929", turns });
    const result = replaySession(model, { overrides: { remoteSession: true } });
    const compactions = result.events.filter((e) => e.kind === "autocompact");
    expect(compactions.map((e) => e.atCall)).toEqual(expected);
    for (const e of compactions) if (e.kind === "autocompact") expect(e.detail.kept).toBeNull();
    // Outside a remote session the same file never compacts: the model's window is auto.
    expect(replaySession(model, {}).events.filter((e) => e.kind === "autocompact")).toEqual([]);
  });

  it("summarises a lone round whole at the blocking limit (2.1.330's request: user, assistant, prompt)", () => {
    const turns: Turn[] = [
      { context: 178_000, userChars: 100 },
      { context: 2_000, userChars: 104 },
    ];
    const model = makeModel({ version: "2.1.330", model: "claude-sonnet-4-6", turns });
    const event = replaySession(model, {}).events.find((e) => e.kind === "autocompact");
    if (event?.kind !== "autocompact") throw new Error("no autocompact");
    expect(event.detail.kept).toBeNull();
    expect(event.detail.summarised?.first).toBe(0);
  });
});

describe("models with a window of their own (auto-window versions, conformance lab)", () => {
  it.each([
    ["claude-sonnet-4-5-20250929", []],
    ["claude-sonnet-4-5", []],
    ["claude-opus-4-5", []],
    ["claude-haiku-4-5-20251001", []],
    ["claude-sonnet-4-6", [1]],
    ["claude-opus-4-6", [1]],
  ] as const)(
    "2.1.330 with %s, no CLAUDE_CODE_AUTO_COMPACT_WINDOW, at 199,000",
    (name, expected) => {
      const turns: Turn[] = [
        { context: 2_000, userChars: 100 },
        { context: 199_000, userChars: 100 },
        { context: 2_000, userChars: 104 },
      ];
      const model = makeModel({ version: "2.1.330", model: name, turns });
      const calls = replaySession(model, {})
        .events.filter((e) => e.kind === "autocompact")
        .map((e) => e.atCall - 1);
      expect(calls).toEqual(expected);
    },
  );
});
