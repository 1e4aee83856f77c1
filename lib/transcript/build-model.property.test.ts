import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createModelBuilder } from "./build-model";
import { createLineSplitter, decodeLine } from "./line-splitter";
import { parseLine } from "./parse-line";

function buildFromChunks(chunks: Uint8Array[]) {
  const builder = createModelBuilder();
  for (const chunk of chunks) builder.push(chunk);
  return builder.end();
}

/** Cuts bytes at the given positions: the same bytes in other chunk sizes. */
function cut(bytes: Uint8Array, positions: number[]): Uint8Array[] {
  const sorted = [...new Set(positions.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const position of sorted) {
    chunks.push(bytes.subarray(start, position));
    start = position;
  }
  chunks.push(bytes.subarray(start));
  return chunks;
}

const recordLine = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record({
      type: fc.constantFrom(
        "user",
        "assistant",
        "system",
        "attachment",
        "progress",
        "summary",
        "x",
      ),
      uuid: fc.option(fc.string(), { nil: undefined }),
      parentUuid: fc.option(fc.string(), { nil: null }),
      isSidechain: fc.anything(),
      message: fc.anything(),
      subtype: fc.anything(),
      compactMetadata: fc.anything(),
    })
    .map((value) => JSON.stringify(value)),
  fc.string(),
);

describe("model builder properties", () => {
  it("never throws on arbitrary bytes and accounts for every line", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2_000 }), (bytes) => {
        const model = buildFromChunks([bytes]);
        const splitter = createLineSplitter();
        let blank = 0;
        const onLine = (line: Parameters<typeof decodeLine>[0]) => {
          if (parseLine(decodeLine(line)).kind === "blank") blank += 1;
        };
        splitter.push(bytes, onLine);
        splitter.end(onLine);
        expect(model.lines).toBe(splitter.lines);
        expect(model.records + model.invalidLineCount + blank).toBe(model.lines);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary JSON records and counts each as a record", () => {
    fc.assert(
      fc.property(fc.array(recordLine, { maxLength: 30 }), (lines) => {
        const model = buildFromChunks([new TextEncoder().encode(lines.join("\n"))]);
        expect(model.records + model.invalidLineCount).toBeLessThanOrEqual(model.lines);
        for (const call of model.calls) expect(Number.isFinite(call.contextTokens)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same model whatever the chunk boundaries", () => {
    fc.assert(
      fc.property(
        fc.array(recordLine, { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (lines, positions) => {
          const bytes = new TextEncoder().encode(lines.join("\r\n") + "\n");
          expect(buildFromChunks(cut(bytes, positions))).toEqual(buildFromChunks([bytes]));
        },
      ),
      { numRuns: 200 },
    );
  });
});
