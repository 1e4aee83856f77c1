import type {
  SummaryContentBlock,
  SummaryMessage,
  SummaryRequest,
} from "../../compaction/summary-request/summary-request-types";

/** Characters of one message shown in the panel; the JSON copy always has all of them. */
export const PREVIEW_MESSAGE_CHARS = 1_200;

export type PreviewRow = {
  index: number;
  role: SummaryMessage["role"];
  text: string;
  chars: number;
};

export type RequestPreview = {
  /** The first and last messages (the prompt is the last one); the rest fold away. */
  head: PreviewRow[];
  tail: PreviewRow[];
  /** Messages not shown between head and tail. */
  hidden: number;
  total: number;
  /** The prompt: the last user message's last text block. */
  prompt: string;
};

function blockText(block: SummaryContentBlock): string {
  if (block.type === "text") return block.text;
  if (block.type === "tool_use") return `[tool_use ${block.name}] ${JSON.stringify(block.input)}`;
  const content =
    typeof block.content === "string" ? block.content : block.content.map((b) => b.text).join("\n");
  return `[tool_result${block.is_error === true ? " error" : ""}] ${content}`;
}

/** One message as plain text, cut at `PREVIEW_MESSAGE_CHARS` (its full length kept in `chars`). */
export function toPreviewRow(message: SummaryMessage, index: number): PreviewRow {
  const text =
    typeof message.content === "string"
      ? message.content
      : message.content.map(blockText).join("\n");
  const cut = text.length > PREVIEW_MESSAGE_CHARS;
  return {
    index,
    role: message.role,
    text: cut ? `${text.slice(0, PREVIEW_MESSAGE_CHARS)}…` : text,
    chars: text.length,
  };
}

/**
 * What the request panel draws of a request: the first `shown` and last `shown` messages as
 * text (the middle folded, an honest "showing N of M"), and the prompt in full. The prompt's
 * own message is the last row, shown without it (the prompt has its own block).
 *
 * @example
 * toRequestPreview(request, 3).hidden // request.messages.length - 6 when longer than 6
 */
export function toRequestPreview(request: SummaryRequest, shown: number): RequestPreview {
  const { messages } = request;
  const last = messages.at(-1);
  const lastText =
    last === undefined
      ? ""
      : typeof last.content === "string"
        ? last.content
        : (last.content.filter((b) => b.type === "text").at(-1)?.text ?? "");
  const rows = messages.map(toPreviewRow);
  if (rows.length <= shown * 2)
    return { head: rows, tail: [], hidden: 0, total: rows.length, prompt: lastText };
  return {
    head: rows.slice(0, shown),
    tail: rows.slice(-shown),
    hidden: rows.length - shown * 2,
    total: rows.length,
    prompt: lastText,
  };
}
