import { describe, expect, it } from "vitest";
import { replaySession } from "../replay-session";
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
    ["2.1.160, a Claude model: autocompact", "2.1.160", "claude-opus-4-6", {}, ["autocompact@5"]],
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
    expect(auto.profile).toBe("cc-2.1-auto-window");
    expect(auto.thresholds.isAutoCompactEnabled).toBe(false);
    const env = replaySession(session("2.1.160", "proxy-large"), {
      overrides: { autoCompactWindow: 180_000 },
    });
    expect(env.window).toMatchObject({ source: "env", tokens: 180_000 });
  });
});

describe("reactive compaction on prompt-too-long (FORMAT §10: 2.1.200 on)", () => {
  // Contexts within a 200K window that autocompact never catches: the request of call 7 is 205K.
  const turns = [20_000, 60_000, 120_000, 160_000, 190_000, 199_000, 205_000, 40_000].map(
    (context) => ({ context, userChars: 400 }),
  );
  it.each([
    ["2.1.199 does not compact reactively", "2.1.199", []],
    // The summarization request is over the window too: one PTL retry first (seed 003).
    [
      "2.1.200 compacts when the request exceeds the window",
      "2.1.200",
      ["ptl-retry@7", "reactive-compact@7"],
    ],
  ] as const)("%s", (_rule, version, expected) => {
    const model = makeModel({ version, model: "proxy-small", turns });
    const overrides = { contextWindow: 200_000, disableAutoCompact: true };
    const result = replaySession(model, { overrides });
    expect(result.events.map((e) => `${e.kind}@${e.atCall}`)).toEqual(expected);
  });

  it("is not where autocompact came first", () => {
    expect(kinds("2.1.200", "claude-opus-4-6")).toEqual(["autocompact@5"]);
  });
});

describe("the kept last round (FORMAT §10: about 2.1.200 on)", () => {
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
    const before = compactionOf("2.1.199");
    const after = compactionOf("2.1.200");
    expect(before.kept).toBeNull();
    expect(after.kept?.first).toBe(after.summarised ? after.summarised.last + 1 : null);
    const keptItem = after.postCompact.find((i) => i.kind === "kept-messages");
    expect(keptItem?.tokens).toBeGreaterThanOrEqual(20_000);
    expect(after.estimatedPostTokens - before.estimatedPostTokens).toBe(keptItem?.tokens);
  });
});
