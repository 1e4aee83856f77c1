import type { CodexTokenUsage } from "../codex-schema";

/**
 * Tiny Codex rollout lines for tests, in the shapes FORMAT.md §11 describes. Each helper
 * answers one line's JSON object; `toRollout` joins them into a file's bytes.
 */
type Usage = Omit<CodexTokenUsage, "cache_write_input_tokens">;

const AT = "2026-01-10T10:00:00.000Z";

export function line(type: string, payload: unknown, timestamp = AT) {
  return { timestamp, type, payload };
}

export const sessionMeta = (fields: Record<string, unknown> = {}) =>
  line("session_meta", {
    id: "019a0000-0000-7000-8000-000000000001",
    cwd: "/work/app",
    originator: "codex_cli_rs",
    cli_version: "0.44.0",
    ...fields,
  });

export const turnContext = (model = "gpt-5-codex") =>
  line("turn_context", { cwd: "/work/app", model, approval_policy: "never" });

export const userMessage = (text: string) =>
  line("response_item", { type: "message", role: "user", content: [{ type: "input_text", text }] });

export const assistantMessage = (text: string) =>
  line("response_item", {
    type: "message",
    role: "assistant",
    content: [{ type: "output_text", text }],
  });

export const reasoning = (summary: string) =>
  line("response_item", {
    type: "reasoning",
    summary: [{ type: "summary_text", text: summary }],
    encrypted_content: "gAAAA",
  });

export const functionCall = (callId: string, name: string, args: unknown) =>
  line("response_item", {
    type: "function_call",
    name,
    arguments: JSON.stringify(args),
    call_id: callId,
  });

export const functionOutput = (callId: string, output: unknown) =>
  line("response_item", { type: "function_call_output", call_id: callId, output });

export function usage(input: number, cached: number, output: number): Usage {
  return {
    input_tokens: input,
    cached_input_tokens: cached,
    output_tokens: output,
    reasoning_output_tokens: 0,
    total_tokens: input + output,
  };
}

const ZERO = usage(0, 0, 0);

/** A token_count whose last call used `last`; `total` is the running sum the caller keeps. */
export const tokenCount = (last: Usage | null, total: Usage = last ?? ZERO, window = 272_000) =>
  line("event_msg", {
    type: "token_count",
    info:
      last === null
        ? null
        : { total_token_usage: total, last_token_usage: last, model_context_window: window },
    rate_limits: null,
  });

export const rateLimitsOnly = () =>
  line("event_msg", { type: "token_count", info: null, rate_limits: { primary: null } });

export const compacted = (message: string, replacementHistory?: unknown[]) =>
  line("compacted", {
    message,
    ...(replacementHistory === undefined ? {} : { replacement_history: replacementHistory }),
  });

export const ENCRYPTED_HISTORY = [
  { type: "message", role: "user", content: [{ type: "input_text", text: "fix the tests" }] },
  { type: "compaction", encrypted_content: "gAAAAABencrypted" },
];

export function toRollout(lines: unknown[]): Uint8Array {
  return new TextEncoder().encode(lines.map((value) => JSON.stringify(value)).join("\n") + "\n");
}
