import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessageRecordFast } from "./gemini-fast-path";
import { messageRecordSchema } from "./gemini-schema";

const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof(arb, fc.constant(undefined), fc.constant(null), fc.anything());
const record = fc.record(
  {
    id: maybe(fc.string()),
    timestamp: maybe(fc.string()),
    type: maybe(fc.constantFrom("user", "gemini", "info")),
    content: fc.anything(),
    thoughts: maybe(fc.array(fc.anything())),
    tokens: maybe(
      fc.record(
        { input: maybe(fc.nat()), output: maybe(fc.nat()), cached: fc.nat(), total: fc.double() },
        { requiredKeys: [] },
      ),
    ),
    model: maybe(fc.string()),
    toolCalls: maybe(
      fc.array(
        maybe(
          fc.record(
            {
              id: maybe(fc.string()),
              name: fc.string(),
              args: fc.anything(),
              status: maybe(fc.string()),
            },
            { requiredKeys: [] },
          ),
        ),
      ),
    ),
  },
  { requiredKeys: [] },
);

describe("readMessageRecordFast", () => {
  it("answers what the zod schema answers, or leaves the record to it", () => {
    fc.assert(
      fc.property(record, (value) => {
        const parsed: unknown = JSON.parse(JSON.stringify(value) ?? "{}");
        const input = parsed as Record<string, unknown>;
        const fast = readMessageRecordFast(input);
        if (fast !== undefined) expect(fast).toEqual(messageRecordSchema.parse(input));
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    [
      "a gemini message with tokens and a tool call",
      {
        id: "g",
        type: "gemini",
        content: "",
        tokens: { input: 5, output: 1, cached: 0, thoughts: 0, tool: 0, total: 6 },
        toolCalls: [{ id: "c", name: "read_file", args: { p: 1 }, status: "success", result: [] }],
        thoughts: [],
      },
    ],
    ["a user message", { id: "u", type: "user", timestamp: "t", content: [{ text: "hi" }] }],
  ])("reads %s itself", (_name, value) => {
    const fast = readMessageRecordFast(value);
    expect(fast).toBeDefined();
    expect(fast).toEqual(messageRecordSchema.parse(value));
  });

  it("leaves a __proto__ key to zod", () => {
    expect(
      readMessageRecordFast(
        JSON.parse('{"id":"u","tokens":{"__proto__":{"input":1}}}') as Record<string, unknown>,
      ),
    ).toBeUndefined();
  });
});
