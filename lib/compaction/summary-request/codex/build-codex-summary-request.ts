import { CHARS_PER_TOKEN } from "../../mechanisms/threshold/config";
import { estimateMessageTokens } from "../estimate-message-tokens";
import type { SummaryMessage, SummaryRequest } from "../summary-request-types";
import {
  codexCompactPrompt,
  CODEX_INSTRUCTIONS_STAND_IN,
  CODEX_SUMMARY_MAX_TOKENS,
} from "./codex-compact-prompt";
import { readCodexHistory } from "./read-codex-history";
import type { CodexCompactionRequest } from "./responses-input";
import { toSummaryMessages } from "./to-summary-messages";

export type BuiltCodexSummaryRequest = {
  /** The same request as messages, for the project's summarizers (offline, a Messages API model). */
  request: SummaryRequest;
  /** What Codex sends: its Responses API body. */
  responses: CodexCompactionRequest;
  estimatedInputTokens: number;
  messageCount: number;
  droppedRecords: number;
};

/**
 * The compaction request Codex CLI sends at a point (conformance lab, 0.169.0; openai/codex
 * `compact.rs`): the whole history since the session began (or its last compaction's rebuilt
 * history), then the compaction prompt as one user message, as a Responses API body; and the
 * same as messages for the summarizers. No prompt-too-long loop here: Codex drops the oldest
 * item and retries on a context-window error, which the replay does not model.
 *
 * @example
 * buildCodexSummaryRequest({ records, model: "gpt-5-codex" }).responses.input.at(-1) // the prompt
 */
export function buildCodexSummaryRequest(input: {
  records: readonly unknown[];
  model: string;
  /** The Codex version at the point: it picks the prompt (null: the newest). */
  version?: string | null;
  prompt?: string;
}): BuiltCodexSummaryRequest {
  const history = readCodexHistory(input.records);
  const prompt = input.prompt ?? codexCompactPrompt(input.version ?? null);
  const promptItem = {
    type: "message" as const,
    role: "user" as const,
    content: [{ type: "input_text" as const, text: prompt }],
  };
  const items = [...history.items, promptItem];
  const messages: SummaryMessage[] = toSummaryMessages(items);
  const request: SummaryRequest = {
    model: input.model,
    system: CODEX_INSTRUCTIONS_STAND_IN,
    messages,
    max_tokens: CODEX_SUMMARY_MAX_TOKENS,
  };
  const estimatedInputTokens = messages.reduce(
    (sum, message) => sum + estimateMessageTokens(message, CHARS_PER_TOKEN),
    0,
  );
  return {
    request,
    responses: {
      model: input.model,
      input: items,
      stream: true,
      store: false,
      tool_choice: "auto",
      parallel_tool_calls: false,
      include: ["reasoning.encrypted_content"],
    },
    estimatedInputTokens,
    messageCount: messages.length,
    droppedRecords: history.skipped,
  };
}
