import { attemptCompaction, type PtlRetry } from "../mechanisms/ptl-retry/attempt-compaction";
import { sessionOutputLimit } from "../config/model-windows";
import type { PtlMessage } from "../mechanisms/ptl-retry/truncate-head";
import type { ReplayConfig } from "../config/replay-config";
import {
  PTL_FALLBACK_DROP_FRACTION,
  PTL_MAX_RETRIES,
  PTL_RETRY_MARKER,
} from "../mechanisms/ptl-retry/config";
import { CHARS_PER_TOKEN } from "../mechanisms/threshold/config";
import { buildSummaryPrompt, type PartialDirection } from "./default-summary-prompt";
import { normalizeSummaryMessages, type DropReason } from "./normalize-summary-messages";
import { estimateMessageTokens } from "./estimate-message-tokens";
import { requestShape } from "./request-shape";
import {
  profileMaxTokens,
  DEFERRED_TOOLS_MESSAGE,
  summaryRequestProfile,
  type SummaryRequestProfile,
} from "./request-profiles";
import type { SummaryMessage, SummaryRequest } from "./summary-request-types";
import type { HarnessId } from "../../transcript/harness";
import { buildCodexSummaryRequest } from "./codex/build-codex-summary-request";
import type { CodexCompactionRequest } from "./codex/responses-input";
import {
  buildGeminiSummaryRequest,
  type GeminiCompressionRequest,
} from "./gemini/build-gemini-summary-request";

export type BuildSummaryRequestInput = {
  /** The raw records of the range (parsed JSON of each line), in file order. */
  records: readonly unknown[];
  /** The harness that wrote them (Claude Code when absent): whose request is built. */
  harness?: HarnessId;
  model: string;
  /**
   * The Claude Code version of the transcript at the point (null: unknown, the newest
   * profile): it picks the request's shape (request-profiles.ts).
   */
  version: string | null;
  /**
   * CLAUDE_CODE_MAX_OUTPUT_TOKENS where the session set it (clamped to the model's most);
   * unset, the model's own output limit (`sessionOutputLimit`, model-windows.ts: 64,000 for
   * claude-opus-4-6, 32,000 for claude-sonnet-4-5).
   */
  maxOutputTokens?: number;
  /** `max_tokens` as given, instead of the version's rule. */
  maxTokens?: number;
  /** The boundary's `compactMetadata.preservedMessages.uuids` (preserved-uuids.ts), at a recorded point. */
  preservedUuids?: readonly string[];
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
  /** The request profile the version picked (since which version, measured on which). */
  requestProfile: Pick<SummaryRequestProfile, "since" | "measured">;
  /** Seed 002 gG: length/4 of the system prompt and every message, unpadded (the API counts exactly). */
  estimatedInputTokens: number;
  messageCount: number;
  droppedRecords: number;
  dropped: Partial<Record<DropReason, number>>;
  images: number;
  ptlRetries: number;
  ptl: { outcome: PtlOutcome; retries: PtlRetry[]; droppedMessages: number };
  /** Codex's own request (its Responses API body), where Codex wrote the session. */
  responses?: CodexCompactionRequest;
  /** Gemini CLI's own request (its generateContent body), where Gemini CLI wrote the session. */
  gemini?: GeminiCompressionRequest;
};

/** The Codex version the lab captured the compaction request of. */
const CODEX_REQUEST_MEASURED = ["0.169.0"];
/** The Gemini CLI versions the lab captured the compression request of. */
const GEMINI_REQUEST_MEASURED = ["0.30.0", "0.61.0"];

/**
 * The summary's output cap under a profile: `maxOutputTokens` capped by the compact output
 * cap where the profile has one (20,000 from 2.1.21, the lab, where seed 003 says 2.1.22; older profiles: 32,000).
 *
 * @example
 * summaryMaxTokens({ maxOutputTokens: 32_000, outputReserveCap: 20_000 }) // 20_000
 */
export function summaryMaxTokens(
  c: Pick<ReplayConfig, "maxOutputTokens" | "outputReserveCap">,
): number {
  return Math.min(c.maxOutputTokens, c.outputReserveCap ?? c.maxOutputTokens);
}

