import { z } from "zod";
import { LAB_PROMPT_MARKER, messageText, SUMMARY_TEXT } from "./classify-codex-request";
import type { RecordedCodexRequest } from "./fake-responses-api";

/**
 * What a Codex version sent and wrote around one compaction, as facts small enough for the
 * matrix (never the client's text beyond a prompt's first line): the compaction request's
 * shape, the history the next request carried (what the rebuild kept) and the `compacted`
 * line's keys. Pure: the probe hands over the recorded requests and the rollout's text.
 */

export const codexRequestFactsSchema = z.object({
  endpoint: z.string(),
  /** The input items in order, one letter each (see ITEM_LETTERS). */
  items: z.string(),
  tools: z.number(),
  instructionsChars: z.number(),
  promptFirstLine: z.string(),
  promptChars: z.number(),
  /**
   * The next turn's user message, pending when the client compacted before that turn, is in the
   * request; null when it compacted inside a turn (no message was pending).
   */
  pendingMessageIncluded: z.boolean().nullable(),
});
export type CodexRequestFacts = z.infer<typeof codexRequestFactsSchema>;

export const codexRolloutFactsSchema = z.object({
  compactedKeys: z.array(z.string()),
  /** The `compacted` line's message holds the summary in clear (a local compaction). */
  summaryReadable: z.boolean(),
  /** The summary answer is also written as an assistant `response_item` before the line. */
  summaryAsAssistantItem: z.boolean(),
  /** The `token_count` after the line reports an all-zero last usage (its total an estimate). */
  zeroUsageAfter: z.boolean(),
});
export type CodexRolloutFacts = z.infer<typeof codexRolloutFactsSchema>;

/**
 * One letter per input item: d developer message, i initial-context user message (environment
 * context, AGENTS.md, user instructions), u a user message the lab sent, s the summary (the
 * fake's text, with or without the client's prefix), p any other user message (the client's
 * prompt), a assistant message, t tools declared as an item, c a compaction item (a remote
 * compaction's opaque summary), o anything else.
 */
const COMPACTION_ITEM_TYPES = new Set(["compaction", "compaction_summary"]);
const INITIAL_CONTEXT = /^(<environment_context>|<user_instructions>|# AGENTS\.md|<permissions)/;
function itemLetter(item: unknown): string {
  const parsed = z
    .looseObject({
      type: z.string().optional(),
      role: z.string().optional(),
      content: z.unknown().optional(),
    })
    .safeParse(item);
  if (!parsed.success) return "o";
  const { type, role, content } = parsed.data;
  if (type === "additional_tools") return "t";
  if (type !== undefined && COMPACTION_ITEM_TYPES.has(type)) return "c";
  if (type !== undefined && type !== "message") return "o";
  if (role === "developer" || role === "system") return "d";
  if (role === "assistant") return "a";
  const text = messageText(content);
  if (text.includes(SUMMARY_TEXT)) return "s";
  if (text.includes(LAB_PROMPT_MARKER)) return "u";
  if (INITIAL_CONTEXT.test(text.trimStart())) return "i";
  return "p";
}

const bodySchema = z.looseObject({
  input: z.array(z.unknown()),
  tools: z.array(z.unknown()).optional(),
  instructions: z.string().optional(),
});

export function itemLetters(body: unknown): string {
  const parsed = bodySchema.safeParse(body);
  return parsed.success ? parsed.data.input.map(itemLetter).join("") : "";
}

/**
 * The compaction request's facts; `pendingPrompt` is the lab prompt of the turn the client
 * compacted before (null: it compacted inside a turn).
 */
export function compactionRequestFacts(
  request: RecordedCodexRequest,
  pendingPrompt: string | null,
): CodexRequestFacts {
  const parsed = bodySchema.safeParse(request.body);
  const input = parsed.success ? parsed.data.input : [];
  const last = input.at(-1);
  const prompt = last === undefined ? "" : messageText((last as { content?: unknown }).content);
  return {
    endpoint: request.path,
    items: itemLetters(request.body),
    tools: parsed.success ? (parsed.data.tools?.length ?? 0) : 0,
    instructionsChars: parsed.success ? (parsed.data.instructions?.length ?? 0) : 0,
    promptFirstLine: prompt.split("\n")[0] ?? "",
    promptChars: prompt.length,
    pendingMessageIncluded:
      pendingPrompt === null ? null : JSON.stringify(request.body).includes(pendingPrompt),
  };
}

const rolloutLineSchema = z.looseObject({ type: z.string(), payload: z.unknown() });
const payloadSchema = z.looseObject({ type: z.string().optional() });
const tokenCountSchema = z.looseObject({
  type: z.literal("token_count"),
  info: z
    .looseObject({
      last_token_usage: z.looseObject({ input_tokens: z.number(), output_tokens: z.number() }),
    })
    .nullable(),
});

function parseLines(rollout: string) {
  return rollout
    .split("\n")
    .filter((l) => l.trim())
    .flatMap((l) => {
      try {
        const parsed = rolloutLineSchema.safeParse(JSON.parse(l));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
}

/** The first `compacted` line's facts, or null when the rollout has none. */
export function compactedLineFacts(rollout: string): CodexRolloutFacts | null {
  const lines = parseLines(rollout);
  const at = lines.findIndex((l) => l.type === "compacted");
  const compacted = lines[at];
  if (!compacted) return null;
  const payload = z.record(z.string(), z.unknown()).safeParse(compacted.payload);
  const keys = payload.success ? Object.keys(payload.data).sort() : [];
  const message = payload.success ? payload.data.message : undefined;
  const summaryAsAssistantItem = lines
    .slice(0, at)
    .some(
      (l) =>
        l.type === "response_item" &&
        JSON.stringify(l.payload).includes(SUMMARY_TEXT) &&
        payloadSchema.safeParse(l.payload).data?.type === "message",
    );
  const nextCount = lines
    .slice(at + 1)
    .map((l) => tokenCountSchema.safeParse(l.payload))
    .find((p) => p.success && p.data.info !== null);
  const usage = nextCount?.data?.info?.last_token_usage;
  return {
    compactedKeys: keys,
    summaryReadable: typeof message === "string" && message.includes(SUMMARY_TEXT),
    summaryAsAssistantItem,
    zeroUsageAfter: usage !== undefined && usage.input_tokens === 0 && usage.output_tokens === 0,
  };
}

/** `model_context_window` as the rollout's first `token_count` or `task_started` says it. */
export function reportedWindow(rollout: string): number | null {
  const match = /"model_context_window":(\d+)/.exec(rollout);
  return match ? Number(match[1]) : null;
}
