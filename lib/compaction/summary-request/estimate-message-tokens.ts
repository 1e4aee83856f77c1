import type { SummaryMessage } from "./summary-request-types";

/**
 * Seed 002's rough count (gG, as EQ0 walks blocks) of one request message: length/4 of its
 * text, a tool call's name plus its JSON input, a tool result's text. Unpadded: images are
 * already `[image]` text, so seed 002's 2,000 per image does not apply.
 *
 * @example
 * estimateMessageTokens({ role: "user", content: "x".repeat(400) }, 4) // 100
 */
export function estimateMessageTokens(message: SummaryMessage, charsPerToken: number): number {
  const blocks =
    typeof message.content === "string"
      ? [{ type: "text" as const, text: message.content }]
      : message.content;
  let chars = 0;
  for (const b of blocks) {
    if (b.type === "text") chars += b.text.length;
    else if (b.type === "tool_use") chars += b.name.length + JSON.stringify(b.input ?? null).length;
    else
      chars +=
        typeof b.content === "string"
          ? b.content.length
          : b.content.reduce((n, t) => n + t.text.length, 0);
  }
  return Math.round(chars / charsPerToken);
}
