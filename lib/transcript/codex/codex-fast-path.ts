import { count, finishRecord, list, markUnusual, object, startRecord, text } from "../fast-fields";
import type { CodexTokenUsage, ResponseItemPayload } from "./codex-schema";

/**
 * Hand-checked readers for the hottest Codex line shapes, with the field readers Claude
 * Code's record-fast-path.ts uses (fast-fields.ts): each returns exactly what its zod schema
 * in codex-schema.ts would, or `undefined` as soon as a field is of a type the schema would
 * repair, and the caller then asks zod. A rollout has about three lines per kilobyte, so zod's per-field work was most of
 * its parsing time (codex-fast-path.test.ts pins the equality).
 */

export function readCodexLineFast(value: Record<string, unknown>) {
  startRecord();
  return finishRecord({
    timestamp: text(value.timestamp),
    type: text(value.type),
    payload: object(value.payload),
  });
}

export function readResponseItemFast(
  value: Record<string, unknown>,
): ResponseItemPayload | undefined {
  startRecord();
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
  return finishRecord(item);
}

/** `turn_context`: one a turn (the model can change between turns). */
export function readTurnContextFast(value: Record<string, unknown>) {
  startRecord();
  return finishRecord({ model: text(value.model), cwd: text(value.cwd) });
}

/** `session_meta`: one a file, and one more each time a session is resumed or forked. */
export function readSessionMetaFast(value: Record<string, unknown>) {
  startRecord();
  const meta: {
    id: string | null;
    session_id: string | null;
    thread_id: string | null;
    cwd: string | null;
    cli_version: string | null;
    originator: string | null;
    model_provider: string | null;
    source?: unknown;
  } = {
    id: text(value.id),
    session_id: text(value.session_id),
    thread_id: text(value.thread_id),
    cwd: text(value.cwd),
    cli_version: text(value.cli_version),
    originator: text(value.originator),
    model_provider: text(value.model_provider),
  };
  if ("source" in value) meta.source = value.source;
  return finishRecord(meta);
}

function usage(value: unknown): CodexTokenUsage | null {
  const fields = object(value);
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
  startRecord();
  const info = object(value.info);
  if (info === null) return finishRecord({ info: null });
  const window = info.model_context_window;
  const isWindow = typeof window === "number" && Number.isFinite(window) && window >= 0;
  if (!isWindow && window !== undefined && window !== null) markUnusual();
  return finishRecord({
    info: {
      total_token_usage: usage(info.total_token_usage),
      last_token_usage: usage(info.last_token_usage),
      model_context_window: isWindow ? window : null,
    },
  });
}
