import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toApiCallRows } from "../../contracts/to-api-call-rows";
import { decodeModelBlob } from "../../db/model-blob";
import { generateCodexRollout } from "../../generator/codex/generate-codex-rollout";
import { createModelBuilder } from "../../transcript/build-model";
import { decodeModel, encodeModel } from "../../transcript/model-codec";
import { summarizeModel } from "../ingest/summarize-model";
import { appendLines, encodeFedEntries, feedTail, startTail, type AppendedPart } from "./live-tail";

const file = Buffer.from(
  [
    ...generateCodexRollout({
      seed: 5,
      targetBytes: 700_000,
      contextWindow: 60_000,
      malformedLines: 1,
    }).lines,
  ]
    .map((line) => `${line}\n`)
    .join(""),
);

function wholeModel(bytes: Uint8Array) {
  const builder = createModelBuilder();
  builder.push(bytes);
  return builder.end();
}

const ends: number[] = [];
for (let at = file.indexOf(0x0a); at !== -1; at = file.indexOf(0x0a, at + 1)) ends.push(at + 1);

async function followInPieces(cuts: number[]): Promise<AppendedPart[]> {
  const [first = file.length, ...rest] = cuts;
  const tail = startTail("t1");
  feedTail(tail, file.subarray(0, first));
  await encodeFedEntries(tail);
  tail.lastLine = tail.builder.progress.lines;
  const parts: AppendedPart[] = [];
  let from = first;
  for (const to of [...rest, file.length]) {
    if (to <= from) continue;
    const { part, commit } = await appendLines(tail, file.subarray(from, to));
    commit();
    parts.push(part);
    from = to;
  }
  return parts;
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("a followed Codex rollout that grows", () => {
  it("stores the same model, calls and figures as importing it whole, whatever the pieces (property)", async () => {
    const whole = wholeModel(file);
    expect(whole.compactions.length).toBeGreaterThanOrEqual(2);
    const expected = plain(decodeModel(encodeModel(whole)));
    const expectedCalls = JSON.stringify({ calls: toApiCallRows(whole) });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: ends.length - 2 }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (picks) => {
          const parts = await followInPieces(
            picks.map((pick) => ends[pick] as number).sort((a, b) => a - b),
          );
          const last = parts.at(-1);
          if (last === undefined) return;
          expect(plain(await decodeModelBlob(last.modelBlob))).toEqual(expected);
          expect(gunzipSync(last.callsTable.gzip).toString()).toBe(expectedCalls);
          expect(last.figures).toEqual(summarizeModel(whole));
        },
      ),
      { numRuns: 10 },
    );
  });
});
