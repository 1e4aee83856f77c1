import { formatInteger } from "@/lib/view/format/format-number";
import { findRowAtLine, type ConversationRow } from "./conversation-rows";

/**
 * The line above the conversation: how many messages and compactions it holds, and where it
 * stands when a line was asked for.
 *
 * @example
 * describeConversationCounts(rows, 120) // "1,204 messages, 2 compactions. Showing line 118."
 */
export function describeConversationCounts(
  rows: readonly ConversationRow[],
  focusLine: number | null,
): string {
  const messages = rows.filter((row) => row.kind === "message").length;
  const compactions = rows.filter((row) => row.kind === "separator" && row.isBoundary).length;
  const parts = [
    `${formatInteger(messages)} message${messages === 1 ? "" : "s"}`,
    `${formatInteger(compactions)} compaction${compactions === 1 ? "" : "s"}`,
  ];
  const at = focusLine === null ? null : findRowAtLine(rows, focusLine);
  const where = at === null ? "" : ` Showing line ${rows[at]!.line}.`;
  return `${parts.join(", ")}.${where}`;
}
