import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../build-model";
import { sessionMetadata } from "./testing/session-lines";

/** Gemini-shaped records whose every field may be of the wrong type, plus plain garbage. */
const geminiRecord = fc.oneof(
  fc
    .record({
      id: fc.oneof(fc.constantFrom("a", "b", "c"), fc.anything()),
      timestamp: fc.anything(),
      type: fc.constantFrom("user", "gemini", "info", "x"),
      content: fc.anything(),
      thoughts: fc.anything(),
      tokens: fc.oneof(fc.anything(), fc.record({ input: fc.anything(), output: fc.nat() })),
      toolCalls: fc.anything(),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({ $set: fc.oneof(fc.anything(), fc.record({ messages: fc.anything() })) })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

describe("Gemini CLI reader properties", () => {
  it("never throws on garbled records, and every call and compaction points at real entries", () => {
    fc.assert(
      fc.property(fc.array(geminiRecord, { maxLength: 40 }), (lines) => {
        const builder = createModelBuilder();
        builder.push(
          new TextEncoder().encode([JSON.stringify(sessionMetadata()), ...lines].join("\n")),
        );
        const model = builder.end();
        expect(model.harness).toBe("gemini-cli");
        expect(model.records + model.invalidLineCount).toBeLessThanOrEqual(model.lines);
        for (const call of model.calls) {
          expect(model.entries[call.firstEntry]).toBeDefined();
          expect(Number.isFinite(call.contextTokens)).toBe(true);
        }
        for (const compaction of model.compactions)
          expect(model.entries[compaction.entryIndex]?.line).toBe(compaction.line);
        expect(model.entries.every((entry, index) => entry.index === index)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
