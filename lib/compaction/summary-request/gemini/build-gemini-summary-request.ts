import { CHARS_PER_TOKEN } from "../../mechanisms/threshold/config";
import { estimateMessageTokens } from "../estimate-message-tokens";
import type { SummaryMessage, SummaryRequest } from "../summary-request-types";
import {
  GEMINI_COMPRESSION_PROMPT,
  GEMINI_COMPRESSION_SYSTEM,
  GEMINI_SUMMARY_MAX_TOKENS,
} from "./gemini-compress-prompt";
import { readGeminiHistory, type GeminiContent } from "./read-gemini-history";
import { toGeminiSummaryMessages } from "./to-summary-messages";

/** The body Gemini CLI posts to `models/<compression model>:generateContent`. */
export type GeminiCompressionRequest = {
  contents: GeminiContent[];
  systemInstruction: { parts: { text: string }[] };
  generationConfig: Record<string, never>;
};

export type BuiltGeminiSummaryRequest = {
  /** The same request as messages, for the project's summarizers (offline, a Messages API model). */
  request: SummaryRequest;
  /** What Gemini CLI sends: its generateContent body. */
  gemini: GeminiCompressionRequest;
  estimatedInputTokens: number;
  messageCount: number;
};

/**
 * The compression request Gemini CLI sends for a range (lab: 0.61.0, 0.30.0): the history the
 * range leaves the client holding (the part it summarises: what is kept verbatim stays out of
 * the range), then the new-snapshot prompt as a user message, under the state-snapshot system
 * instruction; and the same as messages for the summarizers. The client's second request (it
 * asks the model to check its own snapshot) is not built: one summary is what a replay needs.
 *
 * @example
 * buildGeminiSummaryRequest({ records, model: "gemini-3.1-pro-preview" }).gemini.contents.at(-1) // the prompt
 */
export function buildGeminiSummaryRequest(input: {
  records: readonly unknown[];
  model: string;
  prompt?: string;
}): BuiltGeminiSummaryRequest {
  const prompt = input.prompt ?? GEMINI_COMPRESSION_PROMPT;
  const contents: GeminiContent[] = [
    ...readGeminiHistory(input.records),
    { role: "user", parts: [{ text: prompt }] },
  ];
  const messages: SummaryMessage[] = toGeminiSummaryMessages(contents);
  const request: SummaryRequest = {
    model: input.model,
    system: GEMINI_COMPRESSION_SYSTEM,
    messages,
    max_tokens: GEMINI_SUMMARY_MAX_TOKENS,
  };
  const estimatedInputTokens = messages.reduce(
    (sum, message) => sum + estimateMessageTokens(message, CHARS_PER_TOKEN),
    Math.ceil(GEMINI_COMPRESSION_SYSTEM.length / CHARS_PER_TOKEN),
  );
  return {
    request,
    gemini: {
      contents,
      systemInstruction: { parts: [{ text: GEMINI_COMPRESSION_SYSTEM }] },
      generationConfig: {},
    },
    estimatedInputTokens,
    messageCount: messages.length,
  };
}
