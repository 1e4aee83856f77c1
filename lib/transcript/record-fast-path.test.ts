import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readContentBlockFast, readConversationFast, readOtherFast } from "./record-fast-path";
import { contentBlockSchema, conversationRecordSchema, otherRecordSchema } from "./record-schema";
import { hasRealFixtures, REAL_FIXTURES_DIR } from "./testing/real-fixtures";

/** A field value: absent, of the type the schema wants, or of any other type. */
const anyField = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.boolean(),
  fc.double(),
  fc.nat(),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);

/** Mostly what the schema wants (or absent), so whole records often take the fast path. */
const usually = <T>(wanted: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: wanted, weight: 4 },
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: anyField, weight: 1 },
  );
const textField = usually(fc.oneof(fc.string(), fc.constant(null)));
const countField = usually(fc.oneof(fc.nat(), fc.double({ min: -1, max: 1e6, noNaN: true })));
const flagField = usually(fc.boolean());

const usage = fc.record(
  {
    input_tokens: countField,
    output_tokens: countField,
    cache_creation_input_tokens: countField,
    cache_read_input_tokens: countField,
    cache_creation: usually(fc.record({ ephemeral_1h_input_tokens: countField })),
  },
  { requiredKeys: [] },
);

const block = fc.record(
  {
    type: fc.oneof(
      fc.constantFrom("text", "thinking", "tool_use", "tool_result", "image", "document", "x"),
      anyField,
    ),
    text: textField,
    thinking: textField,
    id: textField,
    name: textField,
    input: anyField,
    tool_use_id: textField,
    content: usually(fc.oneof(fc.string(), fc.array(fc.jsonValue(), { maxLength: 3 }))),
    is_error: flagField,
  },
  { requiredKeys: ["type"] },
);

const record = fc.record(
  {
    type: fc.oneof(fc.constantFrom("user", "assistant", "progress", "summary"), anyField),
    uuid: textField,
    parentUuid: textField,
    isSidechain: flagField,
    sessionId: textField,
    timestamp: textField,
    isMeta: flagField,
    isApiErrorMessage: flagField,
    summary: textField,
    customTitle: textField,
    message: usually(
      fc.record(
        {
          id: textField,
          model: textField,
          role: textField,
          content: usually(fc.oneof(fc.string(), fc.array(block, { maxLength: 3 }))),
          usage: usually(usage),
          stop_reason: textField,
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

/** JSON round trip: transcript records come from JSON.parse (no undefined, no -0 as such). */
const asParsed = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe("record fast path", () => {
  it("reads a record exactly as its zod schema does, or leaves it to zod", () => {
    fc.assert(
      fc.property(record.map(asParsed), (value) => {
        const conversation = readConversationFast(value);
        if (conversation !== undefined)
          expect(conversation).toStrictEqual(conversationRecordSchema.parse(value));
        const other = readOtherFast(value);
        if (other !== undefined) expect(other).toStrictEqual(otherRecordSchema.parse(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("reads a content block exactly as contentBlockSchema does, or leaves it to zod", () => {
    fc.assert(
      fc.property(fc.oneof(block.map(asParsed), fc.jsonValue()), (value) => {
        const fast = readContentBlockFast(value);
        if (fast !== undefined) expect(fast).toStrictEqual(contentBlockSchema.parse(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    ["a wrong-typed uuid", { type: "user", uuid: 7 }],
    ["a negative token count", { type: "assistant", message: { usage: { input_tokens: -1 } } }],
    ["an array message", { type: "user", message: [] }],
  ])("leaves %s to zod (its .catch repairs it)", (_, value) => {
    expect(readConversationFast(value)).toBeUndefined();
  });

  it("answers for well-formed records, so it is not a path nothing takes", () => {
    const value = asParsed({
      type: "assistant",
      uuid: "u1",
      parentUuid: null,
      message: { id: "m", content: [{ type: "text", text: "hi" }], usage: { input_tokens: 3 } },
    });
    expect(readConversationFast(value)).toStrictEqual(conversationRecordSchema.parse(value));
    expect(readContentBlockFast({ type: "text", text: "hi" })).toEqual({
      type: "text",
      text: "hi",
    });
  });
});

describe.skipIf(!hasRealFixtures)("record fast path on real transcripts", () => {
  const files = hasRealFixtures
    ? readdirSync(REAL_FIXTURES_DIR).filter((f) => f.endsWith(".jsonl"))
    : [];

  it.each(files)("%s: equal to zod on every record and block it answers", (file) => {
    let answered = 0;
    let hot = 0;
    for (const line of readFileSync(`${REAL_FIXTURES_DIR}/${file}`, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const value = JSON.parse(line) as Record<string, unknown>;
      const isConversation = value.type === "user" || value.type === "assistant";
      const fast = isConversation ? readConversationFast(value) : readOtherFast(value);
      if (isConversation || !["system", "attachment"].includes(value.type as string)) hot += 1;
      if (fast === undefined) continue;
      answered += 1;
      const schema = isConversation ? conversationRecordSchema : otherRecordSchema;
      expect(fast).toStrictEqual(schema.parse(value));
      const content = isConversation
        ? (fast as { message: { content: unknown } | null }).message?.content
        : null;
      for (const raw of Array.isArray(content) ? content : []) {
        const block = readContentBlockFast(raw);
        if (block !== undefined) expect(block).toStrictEqual(contentBlockSchema.parse(raw));
      }
    }
    expect(answered).toBeGreaterThan(0.95 * hot);
  });
});
