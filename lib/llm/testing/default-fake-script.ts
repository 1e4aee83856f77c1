import { SUMMARY_SECTIONS } from "../../compaction/summary-request/summary-sections";
import type { FakeAnswer } from "./fake-answer";
import type { RecordedRequest } from "./fake-messages-api";

/** The last user text of a recorded Messages API body, for a summary that mentions it. */
function lastUserText(body: unknown): string | null {
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) return null;
  for (const message of [...messages].reverse()) {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    if (role !== "user") continue;
    if (typeof content === "string") return content;
    if (!Array.isArray(content)) continue;
    const text = content.find(
      (block): block is { type: "text"; text: string } =>
        typeof block === "object" && block?.type === "text" && typeof block.text === "string",
    );
    if (text) return text.text;
  }
  return null;
}

/**
 * A summary shaped like Claude Code's (seed 000: an `<analysis>` scratchpad, then `<summary>`
 * with the nine numbered sections), so the app's formatter and section metrics have the real
 * structure to work on. Its words are generic: it is a fake, not a summarizer.
 */
export function defaultFakeSummary(request: RecordedRequest): FakeAnswer {
  const asked = lastUserText(request.body)?.slice(0, 200).trim() ?? "the conversation";
  const sections = SUMMARY_SECTIONS.map(
    ({ title }, index) =>
      `${index + 1}. ${title}:\n   - Fake Messages API summary of ${title.toLowerCase()}.`,
  );
  const text = [
    "<analysis>",
    `The fake Messages API read ${JSON.stringify(asked.slice(0, 80))} and wrote this scratchpad.`,
    "</analysis>",
    "",
    "<summary>",
    ...sections,
    "</summary>",
  ].join("\n");
  return { text, chunkSize: 24 };
}
