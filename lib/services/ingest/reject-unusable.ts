import { AppError } from "../../errors";
import type { TranscriptModel } from "../../transcript/model";
import { UNTYPED_RECORD } from "../../transcript/read-entry";

const SHOWN_INVALID_LINES = 3;

/**
 * Refuses uploads with nothing to keep, saying why in words: an empty body, a binary file,
 * a JSON array (a common mistake: JSON instead of JSONL), or no line that is a JSON object.
 * A file of JSON objects none of which is a Claude Code record or a Codex rollout line is
 * refused too, naming why. A file with some records of either is accepted; its other lines are
 * reported per line.
 */
export function rejectUnusable(
  model: TranscriptModel,
  bytes: number,
  firstBytes: Uint8Array | null,
): void {
  if (bytes === 0 || model.lines === 0)
    throw new AppError("empty_body", "The upload is empty: send a Claude Code .jsonl transcript.");
  if (model.records > 0) {
    rejectNeitherHarness(model);
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

/** Claude Code's records without a uuid (FORMAT.md §2): a file of only these is still its. */
const CLAUDE_CODE_METADATA_TYPES = new Set([
  "summary",
  "file-history-snapshot",
  "queue-operation",
  "last-prompt",
  "ai-title",
  "custom-title",
  "permission-mode",
  "mode",
  "agent-name",
  "pr-link",
  "progress",
]);

const UPLOAD_HINT =
  "Upload a .jsonl from ~/.claude/projects/, ~/.codex/sessions/ or ~/.gemini/tmp/<project>/chats/, or what `opencode export <session>` prints.";
const MAX_NAMED_TYPES = 5;

/**
 * A file of JSON objects that no harness wrote would store as a transcript of nothing.
 * Another harness's file is known by its lines' shape (the builder detected it); a Claude Code file
 * by a conversation record (it carries a uuid, so it is an entry) or one of its metadata types.
 */
function rejectNeitherHarness(model: TranscriptModel): void {
  if (model.harness !== "claude-code" || model.entries.length > 0) return;
  const types = Object.keys(model.recordTypes);
  if (types.some((type) => CLAUDE_CODE_METADATA_TYPES.has(type))) return;
  const objects = model.records === 1 ? "its one JSON object" : `its ${model.records} JSON objects`;
  const typed = types.filter((type) => type !== UNTYPED_RECORD);
  const why =
    typed.length === 0
      ? `${objects} ${model.records === 1 ? "has" : "have"} no "type" field`
      : `none of ${objects} is a record either writes (types seen: ${typed.slice(0, MAX_NAMED_TYPES).join(", ")}${typed.length > MAX_NAMED_TYPES ? ", ..." : ""})`;
  throw new AppError(
    "no_records",
    `This file is not a Claude Code transcript, a Codex rollout, a Gemini CLI session or an OpenCode session: ${why}. ` +
      "Claude Code records carry a type (user, assistant, system, summary...) and a uuid; Codex " +
      'lines are {"timestamp", "type", "payload"} with type session_meta, turn_context, ' +
      "response_item, event_msg or compacted; a Gemini CLI session starts with a line holding " +
      "its sessionId and projectHash; an OpenCode session with its info (an id ses_…, a slug). " +
      UPLOAD_HINT,
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
