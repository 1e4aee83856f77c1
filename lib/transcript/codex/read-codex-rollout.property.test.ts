import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../build-model";
import { sessionMeta } from "./testing/rollout-lines";

const LINE_TYPES = ["session_meta", "turn_context", "response_item", "event_msg", "compacted", "x"];
const PAYLOAD_TYPES = [
  "message",
  "reasoning",
  "function_call",
  "function_call_output",
  "token_count",
  "y",
];

/** Codex-shaped lines whose every field may be of the wrong type, plus plain garbage. */
const codexLine = fc.oneof(
  fc
    .record({
      timestamp: fc.anything(),
      type: fc.constantFrom(...LINE_TYPES),
      payload: fc.oneof(
        fc.anything(),
        fc.record({
          type: fc.constantFrom(...PAYLOAD_TYPES),
          role: fc.anything(),
          content: fc.anything(),
          info: fc.anything(),
          output: fc.anything(),
          arguments: fc.anything(),
          message: fc.anything(),
          replacement_history: fc.anything(),
        }),
      ),
    })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

describe("Codex reader properties", () => {
  it("never throws on garbled lines, and every call and compaction points at real entries", () => {
    fc.assert(
      fc.property(fc.array(codexLine, { maxLength: 40 }), (lines) => {
        const builder = createModelBuilder();
        const text = [JSON.stringify(sessionMeta()), ...lines].join("\n");
        builder.push(new TextEncoder().encode(text));
        const model = builder.end();
        expect(model.harness).toBe("codex");
        expect(model.records + model.invalidLineCount).toBeLessThanOrEqual(model.lines);
        for (const call of model.calls) {
          expect(call.firstEntry).toBeLessThanOrEqual(Math.max(call.lastEntry, 0));
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
