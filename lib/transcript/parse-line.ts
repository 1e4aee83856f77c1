export type ParsedLine =
  | { kind: "record"; value: Record<string, unknown> }
  | { kind: "blank" }
  | { kind: "invalid"; reason: string };

const MAX_REASON_CHARS = 200;

/**
 * Parses one decoded line (SPEC section 4: a line is invalid when it is not blank and does
 * not parse as a JSON object). Never throws.
 */
export function parseLine(text: string): ParsedLine {
  if (text.trim() === "") return { kind: "blank" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: "invalid", reason: `not JSON: ${message}`.slice(0, MAX_REASON_CHARS) };
  }
  if (value === null || typeof value !== "object") {
    return {
      kind: "invalid",
      reason: `a JSON ${value === null ? "null" : typeof value}, not an object`,
    };
  }
  if (Array.isArray(value)) {
    return {
      kind: "invalid",
      reason: "a JSON array, not an object (JSONL has one object per line)",
    };
  }
  return { kind: "record", value: value as Record<string, unknown> };
}
