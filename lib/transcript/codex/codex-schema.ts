import { z } from "zod";

/**
 * Zod schemas for the payloads of a Codex rollout's lines (FORMAT.md §11; the types are
 * `RolloutItem`, `ResponseItem`, `EventMsg`, `TokenUsage` and `CompactedItem` of openai/codex's
 * protocol crate). Lenient like the Claude Code schemas: a field of the wrong type reads as
 * absent, so a line we cannot fully read is still counted and kept. Fields differ across
 * releases (a field renamed, a string grown into a list): each reads every form seen.
 */
const text = z.string().nullable().default(null).catch(null);
const count = z.number().finite().nonnegative().default(0).catch(0);
const nullableCount = z.number().finite().nonnegative().nullable().default(null).catch(null);
const list = z.array(z.unknown()).nullable().default(null).catch(null);

/** `{ timestamp, type, payload }`: every rollout line. */
export const codexLineSchema = z.object({
  timestamp: text,
  type: text,
  payload: z.record(z.string(), z.unknown()).nullable().default(null).catch(null),
});

/** `SessionMeta`: `id` (older) or `session_id`/`thread_id` (newer); `source` from 0.4x. */
export const sessionMetaSchema = z.object({
  id: text,
  session_id: text,
  thread_id: text,
  cwd: text,
  cli_version: text,
  originator: text,
  model_provider: text,
  source: z.unknown().optional(),
});

export const turnContextSchema = z.object({ model: text, cwd: text });

/**
 * One `ResponseItem`, every variant's fields as optional ones (the code switches on `type`):
 * `message` (role, content), `reasoning` (summary, content, encrypted_content),
 * `function_call` (name, arguments, call_id), `custom_tool_call` (name, input, call_id),
 * `local_shell_call` (call_id, action), their `*_output` (call_id, output), and the rest.
 */
export const responseItemSchema = z.object({
  type: text,
  role: text,
  content: list,
  summary: list,
  name: text,
  arguments: z.unknown().optional(),
  input: z.unknown().optional(),
  call_id: text,
  id: text,
  output: z.unknown().optional(),
  action: z.unknown().optional(),
  encrypted_content: text,
});
export type ResponseItemPayload = z.infer<typeof responseItemSchema>;

/** `TokenUsage`: `input_tokens` already includes `cached_input_tokens`. */
export const tokenUsageSchema = z.object({
  input_tokens: count,
  cached_input_tokens: count,
  /** 0.169 and later. */
  cache_write_input_tokens: count,
  output_tokens: count,
  reasoning_output_tokens: count,
  total_tokens: count,
});
export type CodexTokenUsage = z.infer<typeof tokenUsageSchema>;

/** `event_msg` `token_count`: `info` is null on events that carry only rate limits. */
export const tokenCountSchema = z.object({
  info: z
    .object({
      total_token_usage: tokenUsageSchema.nullable().default(null).catch(null),
      last_token_usage: tokenUsageSchema.nullable().default(null).catch(null),
      model_context_window: nullableCount,
    })
    .nullable()
    .default(null)
    .catch(null),
});

/** `CompactedItem`: the summary in `message` (local compaction) and, later, the new history. */
export const compactedSchema = z.object({
  message: text,
  replacement_history: list,
});

/** `event_msg` `thread_name_updated` (newer releases): the session's human name. */
export const threadNameSchema = z.object({ thread_name: text, name: text });
