import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { replaySession } from "../../compaction/replay/replay-session";
import { generateOpenCodeSession } from "./generate-opencode-session";
import { keptTailStart } from "./opencode-history";

function read(options: Parameters<typeof generateOpenCodeSession>[0]) {
  const { lines, facts } = generateOpenCodeSession(options);
  const text = [...lines].join("\n") + "\n";
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(text));
  return { model: builder.end(), facts: facts(), text };
}

describe("the OpenCode session generator", () => {
  it("writes a session the OpenCode reader reads as generated: calls, largest total, compactions", () => {
    const { model, facts } = read({
      seed: 4,
      targetBytes: 1_500_000,
      compactAt: 60_000,
      malformedLines: 1,
    });
    expect(model.harness).toBe("opencode");
    expect(model.calls).toHaveLength(facts.calls);
    expect(Math.max(...model.calls.map((call) => call.contextTokens))).toBe(facts.maxContextTokens);
    expect(model.compactions.map((c) => c.preTokens)).toEqual(
      facts.compactions.map((c) => c.preTokens),
    );
    expect(model.compactions.map((c) => c.line)).toEqual(facts.compactions.map((c) => c.line));
    expect(model.invalidLines.map((invalid) => invalid.line)).toEqual(facts.malformedLines);
    expect(facts.compactions.length).toBeGreaterThan(1);
    expect(facts.compactions.every((c) => c.preTokens >= 60_000)).toBe(true);
  });

  it("compacts where the opencode profile's replay does, on the same usable context", () => {
    const { model, facts } = read({ seed: 9, targetBytes: 1_500_000, compactAt: 60_000 });
    const overrides = { contextWindow: 92_000, opencodeMaxOutputTokens: 32_000 };
    const result = replaySession(model, { overrides });
    const replayed = result.events.filter((e) => e.kind === "opencode-compact");
    expect(replayed[0]?.atCall).toBe(model.compactions[0]?.atCall);
    expect(facts.compactions.length).toBeGreaterThan(0);
  });

  it("with prune, marks old outputs the reader records as prunes where the generator made them", () => {
    const { model, facts } = read({
      seed: 7,
      targetBytes: 2_000_000,
      compactAt: 150_000,
      prune: true,
    });
    expect(facts.prunes.length).toBeGreaterThan(1);
    expect(model.microcompactions.map((m) => [m.atCall, m.compactedToolIds.length])).toEqual(
      facts.prunes.map((p) => [p.atCall, p.cleared]),
    );
    expect(facts.prunes.every((p) => p.tokens > 20_000)).toBe(true);
  });

  it("prunes where the replay under compaction.prune does, and only there", () => {
    const { model } = read({ seed: 7, targetBytes: 2_000_000, compactAt: 150_000, prune: true });
    const overrides = {
      contextWindow: 182_000,
      opencodeMaxOutputTokens: 32_000,
      opencodePrune: true,
    };
    const result = replaySession(model, { overrides });
    const replayed = result.events.flatMap((e) =>
      e.kind === "opencode-prune"
        ? [[e.atCall, e.detail.clearedResults.map((r) => r.toolUseId)]]
        : [],
    );
    expect(replayed).toEqual(model.microcompactions.map((m) => [m.atCall, m.compactedToolIds]));
    expect(
      result.recorded.filter((r) => r.kind === "microcompaction").every((r) => r.matched),
    ).toBe(true);
  });

  it("without prune marks nothing", () => {
    const { model, facts } = read({ seed: 7, targetBytes: 600_000 });
    expect(facts.prunes).toEqual([]);
    expect(model.microcompactions).toEqual([]);
  });

  it("is deterministic for a seed", () => {
    const options = { seed: 2, targetBytes: 200_000 };
    expect(read(options).text).toBe(read(options).text);
  });
});

describe("keptTailStart", () => {
  const item = (isPrompt: boolean, chars: number) => ({ id: String(chars), isPrompt, chars });
  it.each([
    [
      "keeps the newest turn that fits, not the older one",
      [item(true, 40), item(false, 80_000), item(true, 40), item(false, 400)],
      2,
    ],
    [
      "keeps a later message of a turn too large as a whole",
      [item(true, 40), item(false, 80_000), item(false, 4_000)],
      2,
    ],
    ["keeps nothing when the whole history fits", [item(true, 40), item(false, 400)], 2],
    [
      "keeps nothing when not even the newest message fits",
      [item(true, 40), item(false, 80_000)],
      2,
    ],
  ])("%s", (_rule, history, start) => {
    expect(keptTailStart(history, 2_000)).toBe(start);
  });
});
