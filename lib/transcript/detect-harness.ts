import type { HarnessId } from "./harness";

/**
 * The line types a Codex rollout writes (`RolloutItem` in openai/codex's protocol crate, tagged
 * `type` with its value under `payload`). Newer releases add types; any of these on a record
 * with a `payload` object marks the file as Codex's.
 */
export const CODEX_LINE_TYPES = new Set([
  "session_meta",
  "turn_context",
  "response_item",
  "event_msg",
  "compacted",
  "world_state",
  "token_usage_record",
  "inter_agent_communication",
  "inter_agent_communication_metadata",
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A Codex line: `{ timestamp, type, payload }` with a Codex line type. */
function isCodexRecord(record: Record<string, unknown>): boolean {
  const { type, payload } = record;
  return typeof type === "string" && CODEX_LINE_TYPES.has(type) && isObject(payload);
}

/**
 * A Gemini CLI session's first line: its metadata, `{ sessionId, projectHash, startTime, ... }`
 * (gemini-lab-facts.md). Claude Code's records carry `sessionId` too, never `projectHash`.
 */
function isGeminiCliRecord(record: Record<string, unknown>): boolean {
  return typeof record.sessionId === "string" && typeof record.projectHash === "string";
}

/**
 * The app's OpenCode transcript (lib/transcript/opencode): its first line is the session's
 * info (`id` "ses_...", `projectID`), or, cut short, a message `{ info: { sessionID }, parts }`.
 */
function isOpenCodeRecord(record: Record<string, unknown>): boolean {
  const { id, projectID, info, parts } = record;
  if (typeof id === "string" && id.startsWith("ses_") && typeof projectID === "string") return true;
  return isObject(info) && typeof info.sessionID === "string" && Array.isArray(parts);
}

/** Each harness other than Claude Code, with the shape of its file's first record. */
const DETECTORS: readonly {
  harness: HarnessId;
  isItsRecord: (r: Record<string, unknown>) => boolean;
}[] = [
  { harness: "codex", isItsRecord: isCodexRecord },
  { harness: "gemini-cli", isItsRecord: isGeminiCliRecord },
  { harness: "opencode", isItsRecord: isOpenCodeRecord },
];

/**
 * Which harness wrote the file whose first record this is, by content alone: the first
 * detector that knows the record's shape; everything else is read as Claude Code's (whose own
 * reader tells its records from strangers).
 *
 * @example detectHarness({ timestamp: "...", type: "session_meta", payload: {} }) // "codex"
 */
export function detectHarness(record: Record<string, unknown>): HarnessId {
  return DETECTORS.find((detector) => detector.isItsRecord(record))?.harness ?? "claude-code";
}
