import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toApiCallRows } from "../../contracts/to-api-call-rows";
import { decodeModelBlob } from "../../db/model-blob";
import { unpackRawPiece } from "../../db/testing/unpack-raw-piece";
import { generateTranscript } from "../../generator/generate-transcript";
import { generateCodexRollout } from "../../generator/codex/generate-codex-rollout";
import { createModelBuilder } from "../../transcript/build-model";
import { decodeModel, encodeModel } from "../../transcript/model-codec";
import { makeAssistant, makeUser, text } from "../../transcript/testing/make-records";
import { summarizeModel } from "../ingest/summarize-model";
import { appendLines, encodeFedEntries, feedTail, startTail, type AppendedPart } from "./live-tail";

/** A generated session with subagents, compactions and a few malformed lines. */
function makeFile(seed: number, targetBytes = 1_000_000): Uint8Array {
  const { lines } = generateTranscript({ seed, style: "2.1", targetBytes, malformedLines: 2 });
  return Buffer.from([...lines].map((line) => `${line}\n`).join(""), "utf8");
}

function wholeModel(bytes: Uint8Array) {
  const builder = createModelBuilder();
  builder.push(bytes);
  return builder.end();
}

/** Line ends of `bytes` at which a followed file may be cut (its appends end at a line end). */
function lineEnds(bytes: Uint8Array): number[] {
  const ends: number[] = [];
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) ends.push(at + 1);
  return ends;
}

/** The file fed whole up to the first cut (an import), then appended piece by piece. */
async function followInPieces(bytes: Uint8Array, cuts: number[]): Promise<AppendedPart[]> {
  const [first = bytes.length, ...rest] = cuts;
  const tail = startTail("t1");
  feedTail(tail, bytes.subarray(0, first));
  await encodeFedEntries(tail);
  tail.lastLine = tail.builder.progress.lines;
  const parts: AppendedPart[] = [];
  let from = first;
  for (const to of [...rest, bytes.length]) {
    if (to <= from) continue;
    const { part, commit } = await appendLines(tail, bytes.subarray(from, to));
    commit();
    parts.push(part);
    from = to;
  }
  return parts;
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("appending to a followed file", () => {
  const file = makeFile(7);
  const ends = lineEnds(file);

  it("is tested on a file long enough for its cuts", () => {
    expect(ends.length).toBeGreaterThan(250);
  });

  it("stores the same model and calls as importing the file whole, whatever the pieces (property)", async () => {
    const expected = plain(decodeModel(encodeModel(wholeModel(file))));
    const expectedCalls = JSON.stringify({ calls: toApiCallRows(wholeModel(file)) });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: ends.length - 2 }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (picks) => {
          const cuts = picks.map((pick) => ends[pick] as number).sort((a, b) => a - b);
          const parts = await followInPieces(file, cuts);
          const last = parts.at(-1);
          if (last === undefined) return;
          expect(plain(await decodeModelBlob(last.modelBlob))).toEqual(expected);
          expect(gunzipSync(last.callsTable.gzip).toString()).toBe(expectedCalls);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("keeps the raw pieces in order: together they are the file's bytes, line numbers follow", async () => {
    const cuts = [ends[10], ends[11], ends[40]] as number[];
    const parts = await followInPieces(file, cuts);
    const appended = Buffer.concat(parts.map((part) => unpackRawPiece(part.piece.data)));
    expect(appended.equals(Buffer.from(file.subarray(cuts[0])))).toBe(true);
    expect(parts.map((part) => [part.piece.seq, part.piece.firstLine])).toEqual([
      [0, 12],
      [1, 13],
      [2, 42],
    ]);
    expect(parts.at(-1)?.piece.lastLine).toBe(ends.length);
  });

  it("counts what the list shows and hashes the bytes stored, as an import of the file would", async () => {
    const parts = await followInPieces(file, [ends[5] as number, ends[200] as number]);
    const last = parts.at(-1) as AppendedPart;
    expect(last.figures).toEqual(summarizeModel(wholeModel(file)));
    // Rows of calls that did not change are kept as text: the same JSON as made whole.
    expect(gunzipSync(last.callsTable.gzip).toString()).toBe(
      JSON.stringify({ calls: toApiCallRows(wholeModel(file)) }),
    );
    expect(last.bytes).toBe(file.length);
    const { createHash } = await import("node:crypto");
    expect(last.sha256).toBe(createHash("sha256").update(file).digest("hex"));
  });

  it("keeps the stored entries' bytes and writes only the new ones and the last line after them", async () => {
    const parts = await followInPieces(
      file,
      [100, 101, 102].map((at) => ends[at] as number),
    );
    const [first, second] = parts as [AppendedPart, AppendedPart];
    const kept = Buffer.from(first.modelBlob.subarray(0, first.restOffset));
    expect(Buffer.from(second.modelBlob.subarray(0, first.restOffset)).equals(kept)).toBe(true);
    // The new entries' member is smaller than the line they come from.
    expect(second.restOffset - first.restOffset).toBeLessThan(
      (ends[102] as number) - (ends[101] as number),
    );
  });

  it("makes a call's row again when its later records arrive in an append", async () => {
    const records = [
      makeUser("hi"),
      makeAssistant("m1", text("a"), { input_tokens: 10, output_tokens: 1 }),
      makeAssistant("m1", text("b"), { input_tokens: 10, output_tokens: 90 }),
    ];
    const bytes = Buffer.from(records.map((record) => `${JSON.stringify(record)}\n`).join(""));
    // Imported up to the user's line; the call's first record, then its second, appended.
    const cuts = lineEnds(bytes).slice(0, 2);
    const [last] = (await followInPieces(bytes, cuts)).slice(-1) as [AppendedPart];
    const { calls } = JSON.parse(gunzipSync(last.callsTable.gzip).toString()) as {
      calls: { outputTokens: number }[];
    };
    expect(calls.map((call) => call.outputTokens)).toEqual([90]);
  });
});

describe("appending to a followed Codex rollout", () => {
  const { lines } = generateCodexRollout({
    seed: 5,
    targetBytes: 700_000,
    contextWindow: 60_000,
    malformedLines: 1,
  });
  const rollout = Buffer.from([...lines].map((line) => `${line}\n`).join(""), "utf8");
  const rolloutEnds = lineEnds(rollout);

  it("stores the model, calls and figures of the whole rollout, whatever the pieces (property)", async () => {
    const whole = wholeModel(rollout);
    expect(whole.compactions.length).toBeGreaterThanOrEqual(2);
    const expected = plain(decodeModel(encodeModel(whole)));
    const expectedCalls = JSON.stringify({ calls: toApiCallRows(whole) });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: rolloutEnds.length - 2 }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (picks) => {
          const cuts = picks.map((pick) => rolloutEnds[pick] as number).sort((a, b) => a - b);
          const last = (await followInPieces(rollout, cuts)).at(-1);
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
