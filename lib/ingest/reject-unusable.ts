import { AppError } from "../errors";
import type { TranscriptModel } from "../transcript/model";

const SHOWN_INVALID_LINES = 3;

/**
 * Refuses uploads with nothing to keep, saying why in words: an empty body, a binary file,
 * a JSON array (a common mistake: JSON instead of JSONL), or no line that is a JSON object.
 * A file with some valid records is accepted; its invalid lines are reported per line.
 */
export function rejectUnusable(
  model: TranscriptModel,
  bytes: number,
  firstBytes: Uint8Array | null,
): void {
  if (bytes === 0 || model.lines === 0)
    throw new AppError("empty_body", "The upload is empty: send a Claude Code .jsonl transcript.");
  if (model.records > 0) return;
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
