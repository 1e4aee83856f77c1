import type {
  SummaryContentBlock,
  SummaryMessage,
} from "../../compaction/summary-request/summary-request-types";

/** One step of a hand-made conversation for the metric tests. */
export type Step =
  | { user: string }
  | { assistant: string }
  | { tool: string; input: Record<string, unknown>; result: string; isError?: boolean };

/**
 * A `SummaryMessage[]` as the request builder normalises a range: user text, assistant text,
 * and each tool call as an assistant tool_use followed by a user tool_result.
 *
 * @example
 * makeConversation([{ user: "fix it" }, { tool: "Read", input: { file_path: "/a.ts" }, result: "x" }]).length // 3
 */
export function makeConversation(steps: Step[]): SummaryMessage[] {
  return steps.flatMap((step, i): SummaryMessage[] => {
    if ("user" in step) return [{ role: "user", content: step.user }];
    if ("assistant" in step)
      return [{ role: "assistant", content: [{ type: "text", text: step.assistant }] }];
    const id = `toolu_${i}`;
    const use: SummaryContentBlock = { type: "tool_use", id, name: step.tool, input: step.input };
    const result: SummaryContentBlock = {
      type: "tool_result",
      tool_use_id: id,
      content: step.result,
      ...(step.isError ? { is_error: true } : {}),
    };
    return [
      { role: "assistant", content: [use] },
      { role: "user", content: [result] },
    ];
  });
}
