import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../build-model";
import { sessionInfo } from "./testing/session-lines";

const part = fc.oneof(
  fc.record({
    type: fc.constantFrom("text", "reasoning", "tool", "compaction", "file", "step-finish"),
    text: fc.anything(),
    callID: fc.oneof(fc.constantFrom("c1", "c2"), fc.anything()),
    state: fc.oneof(
      fc.anything(),
      fc.record({ status: fc.constantFrom("completed", "error"), output: fc.anything() }),
    ),
    auto: fc.anything(),
  }),
  fc.anything(),
);

/** OpenCode-shaped message lines whose every field may be of the wrong type, plus garbage. */
const openCodeLine = fc.oneof(
  fc
    .record({
      info: fc.record({
        id: fc.oneof(fc.constantFrom("msg_a", "msg_b", "msg_c"), fc.anything()),
        sessionID: fc.anything(),
        role: fc.constantFrom("user", "assistant", "system"),
        summary: fc.anything(),
        tokens: fc.oneof(
          fc.anything(),
          fc.record({ total: fc.anything(), input: fc.nat(), cache: fc.anything() }),
        ),
        time: fc.anything(),
      }),
      parts: fc.oneof(fc.array(part, { maxLength: 4 }), fc.anything()),
    })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);

describe("OpenCode reader properties", () => {
  it("never throws on garbled lines, and every call and compaction points at real entries", () => {
    fc.assert(
      fc.property(fc.array(openCodeLine, { maxLength: 40 }), (lines) => {
        const builder = createModelBuilder();
        builder.push(
          new TextEncoder().encode([JSON.stringify(sessionInfo()), ...lines].join("\n")),
        );
        const model = builder.end();
        expect(model.harness).toBe("opencode");
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
