import { AppError } from "../errors";
import type { HarnessId } from "./harness";
import { geminiDocumentToLines } from "./gemini/gemini-document-lines";
import { opencodeExportToLines } from "./opencode/export-to-lines";

/**
 * A harness that writes (or once wrote) a session as ONE JSON document rather than JSONL: its
 * converter turns the parsed document into the JSONL lines the harness's reader reads, or
 * answers null when the document is not its own. Pure: it never throws on a stranger.
 */
export type DocumentConverter = {
  harness: HarnessId;
  /** What the document looks like, for the refusal of a document nobody claims. */
  shape: string;
  convert: (document: unknown) => string[] | null;
};

/** Every converter, tried in order; the first that answers lines wins. */
export const DOCUMENT_CONVERTERS: readonly DocumentConverter[] = [
  {
    harness: "gemini-cli",
    shape: "Gemini CLI's session-*.json (sessionId, projectHash, messages)",
    convert: geminiDocumentToLines,
  },
  {
    harness: "opencode",
    shape: "OpenCode's `opencode export <session>` (info, messages)",
    convert: opencodeExportToLines,
  },
];

/**
 * A document is parsed whole in memory (JSON.parse needs all of it), where JSONL is read a line
 * at a time: the bound keeps one upload from taking the server's memory. Gemini CLI's documents
 * grew with the session but were rewritten whole on every message, so real ones stay far below.
 */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/** Deeper than any session writes; `JSON.stringify` of a much deeper value overflows the stack. */
export const MAX_DOCUMENT_DEPTH = 100;
/** How far into the body (bytes) the first line is looked for before it is taken as JSONL. */
const FIRST_LINE_PEEK = 4096;
const NEWLINE = 0x0a;

export type DocumentLines =
  { ok: true; harness: HarnessId; lines: string[] } | { ok: false; reason: string };

/**
 * The deepest nesting of arrays and objects in a JSON text, counted outside strings; stops
 * counting past `limit`. One pass over the characters, no recursion, so any input is safe.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/**
 * One JSON document's text as the JSONL lines of the harness that wrote it, or why not, in
 * words fit for the user. A document too deep, not JSON, or nobody's is refused, never thrown.
 *
 * @example
 * documentToLines('{"sessionId":"s","projectHash":"p","messages":[]}')
 * // { ok: true, harness: "gemini-cli", lines: ['{"sessionId":"s",...,"kind":"main"}'] }
 */
export function documentToLines(text: string): DocumentLines {
  if (jsonDepth(text, MAX_DOCUMENT_DEPTH) > MAX_DOCUMENT_DEPTH)
    return {
      ok: false,
      reason: `The body is one JSON document nested deeper than ${MAX_DOCUMENT_DEPTH} levels; no session file is.`,
    };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: `The body starts like a pretty-printed JSON document but is not valid JSON (${why}).`,
    };
  }
  for (const converter of DOCUMENT_CONVERTERS) {
    const lines = converter.convert(document);
    if (lines !== null) return { ok: true, harness: converter.harness, lines };
  }
  const shapes = DOCUMENT_CONVERTERS.map((converter) => converter.shape).join("; ");
  if (Array.isArray(document))
    return {
      ok: false,
      reason: `The body is a JSON array, not JSONL: a transcript has one JSON object per line (documents read whole: ${shapes}).`,
    };
  return {
    ok: false,
    reason: `The body is one JSON document, not JSONL, and not a session document this app reads (${shapes}).`,
  };
}

/**
 * Whether a body whose first line is this is one pretty-printed JSON document: the line holds
 * only its opening brace or bracket. A JSONL file's first line is a whole object.
 */
export function opensDocument(firstLine: string): boolean {
  const trimmed = firstLine.trim().replace(/^\uFEFF/, "");
  return trimmed === "{" || trimmed === "[";
}

/**
 * The text of the body's first line, at most FIRST_LINE_PEEK bytes of it; null until a newline
 * or that many bytes have come. Only those bytes are decoded: every upload and import passes
 * here, and decoding a whole first chunk (4 MB) to find one line cost a decode of most files.
 */
function firstLineOf(chunks: readonly Uint8Array[]): string | null {
  const pieces: Uint8Array[] = [];
  let length = 0;
  for (const chunk of chunks) {
    const end = chunk.indexOf(NEWLINE);
    const piece = chunk.subarray(
      0,
      Math.min(end >= 0 ? end : chunk.length, FIRST_LINE_PEEK - length),
    );
    pieces.push(piece);
    length += piece.length;
    if (end >= 0 || length >= FIRST_LINE_PEEK) {
      const line = new Uint8Array(length);
      let at = 0;
      for (const part of pieces) {
        line.set(part, at);
        at += part.length;
      }
      return new TextDecoder().decode(line);
    }
  }
  return null;
}

/**
 * Where the bytes of an upload or import enter: a JSONL body passes through untouched; a body
 * that is one pretty-printed JSON document (Gemini CLI before its JSONL switch) is read whole,
 * up to MAX_DOCUMENT_BYTES, and handed on as its harness's JSONL lines, so the hash, the stored
 * raw bytes and the model are those of the JSONL form. Throws the upload's refusals (413 over
 * the bound, 422 for a document nobody reads), as the ingest's own checks do. Each chunk of
 * `body` need only stay as it is until the next is asked for; so does each chunk yielded.
 *
 * @example
 * for await (const chunk of documentAsLines(body)) builder.push(chunk);
 */
export async function* documentAsLines(
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  const iterator = body[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let firstLine: string | null = null;
  let ended = false;
  // The body may fill a chunk's memory again once the next is asked for (the import reads each
  // file into one buffer): what is held across that is copied first. head[0, kept) are copies.
  let kept = 0;
  const keepHead = () => {
    for (; kept < head.length; kept++) head[kept] = Uint8Array.prototype.slice.call(head[kept]!);
  };
  while (firstLine === null) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      firstLine = firstLineOf([...head, new TextEncoder().encode("\n")]) ?? "";
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
    firstLine = firstLineOf(head);
    if (firstLine === null) keepHead();
  }
  if (!opensDocument(firstLine)) {
    yield* head;
    if (!ended)
      for (let next = await iterator.next(); !next.done; next = await iterator.next())
        yield next.value;
    return;
  }
  keepHead();
  for (;;) {
    if (headBytes > MAX_DOCUMENT_BYTES)
      throw new AppError(
        "too_large",
        `The body is one JSON document larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB: documents are read whole, so larger ones are refused (JSONL has no such limit).`,
      );
    if (ended) break;
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.length;
    keepHead();
  }
  const decoder = new TextDecoder();
  const text =
    head.map((chunk) => decoder.decode(chunk, { stream: true })).join("") + decoder.decode();
  const converted = documentToLines(text);
  if (!converted.ok) throw new AppError("not_jsonl", converted.reason);
  yield new TextEncoder().encode(converted.lines.map((line) => `${line}\n`).join(""));
}
