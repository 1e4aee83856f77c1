import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codexLineSchema,
  responseItemSchema,
  sessionMetaSchema,
  tokenCountSchema,
  turnContextSchema,
} from "./codex-schema";
import * as fast from "./codex-fast-path";

const field = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string()),
  fc.object(),
);
const usage = fc.oneof(
  field,
  fc.record(
    {
      input_tokens: fc.oneof(fc.nat(), field),
      cached_input_tokens: fc.nat(),
      output_tokens: fc.nat(),
      total_tokens: fc.oneof(fc.nat(), field),
    },
    { requiredKeys: [] },
  ),
);

const cases = [
  [
    "a line",
    fast.readCodexLineFast,
    codexLineSchema,
    fc.record(
      { timestamp: field, type: field, payload: fc.oneof(field, fc.object()) },
      { requiredKeys: [] },
    ),
  ],
  [
    "a response item",
    fast.readResponseItemFast,
    responseItemSchema,
    fc.record(
      {
        type: field,
        role: field,
        content: field,
        summary: field,
        name: field,
        arguments: field,
        call_id: field,
        output: field,
        encrypted_content: field,
      },
      { requiredKeys: [] },
    ),
  ],
  [
    "a token_count",
    fast.readTokenCountFast,
    tokenCountSchema,
    fc.record(
      {
        info: fc.oneof(
          field,
          fc.record(
            { total_token_usage: usage, last_token_usage: usage, model_context_window: field },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
  ],
  [
    "a turn_context",
    fast.readTurnContextFast,
    turnContextSchema,
    fc.record({ model: field, cwd: field, approval_policy: field }, { requiredKeys: [] }),
  ],
  [
    "a session_meta",
    fast.readSessionMetaFast,
    sessionMetaSchema,
    fc.record(
      {
        id: field,
        session_id: field,
        thread_id: field,
        cwd: field,
        cli_version: field,
        originator: field,
        model_provider: field,
        source: field,
      },
      { requiredKeys: [] },
    ),
  ],
] as const;

describe("the Codex fast paths", () => {
  it.each(cases)(
    "read %s exactly as its zod schema does, or leave it to zod",
    (_name, fast, schema, arbitrary) => {
      fc.assert(
        fc.property(arbitrary, (value) => {
          const read = (fast as (v: Record<string, unknown>) => unknown)(
            value as Record<string, unknown>,
          );
          if (read !== undefined) expect(read).toEqual(schema.parse(value));
        }),
        { numRuns: 500 },
      );
    },
  );

  it("leaves a payload with an own __proto__ key (as JSON.parse makes it) to zod", () => {
    const value = JSON.parse('{"type":"event_msg","payload":{"__proto__":{}}}');
    expect(fast.readCodexLineFast(value)).toBeUndefined();
  });

  it("answers the common shapes without zod", () => {
    expect(
      fast.readCodexLineFast({ timestamp: "t", type: "event_msg", payload: { type: "x" } }),
    ).toBeDefined();
    expect(fast.readResponseItemFast({ type: "message", role: "user", content: [] })).toBeDefined();
    expect(fast.readTokenCountFast({ type: "token_count", info: null, rate_limits: {} })).toEqual({
      info: null,
    });
    expect(
      fast.readTurnContextFast({ cwd: "/w", model: "gpt-5-codex", effort: "high" }),
    ).toBeDefined();
    expect(fast.readSessionMetaFast({ id: "s", cli_version: "0.100.0", git: {} })).toBeDefined();
  });
});
