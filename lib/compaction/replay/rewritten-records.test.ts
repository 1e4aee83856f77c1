import { describe, expect, it } from "vitest";
import { rewrittenEntries } from "./estimate-tokens";
import { replaySession } from "./replay-session";
import { makeModel } from "../testing/make-model";

/**
 * Records a client writes again under the same uuid (conformance lab, 2026-11-26): 2.1.153
 * appended its whole chain again before the boundary (974 tokens too many in the engine's
 * count), 2.1.268 its kept segment (31 too many). The client counts each message once.
 */
describe("rewrittenEntries", () => {
  it("marks a record whose uuid an earlier record has, never the first one", () => {
    const entries = ["a", "b", "a", null, "b", "c", null].map((uuid) => ({ uuid }));
    expect([...rewrittenEntries(entries)]).toEqual([0, 0, 1, 0, 1, 0, 0]);
  });
});

describe("the pre-call count of a session whose records were written twice", () => {
  // Two rounds, then the prompt whose check compacts (124 characters: 31 tokens) and copies.
  const session = (version: string, rewriteLast: number) =>
    makeModel({
      version,
      turns: [
        { userChars: 400, context: 1_000, textChars: 8 },
        { userChars: 124, context: 170_000, textChars: 8 },
        {
          context: 2_000,
          compactionBefore: { trigger: "auto", preTokens: 170_031, promptChars: 124, rewriteLast },
        },
      ],
    });

  it.each([
    ["2.1.63", "first", 0],
    ["2.1.63", "first", 1],
    ["2.1.63", "first", 2],
    ["2.1.63", "first", 5],
    ["2.1.268", "first", 3],
    ["2.1.19", "last", 0],
    ["2.1.19", "last", 1],
    ["2.1.19", "last", 2],
    ["2.1.19", "last", 3],
  ])(
    "%s (anchor after the %s record) counts usage + the prompt with the last %i records copied",
    (version, _anchor, rewriteLast) => {
      const model = session(version, rewriteLast);
      const overrides = { contextWindow: 200_000 };
      const [event] = replaySession(model, { overrides }).events.filter(
        (e) => e.kind === "autocompact",
      );
      expect(event).toMatchObject({ atCall: 2, tokensBefore: 170_031 });
    },
  );
});
