import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import type { RawPiece } from "../../db/transcript-parts";
import { unpackRawPiece } from "../../db/testing/unpack-raw-piece";
import { geminiSessionDocument } from "../../generator/gemini/gemini-document";
import { generateGeminiSession } from "../../generator/gemini/generate-gemini-session";
import { generateCodexRollout } from "../../generator/codex/generate-codex-rollout";
import { generateTranscript } from "../../generator/generate-transcript";
import { readUpload } from "./read-upload";

/** The bytes in chunks of `size`, each a fresh copy the reader may keep. */
async function* freshChunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
}

/**
 * The bytes in chunks of `size` read into ONE buffer, as the import reads a file: a chunk is
 * overwritten with garbage as soon as the next is asked for, so a reader that kept one sees it.
 */
async function* oneBuffer(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  const buffer = new Uint8Array(size);
  for (let at = 0; at < bytes.length; at += size) {
    const length = Math.min(size, bytes.length - at);
    buffer.set(bytes.subarray(at, at + length));
    yield buffer.subarray(0, length);
    buffer.fill(0x7b); // "{": garbage that still looks like JSON's start
  }
}

async function read(body: AsyncIterable<Uint8Array>) {
  const pieces: RawPiece[] = [];
  const upload = await readUpload({ body, maxBytes: 1e9 }, async (piece) => {
    pieces.push(piece);
  });
  return {
    sha256: upload.sha256,
    bytes: upload.bytes,
    figures: upload.figures,
    model: gunzipSync(upload.modelBlob).toString("utf8"),
    calls: gunzipSync(upload.callsTable.gzip).toString("utf8"),
    raw: Buffer.concat(pieces.map((piece) => unpackRawPiece(piece.data))).toString("utf8"),
    lines: pieces.map((piece) => [piece.firstLine, piece.lastLine]),
  };
}

const encode = (text: string) => new TextEncoder().encode(text);
const claudeCode = encode(
  [...generateTranscript({ seed: 11, style: "2.1", targetBytes: 2_500_000 }).lines].join("\n") +
    "\n",
);
const codexRollout = encode(
  [...generateCodexRollout({ seed: 2, targetBytes: 2_500_000 }).lines].join("\n") + "\n",
);
const geminiDocument = encode(
  geminiSessionDocument([
    ...generateGeminiSession({ seed: 5, targetBytes: 2_500_000, compressAt: 1e12 }).lines,
  ]),
);

describe("readUpload's body: a chunk need only stay as it is until the next is asked for", () => {
  it.each([
    ["a Claude Code JSONL file, in 1 MB chunks", claudeCode, 1 << 20],
    ["a Claude Code JSONL file, in 4 MB chunks", claudeCode, 4 << 20],
    [
      "a Claude Code JSONL file, in 3,000-byte chunks (no first line in the first)",
      claudeCode,
      3_000,
    ],
    ["a Codex CLI rollout, in 1 MB chunks", codexRollout, 1 << 20],
    ["a Gemini CLI document, read whole, in 1 MB chunks", geminiDocument, 1 << 20],
    ["a Gemini CLI document, read whole, in 64 KB chunks", geminiDocument, 64 * 1024],
  ])("reads %s refilled in one buffer as it reads fresh chunks", async (_, bytes, size) => {
    const expected = await read(freshChunks(bytes, size));
    expect(expected.bytes).toBeGreaterThan(0);
    expect(await read(oneBuffer(bytes, size))).toEqual(expected);
  });
});
