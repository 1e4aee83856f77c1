import type { Entry } from "../transcript/model";

/**
 * The first node of each node's turn: Claude Code 2.1 writes one assistant message with
 * parallel tool calls as several records of one `message.id`, and each tool result's
 * parentUuid names the record of its own tool_use, so one turn looks like a fork in the
 * parentUuid tree. A turn is the assistant records of one message id and the user records
 * answering their tool uses; every other record is a turn of its own. Pure, in file order.
 *
 * @example
 * assignTurns([assistant("m1", "t1"), assistant("m1", "t2"), result("t1"), result("t2")])
 * // [0, 0, 0, 0]
 */
export function assignTurns(entries: readonly Pick<Entry, "type" | "messageId" | "blocks">[]) {
  const headByMessage = new Map<string, number>();
  const headByToolUse = new Map<string, number>();
  return entries.map((entry, node) => {
    if (entry.type === "assistant" && entry.messageId !== null) {
      const head = headByMessage.get(entry.messageId) ?? node;
      headByMessage.set(entry.messageId, head);
      for (const block of entry.blocks)
        if (block.kind === "tool_use") headByToolUse.set(block.id, head);
      return head;
    }
    if (entry.type === "user" && entry.blocks.length > 0) {
      const heads = entry.blocks.map((block) =>
        block.kind === "tool_result" ? headByToolUse.get(block.toolUseId) : undefined,
      );
      const [first] = heads;
      // Only a record made entirely of results to one turn's tool uses joins that turn.
      if (first !== undefined && heads.every((head) => head === first)) return first;
    }
    return node;
  });
}
