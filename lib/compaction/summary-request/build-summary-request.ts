import { attemptCompaction, type PtlRetry } from "../attempt-compaction";
import type { PtlMessage } from "../ptl-retry";
import type { ReplayConfig } from "../replay-config";
import * as S from "../seed-constants";
import {
  buildSummaryPrompt,
  SUMMARY_SYSTEM_PROMPT,
  type PartialDirection,
} from "./default-summary-prompt";
import { normalizeSummaryMessages, type DropReason } from "./normalize-summary-messages";
import { estimateMessageTokens } from "./estimate-message-tokens";
import type { SummaryMessage, SummaryRequest } from "./summary-request-types";

export type BuildSummaryRequestInput = {
  /** The raw records of the range (parsed JSON of each line), in file order. */
  records: readonly unknown[];
  model: string;
  /** The summary output cap (`summaryMaxTokens(config)`). */
  maxTokens: number;
  /** A prompt body replacing Claude Code's default (a template); framed the same way. */
  prompt?: string;
  customInstructions?: string;
  partial?: PartialDirection;
  /** The model's window: a longer request follows seed 003's prompt-too-long path. */
  window?: number;
  includeSidechains?: boolean;
  config?: Partial<
    Pick<ReplayConfig, "charsPerToken" | "ptlMaxRetries" | "ptlFallbackDropFraction">
  >;
};

/** Whether the request fits its window, after how many head truncations (seed 003). */
export type PtlOutcome = "fits" | "truncated" | "prompt-too-long" | "nothing-left";

export type BuiltSummaryRequest = {
  request: SummaryRequest;
  /** Seed 002 gG: length/4 of the system prompt and every message, unpadded (the API counts exactly). */
  estimatedInputTokens: number;
  messageCount: number;
  droppedRecords: number;
  dropped: Partial<Record<DropReason, number>>;
  images: number;
  ptlRetries: number;
  ptl: { outcome: PtlOutcome; retries: PtlRetry[]; droppedMessages: number };
};

/**
 * The summary's output cap under a profile: `maxOutputTokens` capped by the compact output
 * cap where the profile has one (seed 003: 20,000 from 2.1.22; older profiles: 32,000).
 *
 * @example
 * summaryMaxTokens({ maxOutputTokens: 32_000, outputReserveCap: 20_000 }) // 20_000
 */
export function summaryMaxTokens(
  c: Pick<ReplayConfig, "maxOutputTokens" | "outputReserveCap">,
): number {
  return Math.min(c.maxOutputTokens, c.outputReserveCap ?? c.maxOutputTokens);
}

function appendPrompt(messages: SummaryMessage[], prompt: string): SummaryMessage[] {
  const last = messages.at(-1);
  if (last?.role !== "user") return [...messages, { role: "user", content: prompt }];
  const blocks =
    typeof last.content === "string"
      ? [{ type: "text" as const, text: last.content }]
      : last.content;
  // Seed 002: the prompt goes through the same filter, so it merges into a last user message.
  return [
    ...messages.slice(0, -1),
    { role: "user", content: [...blocks, { type: "text", text: prompt }] },
  ];
}

/**
 * The exact request Claude Code sends to summarise a range (SPEC section 6): seed 002's
 * system prompt, the normalised messages, the prompt as the last user message, `max_tokens`
 * the profile's summary cap. Over `window`, seed 003's prompt-too-long loop drops the oldest
 * API-round groups (the engine's `attemptCompaction`, up to 3 retries) and says how it ended.
 *
 * @example
 * buildSummaryRequest({ records, model: "claude-sonnet-4-5", maxTokens: 20_000 }).request.messages.at(-1)?.role // "user"
 */
export function buildSummaryRequest(input: BuildSummaryRequestInput): BuiltSummaryRequest {
  const charsPerToken = input.config?.charsPerToken ?? S.CHARS_PER_TOKEN;
  const normal = normalizeSummaryMessages(input.records, {
    includeSidechains: input.includeSidechains,
  });
  const prompt = buildSummaryPrompt({
    base: input.prompt,
    partial: input.partial,
    customInstructions: input.customInstructions,
  });
  const fixed = Math.round((SUMMARY_SYSTEM_PROMPT.length + prompt.length) / charsPerToken);
  const ptlMessages: PtlMessage[] = normal.messages.map((m, i) => ({
    role: m.role,
    tokens: estimateMessageTokens(m, charsPerToken),
    roundId: normal.roundIds[i] ?? undefined,
  }));
  const total = fixed + ptlMessages.reduce((n, m) => n + m.tokens, 0);
  let messages = normal.messages;
  let ptl: BuiltSummaryRequest["ptl"] = { outcome: "fits", retries: [], droppedMessages: 0 };
  // Unpadded: the API counts the real request; seed 002's 4/3 pads the pre-call check only.
  if (input.window !== undefined && total > input.window) {
    const attempt = attemptCompaction(
      {
        requestTokens: total,
        window: input.window,
        buildMessages: () => ptlMessages,
        isInjectedFailure: false,
      },
      {
        ptlMaxRetries: input.config?.ptlMaxRetries ?? S.PTL_MAX_RETRIES,
        ptlFallbackDropFraction:
          input.config?.ptlFallbackDropFraction ?? S.PTL_FALLBACK_DROP_FRACTION,
        ptlGapParseable: true,
      },
    );
    const kept = attempt.messages ?? ptlMessages;
    // truncateHeadForPtlRetry keeps the very objects it was given: map them back to messages.
    const position = new Map(ptlMessages.map((m, i) => [m, i]));
    messages = kept.map((m) =>
      m.isMarker === true
        ? { role: "user", content: S.PTL_RETRY_MARKER }
        : (normal.messages[position.get(m) ?? -1] as SummaryMessage),
    );
    const outcome: PtlOutcome = attempt.ok
      ? "truncated"
      : attempt.reason === "nothing-left"
        ? "nothing-left"
        : "prompt-too-long";
    ptl = {
      outcome,
      retries: attempt.retries,
      droppedMessages: normal.messages.length - kept.filter((m) => m.isMarker !== true).length,
    };
  }
  const request: SummaryRequest = {
    model: input.model,
    system: SUMMARY_SYSTEM_PROMPT,
    messages: appendPrompt(messages, prompt),
    max_tokens: input.maxTokens,
  };
  const system = Math.round(SUMMARY_SYSTEM_PROMPT.length / charsPerToken);
  const sent =
    system + request.messages.reduce((n, m) => n + estimateMessageTokens(m, charsPerToken), 0);
  const droppedRecords = Object.values(normal.dropped).reduce((n, c) => n + c, 0);
  return {
    request,
    estimatedInputTokens: sent,
    messageCount: request.messages.length,
    droppedRecords,
    dropped: normal.dropped,
    images: normal.images,
    ptlRetries: ptl.retries.length,
    ptl,
  };
}
