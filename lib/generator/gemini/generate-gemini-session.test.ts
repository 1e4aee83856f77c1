import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { replaySession } from "../../compaction/replay/replay-session";
import { isOfFamily } from "../../compaction/replay/event-kinds";
import { continuedCalls } from "../../compaction/replay/rewound-calls";
import { generateGeminiSession } from "./generate-gemini-session";
import type { GeminiSessionOptions } from "./gemini-options";

function generate(options: GeminiSessionOptions) {
  const { lines, facts } = generateGeminiSession(options);
  const text = [...lines].join("\n") + "\n";
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(text));
  return { text, model: builder.end(), facts: facts() };
}

const SMALL = { seed: 11, targetBytes: 900_000, compressAt: 50_000, malformedLines: 2 };

describe("generateGeminiSession", () => {
  it("is deterministic for a seed", () => {
    expect(generate(SMALL).text).toBe(generate(SMALL).text);
  });

  it("writes what the reader finds: its calls, compressions and malformed lines", () => {
    const { model, facts } = generate(SMALL);
    expect(model.harness).toBe("gemini-cli");
    expect(facts.compactions.length).toBeGreaterThanOrEqual(2);
    expect(model.calls).toHaveLength(facts.calls);
    expect(model.compactions.map((c) => [c.line, c.preTokens])).toEqual(
      facts.compactions.map((c) => [c.line, c.preTokens]),
    );
    expect(facts.compactions.every((c) => c.preTokens >= 50_000)).toBe(true);
    expect(model.invalidLines.map((invalid) => invalid.line)).toEqual(facts.malformedLines);
    expect(model.toolPairs.every((pair) => pair.resultEntry !== null)).toBe(true);
  });

  it("compresses where the gemini profile replays it", () => {
    const { model } = generate(SMALL);
    const result = replaySession(model, {
      overrides: { geminiCompressionThreshold: 50_000 / 1_048_576 },
    });
    expect(result.profile).toBe("gemini");
    const replayed = result.events.filter((e) => isOfFamily(e, "compaction")).map((e) => e.atCall);
    expect(replayed).toEqual(model.compactions.map((c) => c.atCall));
  });
});

describe("a generated session with rewinds", () => {
  const REWOUND = { ...SMALL, rewindEvery: 3 };

  it("continues each call after a rewind from the call before the abandoned turn", () => {
    const { model, facts } = generate(REWOUND);
    expect(facts.rewinds.length).toBeGreaterThanOrEqual(2);
    expect(model.recordTypes.$rewindTo).toBe(facts.rewinds.length);
    const continues = continuedCalls(model.entries, model.calls);
    // The first call after each rewind skips back over the abandoned turn's calls.
    const jumps = model.calls
      .map((_, k) => k - 1 - (continues[k] ?? k - 1))
      .filter((skipped) => skipped > 0);
    expect(jumps).toEqual(facts.rewinds.map((rewind) => rewind.abandonedCalls));
  });

  it("still compresses where the gemini profile replays it", () => {
    const { model } = generate(REWOUND);
    const result = replaySession(model, {
      overrides: { geminiCompressionThreshold: 50_000 / 1_048_576 },
    });
    const replayed = result.events.filter((e) => isOfFamily(e, "compaction")).map((e) => e.atCall);
    expect(replayed.length).toBeGreaterThan(0);
    expect(replayed).toEqual(model.compactions.map((c) => c.atCall));
  });
});
