import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { replaySession } from "../../compaction/replay/replay-session";
import { isOfFamily } from "../../compaction/replay/event-kinds";
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