function appendPrompt(
  messages: SummaryMessage[],
  prompt: string,
  pending: SummaryRequestProfile["pendingUserMessage"],
): SummaryMessage[] {
  const last = messages.at(-1);
  if (last?.role !== "user") return [...messages, { role: "user", content: prompt }];
  // 2.1.326 on: the message the compaction precedes stays out, the prompt stands alone. A
  // message of tool results is not such a message (the turn is still running).
  const isToolResults =
    Array.isArray(last.content) && last.content.some((b) => b.type === "tool_result");
  if (pending === "kept-out" && !isToolResults)
    return [...messages.slice(0, -1), { role: "user", content: prompt }];
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
 * The request the transcript's Claude Code version sends to summarise a range (SPEC section
 * 6), in that version's shape (request-profiles.ts, measured by the conformance lab): its
 * system prompt, tools, thinking and `max_tokens`, the normalised messages, and the prompt as
 * the last user message (with the pending user message merged into it, or alone). Over `window`, seed 003's prompt-too-long loop drops the oldest
 * API-round groups (the engine's `attemptCompaction`, up to 3 retries) and says how it ended.
 *
 * @example
 * buildSummaryRequest({ records, model: "claude-sonnet-4-5", version: "2.1.63" }).request.max_tokens // 20_000
 */
export function buildSummaryRequest(input: BuildSummaryRequestInput): BuiltSummaryRequest {
  if (input.harness === "codex") return codexRequest(input);
  if (input.harness === "gemini-cli") return geminiRequest(input);
  const charsPerToken = input.config?.charsPerToken ?? CHARS_PER_TOKEN;
  const profile = summaryRequestProfile(input.version);
  const maxTokens =
    input.maxTokens ??
    profileMaxTokens(
      profile,
      sessionOutputLimit(input.model, input.version, input.maxOutputTokens),
    );
  const shape = requestShape(profile, maxTokens, input.version, input.model);
  const normal = normalizeSummaryMessages(input.records, {
    includeSidechains: input.includeSidechains,
    leaveOut:
      profile.preservedMessages === "left-out" ? new Set(input.preservedUuids ?? []) : undefined,
  });
  const prompt = buildSummaryPrompt({
    base: input.prompt,
    partial: input.partial,
    customInstructions: input.customInstructions,
    frame: profile.frame,
    repeatsSectionSix: profile.repeatsSectionSix,
  });
  const fixed = Math.round((shape.system.length + prompt.length) / charsPerToken);
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
        ptlMaxRetries: input.config?.ptlMaxRetries ?? PTL_MAX_RETRIES,
        ptlFallbackDropFraction:
          input.config?.ptlFallbackDropFraction ?? PTL_FALLBACK_DROP_FRACTION,
        ptlGapParseable: true,
      },
    );
    const kept = attempt.messages ?? ptlMessages;
    // truncateHeadForPtlRetry keeps the very objects it was given: map them back to messages.
    const position = new Map(ptlMessages.map((m, i) => [m, i]));
    messages = kept.map((m) =>
      m.isMarker === true
        ? { role: "user", content: PTL_RETRY_MARKER }
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
    ...shape,
    messages: [
      ...(profile.tools === "deferred-read"
        ? [{ role: "user" as const, content: DEFERRED_TOOLS_MESSAGE }]
        : []),
      ...appendPrompt(messages, prompt, profile.pendingUserMessage),
    ],
    max_tokens: maxTokens,
  };
  const system = Math.round(shape.system.length / charsPerToken);
  const sent =
    system + request.messages.reduce((n, m) => n + estimateMessageTokens(m, charsPerToken), 0);
  const droppedRecords = Object.values(normal.dropped).reduce((n, c) => n + c, 0);
  return {
    request,
    requestProfile: { since: profile.since, measured: profile.measured },
    estimatedInputTokens: sent,
    messageCount: request.messages.length,
    droppedRecords,
    dropped: normal.dropped,
    images: normal.images,
    ptlRetries: ptl.retries.length,
    ptl,
  };
}

/** Codex's request, in the fields every built request has (no prompt-too-long loop: codex/). */
function codexRequest(input: BuildSummaryRequestInput): BuiltSummaryRequest {
  const built = buildCodexSummaryRequest({
    records: input.records,
    model: input.model,
    version: input.version,
    ...(input.prompt === undefined ? {} : { prompt: input.prompt }),
  });
  return {
    request: built.request,
    requestProfile: { since: "0", measured: CODEX_REQUEST_MEASURED },
    estimatedInputTokens: built.estimatedInputTokens,
    messageCount: built.messageCount,
    droppedRecords: built.droppedRecords,
    dropped: {},
    images: 0,
    ptlRetries: 0,
    ptl: { outcome: "fits", retries: [], droppedMessages: 0 },
    responses: built.responses,
  };
}

/** Gemini CLI's request, in the fields every built request has (no prompt-too-long loop). */
function geminiRequest(input: BuildSummaryRequestInput): BuiltSummaryRequest {
  const built = buildGeminiSummaryRequest({
    records: input.records,
    model: input.model,
    ...(input.prompt === undefined ? {} : { prompt: input.prompt }),
  });
  return {
    request: built.request,
    requestProfile: { since: "0", measured: GEMINI_REQUEST_MEASURED },
    estimatedInputTokens: built.estimatedInputTokens,
    messageCount: built.messageCount,
    droppedRecords: 0,
    dropped: {},
    images: 0,
    ptlRetries: 0,
    ptl: { outcome: "fits", retries: [], droppedMessages: 0 },
    gemini: built.gemini,
  };
}
