/**
 * The summarization request Claude Code sends at a compaction point (SPEC section 6), in the
 * Messages API's own shape, so the SDK sends it as it is and the fake server can compare it
 * field by field. The engine builds it; `lib/llm` sends it; `lib/summaries` reads its
 * messages to score a summary. Kept free of the SDK's types: the engine stays pure.
 */

export type SummaryTextBlock = { type: "text"; text: string };

export type SummaryToolUseBlock = { type: "tool_use"; id: string; name: string; input: unknown };

export type SummaryToolResultBlock = {
  type: "tool_result";
  tool_use_id: string;
  content: string | SummaryTextBlock[];
  is_error?: boolean;
};

export type SummaryContentBlock = SummaryTextBlock | SummaryToolUseBlock | SummaryToolResultBlock;

export type SummaryMessage = {
  role: "user" | "assistant";
  content: string | SummaryContentBlock[];
};

/** The body of `POST /v1/messages` for one summarization. */
export type SummaryRequest = {
  model: string;
  system: string;
  messages: SummaryMessage[];
  max_tokens: number;
};
