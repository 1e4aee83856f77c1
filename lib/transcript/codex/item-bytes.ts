import { utf8Length } from "../utf8-length";

/** `{"timestamp":` + `,"type":"response_item","payload":` + `}`: a rollout line around its item. */
const WRAPPER_BYTES = '{"timestamp":,"type":"response_item","payload":}'.length;

/** Whether a line holds its timestamp, type and payload and nothing else (0.1xx up to about 0.16x). */
function isBareWrapper(line: Record<string, unknown>): boolean {
  let keys = 0;
  for (const key in line) {
    if (key !== "timestamp" && key !== "type" && key !== "payload") return false;
    keys += 1;
  }
  return keys === 3;
}

/**
 * Bytes of a response item's compact JSON, as Codex measures the items it adds to the history
 * for its pre-turn estimate (`serde_json::to_string(item).len()`, the same serializer that
 * writes the rollout's `payload`; lab, 0.100.0: 425, 3,134 and 185 bytes, ceil(/ 4) each, to
 * the token). A line that is only `{"timestamp","type","payload"}` spends the rest of its bytes
 * on the payload: no second serialization. Lines with more keys (0.169's `ordinal` and
 * `metadata`) have the payload measured on its own.
 *
 * @example
 * responseItemBytes(line, "2026-11-27T10:10:23.760Z", 499, line.payload) // 425
 */
export function responseItemBytes(
  line: Record<string, unknown>,
  timestamp: string | null,
  lineBytes: number,
  payload: Record<string, unknown>,
): number {
  if (timestamp !== null && isBareWrapper(line))
    return lineBytes - WRAPPER_BYTES - JSON.stringify(timestamp).length;
  return utf8Length(JSON.stringify(payload));
}
