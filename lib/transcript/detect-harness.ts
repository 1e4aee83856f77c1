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

/**
 * Which harness wrote the file whose first record this is, by content alone: a Codex line is
 * `{ timestamp, type, payload }` with a Codex line type; everything else is read as Claude
 * Code's (whose own reader tells its records from strangers).
 *
 * @example detectHarness({ timestamp: "...", type: "session_meta", payload: {} }) // "codex"
 */
export function detectHarness(record: Record<string, unknown>): HarnessId {
  const { type, payload } = record;
  const isCodex =
    typeof type === "string" &&
    CODEX_LINE_TYPES.has(type) &&
    typeof payload === "object" &&
    payload !== null &&
    !Array.isArray(payload);
  return isCodex ? "codex" : "claude-code";
}
