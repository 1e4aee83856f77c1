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

/**
 * A tool the request declares. Claude Code sends its own definitions; the builder sends the
 * same names with a stand-in description and an open schema (Claude Code's text is never
 * copied), which keeps the tool blocks of the history valid for the API.
 */
export type SummaryTool = {
  name: string;
  description: string;
  input_schema: { type: "object" };
};

/**
 * Extended thinking as the fork inherits it from the main loop: a budget of max_tokens - 1, or
 * adaptive (no budget) on a model whose main loop thinks adaptively (claude-opus-4-6).
 */
export type SummaryThinking =
  | { type: "enabled"; budget_tokens: number; display?: "updates" }
  | { type: "adaptive"; display?: "updates" };

export type SummaryContextManagement = {
  edits: { type: "clear_thinking_20251015"; keep: "all" }[];
};

/**
 * The body of `POST /v1/messages` for one summarization, in the shape the transcript's Claude
 * Code version sends it (request-profiles.ts): the optional fields are absent where it sends none.
 */
export type SummaryRequest = {
  model: string;
  system: string;
  messages: SummaryMessage[];
  max_tokens: number;
  temperature?: number;
  thinking?: SummaryThinking;
  context_management?: SummaryContextManagement;
  tools?: SummaryTool[];
};
