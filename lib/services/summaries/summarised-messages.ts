import type {
  SummaryMessage,
  SummaryRequest,
} from "../../compaction/summary-request/summary-request-types";

/**
 * The summarised range of a request: its messages without the summary prompt the builder
 * appended as the last user message's last text block (or as a message of its own), so the
 * metrics never count the prompt as something the user said.
 *
 * @example
 * summarisedMessages({ ..., messages: [{ role: "user", content: "fix it" }, { role: "user", content: "PROMPT" }] })
 * // [{ role: "user", content: "fix it" }]
 */
export function summarisedMessages(request: SummaryRequest): SummaryMessage[] {
  const last = request.messages.at(-1);
  if (last?.role !== "user") return request.messages;
  const rest = request.messages.slice(0, -1);
  if (typeof last.content === "string") return rest;
  const blocks = last.content.slice(0, -1);
  return blocks.length === 0 ? rest : [...rest, { role: "user", content: blocks }];
}

/**
 * The characters of a range's messages as the metrics' tests count them (a string content as
 * it is, blocks as their JSON), for a token estimate of the range alone: the request's own
 * estimate also counts the system prompt and the summary prompt.
 */
export function rangeChars(messages: readonly SummaryMessage[]): number {
  return messages.reduce(
    (sum, m) =>
      sum + (typeof m.content === "string" ? m.content.length : JSON.stringify(m.content).length),
    0,
  );
}
