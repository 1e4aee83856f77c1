import type { CodexTokenUsage, ResponseItemPayload } from "./codex-schema";

/**
 * Hand-checked readers for the hottest Codex line shapes, as record-fast-path.ts does for
 * Claude Code: each returns exactly what its zod schema in codex-schema.ts would, or
 * `undefined` as soon as a field is of a type the schema would repair, and the caller then
 * asks zod. A rollout has about three lines per kilobyte, so zod's per-field work was most of
 * its parsing time (codex-fast-path.test.ts pins the equality).
 */

let isUnusual = false;

function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value !== undefined && value !== null) isUnusual = true;
  return null;
}

function list(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value !== undefined && value !== null) isUnusual = true;
  return null;
}

function count(value: unknown): number {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  if (value !== undefined) isUnusual = true;
  return 0;
}

function plainObject(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  // An own "__proto__" key (JSON.parse makes one) is left to zod, whose copy treats it its way.
  if (typeof value === "object" && !Array.isArray(value) && !Object.hasOwn(value, "__proto__"))
    return value as Record<string, unknown>;
  isUnusual = true;
  return null;
}

function done<T>(value: T): T | undefined {
  return isUnusual ? undefined : value;
}

export function readCodexLineFast(value: Record<string, unknown>) {
  isUnusual = false;
  return done({
    timestamp: text(value.timestamp),
    type: text(value.type),
    payload: plainObject(value.payload),
  });
}

export function readResponseItemFast(
  value: Record<string, unknown>,
): ResponseItemPayload | undefined {
  isUnusual = false;
  const item: ResponseItemPayload = {
    type: text(value.type),
    role: text(value.role),
    content: list(value.content),
    summary: list(value.summary),
    name: text(value.name),
    call_id: text(value.call_id),
    id: text(value.id),
    encrypted_content: text(value.encrypted_content),
  };
  if ("arguments" in value) item.arguments = value.arguments;
  if ("input" in value) item.input = value.input;
  if ("output" in value) item.output = value.output;
  if ("action" in value) item.action = value.action;
  return done(item);
}

function usage(value: unknown): CodexTokenUsage | null {
  const fields = plainObject(value);
  if (fields === null) return null;
  return {
    input_tokens: count(fields.input_tokens),
    cached_input_tokens: count(fields.cached_input_tokens),
    cache_write_input_tokens: count(fields.cache_write_input_tokens),
    output_tokens: count(fields.output_tokens),
    reasoning_output_tokens: count(fields.reasoning_output_tokens),
    total_tokens: count(fields.total_tokens),
  };
}

export function readTokenCountFast(value: Record<string, unknown>) {
  isUnusual = false;
  const info = plainObject(value.info);
  if (info === null) return done({ info: null });
  const window = info.model_context_window;
  const isWindow = typeof window === "number" && Number.isFinite(window) && window >= 0;
  if (!isWindow && window !== undefined && window !== null) isUnusual = true;
  return done({
    info: {
      total_token_usage: usage(info.total_token_usage),
      last_token_usage: usage(info.last_token_usage),
      model_context_window: isWindow ? window : null,
    },
  });
}
