import { describe, expect, it } from "vitest";
import { loadModelFromFile } from "./testing/load-model-from-file";
import { decodeModel, encodeModel } from "./model-codec";
import {
  buildModel,
  makeAssistant,
  makeSystem,
  makeUser,
  text,
  toolResult,
  toolUse,
} from "./testing/make-records";
import { fixturePath, hasRealFixtures } from "./testing/real-fixtures";

describe("model codec", () => {
  it("round-trips a model exactly", () => {
    const model = buildModel([
      makeUser("hi", { uuid: "before" }),
      makeAssistant("a", toolUse("t1", "Read", { file_path: "/x" }), {
        input_tokens: 3,
        output_tokens: 9,
      }),
      makeUser([toolResult("t1", "body")]),
      makeSystem("compact_boundary", {
        logicalParentUuid: "before",
        compactMetadata: { trigger: "auto", preTokens: 5 },
      }),
      makeAssistant("b", text("done"), {}),
    ]);
    expect(decodeModel(encodeModel(model))).toEqual(model);
  });

  it("gives every decoded entry the builder's shape: the same keys in the same order", () => {
    const model = buildModel([
      makeUser("hi", { uuid: "u1" }),
      makeAssistant("a", toolUse("t1", "Read", { file_path: "/x" }), { output_tokens: 2 }),
      makeUser([toolResult("t1", "body")]),
      makeSystem("compact_boundary", { compactMetadata: { trigger: "manual", preTokens: 9 } }),
    ]);
    const decoded = decodeModel(encodeModel(model));
    const builderKeys = Object.keys(model.entries[0] ?? {});
    for (const entry of decoded.entries) expect(Object.keys(entry)).toEqual(builderKeys);
  });

  const corruptions: [string, (stored: Record<string, unknown>) => void][] = [
    ["no entries", (stored) => delete stored.entries],
    ["an entry without its line", (stored) => ((stored.entries as object[])[0] = {})],
    ["a call that is not an object", (stored) => ((stored.calls as unknown[])[0] = 7)],
    ["a count that is a string", (stored) => (stored.lines = "5")],
    ["a title that is a number", (stored) => (stored.title = 3)],
  ];
  it.each(corruptions)(
    "refuses a stored model with %s instead of trusting it",
    (_name, corrupt) => {
      const model = buildModel([
        makeUser("hi"),
        makeAssistant("a", text("ok"), { output_tokens: 1 }),
      ]);
      const stored = JSON.parse(encodeModel(model)) as Record<string, unknown>;
      corrupt(stored);
      expect(() => decodeModel(JSON.stringify(stored))).toThrow(/stored model is malformed/);
    },
  );

  it.skipIf(!hasRealFixtures)(
    "round-trips a real transcript and stores it in at most 55% of the plain JSON",
    async () => {
      const model = await loadModelFromFile(
        fixturePath("v2.1.19_microcompact_plus_autocompact_x2.jsonl"),
      );
      const encoded = encodeModel(model);
      expect(decodeModel(encoded)).toEqual(model);
      expect(encoded.length).toBeLessThan(JSON.stringify(model).length * 0.55);
    },
  );
});
