import { AppError } from "../../errors";
import type { TranscriptModel } from "../../transcript/model";
import { UNTYPED_RECORD } from "../../transcript/read-entry";

const SHOWN_INVALID_LINES = 3;

/**
 * Refuses uploads with nothing to keep, saying why in words: an empty body, a binary file,
 * a JSON array (a common mistake: JSON instead of JSONL), or no line that is a JSON object.
 * A file of JSON objects none of which is a Claude Code record (none has a `type`) is refused
 * too. A file with some Claude Code records is accepted; its other lines are reported per line.
 */
export function rejectUnusable(
  model: TranscriptModel,
  bytes: number,
  firstBytes: Uint8Array | null,
): void {
  if (bytes === 0 || model.lines === 0)
    throw new AppError("empty_body", "The upload is empty: send a Claude Code .jsonl transcript.");
  if (model.records > 0) {
    rejectWithoutClaudeCodeRecords(model);
    return;
  }
  if (firstBytes !== null && isUtf16(firstBytes)) {
    throw new AppError(
      "not_jsonl",
      "This file is UTF-16 text; Claude Code writes UTF-8. Convert it with " +
        "`iconv -f UTF-16 -t UTF-8 in.jsonl > out.jsonl`, then upload out.jsonl.",
    );
  }
  if (firstBytes !== null && firstBytes.includes(0)) {
    throw new AppError(
      "binary_file",
      "This is a binary file, not a JSONL transcript (it contains NUL bytes).",
    );
  }
  const first = model.invalidLines[0];
  if (first?.reason.startsWith("a JSON array")) {
    throw new AppError(
      "not_jsonl",
      "The body is a JSON array, not JSONL: a Claude Code transcript has one JSON object per line.",
    );
  }
  if (model.invalidLineCount === 0) {
    throw new AppError(
      "empty_body",
      "The upload has only blank lines: send a Claude Code .jsonl transcript.",
    );
  }
  const shown = model.invalidLines
    .slice(0, SHOWN_INVALID_LINES)
    .map(({ line, reason }) => `line ${line}: ${reason}`)
    .join("; ");
  throw new AppError(
    "no_records",
    `No line is a JSON object, so this is not a JSONL transcript (${model.invalidLineCount} invalid lines; ${shown}).`,
  );
}

/**
 * Every Claude Code record carries a string `type` (user, assistant, system, summary...): a file
 * whose objects all lack one is some other JSONL, which would store as a transcript of nothing.
 */
function rejectWithoutClaudeCodeRecords(model: TranscriptModel): void {
  const typed = Object.keys(model.recordTypes).filter((type) => type !== UNTYPED_RECORD);
  if (typed.length > 0) return;
  const objects =
    model.records === 1 ? "its one JSON object has" : `its ${model.records} JSON objects have`;
  throw new AppError(
    "no_records",
    `This file has no Claude Code transcript records: ${objects} no "type" field, which every ` +
      "Claude Code record carries (user, assistant, system, summary...). Upload a .jsonl " +
      "from ~/.claude/projects/.",
  );
}

/** Bytes of the file's start that decide whether it is UTF-16. */
const UTF16_SAMPLE_BYTES = 1024;
/** Share of the sample's byte pairs whose one half is NUL: ASCII text in UTF-16 has them all. */
const UTF16_NUL_SHARE = 0.9;

/**
 * Whether a file's first bytes are UTF-16 text: a byte-order mark (FF FE little-endian, FE FF
 * big-endian), or, without one, NUL at every other byte (the high half of ASCII characters).
 */
export function isUtf16(firstBytes: Uint8Array): boolean {
  const [first, second] = firstBytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) return true;
  const pairs = Math.floor(Math.min(firstBytes.length, UTF16_SAMPLE_BYTES) / 2);
  if (pairs < 4) return false;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let pair = 0; pair < pairs; pair++) {
    if (firstBytes[2 * pair] === 0) evenNuls++;
    if (firstBytes[2 * pair + 1] === 0) oddNuls++;
  }
  const most = Math.max(evenNuls, oddNuls);
  const least = Math.min(evenNuls, oddNuls);
  return most >= pairs * UTF16_NUL_SHARE && least <= pairs * (1 - UTF16_NUL_SHARE);
}
