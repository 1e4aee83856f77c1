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

  /** A small model's stored lines: arrays of entries, then the rest as an object. */
  function storedLines(): unknown[] {
    const model = buildModel([
      makeUser("hi"),
      makeAssistant("a", text("ok"), { output_tokens: 1 }),
    ]);
    return encodeModel(model)
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as unknown);
  }
  const rest = (lines: unknown[]) => lines.at(-1) as Record<string, unknown>;

  const corruptions: [string, (lines: unknown[]) => void][] = [
    ["no last line", (lines) => lines.pop()],
    ["an entry without its line", (lines) => ((lines[0] as object[])[0] = {})],
    ["a call that is not an object", (lines) => ((rest(lines).calls as unknown[])[0] = 7)],
    ["a count that is a string", (lines) => (rest(lines).lines = "5")],
    ["a title that is a number", (lines) => (rest(lines).title = 3)],
    ["more entries than it says", (lines) => (rest(lines).entryCount = 1)],
    ["a line after its last line", (lines) => lines.push([])],
  ];
  it.each(corruptions)(
    "refuses a stored model with %s instead of trusting it",
    (_name, corrupt) => {
      const lines = storedLines();
      corrupt(lines);
      const text = lines.map((line) => JSON.stringify(line)).join("\n");
      expect(() => decodeModel(text)).toThrow(/stored model is malformed/);
    },
  );

  it("stores entries in lines of at most 2,000, then the rest with their count", () => {
    const records = [makeUser("hi")];
    for (let call = 0; call < 2_100; call++)
      records.push(makeAssistant(`m${call}`, text("ok"), { output_tokens: 1 }));
    const model = buildModel(records);
    const lines = encodeModel(model).split("\n");
    expect(lines.at(-1)).toBe("");
    const entryLines = lines.slice(0, -2).map((line) => (JSON.parse(line) as unknown[]).length);
    expect(entryLines).toEqual([2_000, model.entries.length - 2_000]);
    expect(JSON.parse(lines.at(-2) ?? "")).toMatchObject({ entryCount: model.entries.length });
  });

  it("reads a model stored as one document (format 4) as it was", () => {
    const model = buildModel([
      makeUser("hi", { uuid: "u1" }),
      makeAssistant("a", toolUse("t1", "Read", { file_path: "/x" }), { output_tokens: 2 }),
      makeUser([toolResult("t1", "body")]),
    ]);
    const lines = encodeModel(model)
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as unknown);
    const { entryCount, ...others } = rest(lines);
    expect(entryCount).toBe(model.entries.length);
    const entries = lines.slice(0, -1).flat();
    expect(decodeModel(JSON.stringify({ entries, ...others }))).toEqual(model);
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
