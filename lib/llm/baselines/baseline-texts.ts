import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";
import { blocksOf, withoutClaudeCodeNotes } from "../../summaries/read-messages";
import type { Baseline } from "../../contracts/summary-baseline";
import { renderRange } from "./render-range";

/**
 * Tool results kept verbatim by "mask old tool outputs": the most recent ten, as the
 * observation masking of "The Complexity Trap" (arXiv 2508.21433) keeps the last ten turns'
 * observations and found it matched LLM summaries at half the cost.
 */
export const MASK_KEEP_RECENT_RESULTS = 10;

/** What a masked tool result says in place of its output. */
export const MASKED_PLACEHOLDER = "[old tool output masked]";

/** The tool_use ids of every tool result but the last `keep`, oldest first. */
function olderResults(messages: readonly SummaryMessage[], keep: number): Set<string> {
  const ids = messages.flatMap((m) =>
    blocksOf(m).flatMap((b) => (b.type === "tool_result" ? [b.tool_use_id] : [])),
  );
  return new Set(ids.slice(0, Math.max(0, ids.length - keep)));
}

/** The text the user typed in each user message of the range, Claude Code's notes removed. */
function userTexts(messages: readonly SummaryMessage[]): string[] {
  return messages.flatMap((m) => {
    if (m.role !== "user") return [];
    const typed = blocksOf(m).flatMap((b) => (b.type === "text" ? [b.text] : []));
    const text = withoutClaudeCodeNotes(typed.join("\n"));
    return text === "" ? [] : [text];
  });
}

/**
 * A baseline's text for a summarised range (the request's messages without the summary
 * prompt) and the files Claude Code's policy restores after the compaction at that point:
 * - mask-tool-outputs: the whole range rendered (renderRange), every tool result but the last
 *   MASK_KEEP_RECENT_RESULTS replaced by MASKED_PLACEHOLDER;
 * - last-user-messages: the last N messages the user typed, verbatim, oldest first, one
 *   paragraph each under "User:";
 * - policy-no-summary: an empty summary, so only what the policy restores: one "Restored
 *   <path>" line per file, or a sentence saying nothing was restored.
 *
 * @example
 * baselineText({ kind: "last-user-messages", n: 1 }, messages, []) // "User: and now the tests"
 */
export function baselineText(
  baseline: Baseline,
  messages: readonly SummaryMessage[],
  restoredFiles: readonly string[],
): string {
  switch (baseline.kind) {
    case "mask-tool-outputs":
      return renderRange(
        messages,
        olderResults(messages, MASK_KEEP_RECENT_RESULTS),
        MASKED_PLACEHOLDER,
      );
    case "last-user-messages":
      return userTexts(messages)
        .slice(-baseline.n)
        .map((text) => `User: ${text}`)
        .join("\n\n");
    case "policy-no-summary":
      return restoredFiles.length === 0
        ? "No summary, and the policy restored no file."
        : restoredFiles.map((path) => `Restored ${path}`).join("\n");
  }
}
