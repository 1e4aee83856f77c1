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
