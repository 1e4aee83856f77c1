import { z } from "zod";

/** Beyond this a "summary" is not one a model wrote (outputs stop near 20K tokens). */
export const MAX_SUMMARY_CHARS = 300_000;

const textBlock = z.object({ type: z.literal("text"), text: z.string() });
const summaryRecord = z.object({
  message: z.object({
    content: z.union([z.string(), z.array(z.unknown())]),
  }),
});
/** A Codex `compacted` line: its summary text in `payload.message` (local compaction). */
const codexCompacted = z.object({
  type: z.literal("compacted"),
  payload: z.object({ message: z.string().min(1) }),
});

/** A Gemini CLI message list replaced by a compression: its `<state_snapshot>` user message. */
const geminiMessageList = z.object({
  $set: z.object({
    messages: z.array(
      z.object({ type: z.string(), content: z.array(z.unknown()) }).or(z.unknown()),
    ),
  }),
});
const textPart = z.object({ text: z.string() });

function geminiSnapshot(json: unknown): string | null {
  const list = geminiMessageList.safeParse(json);
  if (!list.success) return null;
  for (const message of list.data.$set.messages) {
    const parts = z
      .object({ type: z.literal("user"), content: z.array(textPart) })
      .safeParse(message);
    const text = parts.success ? parts.data.content.map((part) => part.text).join("") : "";
    if (text.trimStart().startsWith("<state_snapshot>")) return text;
  }
  return null;
}

export type SummaryText =
  { ok: true; text: string; chars: number; isCut: boolean } | { ok: false; reason: string };

/**
 * The text of a summary record read back from the raw line: a string content, or its text
 * blocks joined. Parsed, never cast: the line is outside input. Kept whole up to
 * MAX_SUMMARY_CHARS (every real summary); a larger one is cut and says so.
 *
 * @example
 * toSummaryText('{"message":{"content":"Summary: ..."}}') // { ok: true, text: "Summary: ...", ... }
 */
export function toSummaryText(rawLine: string): SummaryText {
  let json: unknown;
  try {
    json = JSON.parse(rawLine.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, reason: "The summary's line is not valid JSON." };
  }
  const codex = codexCompacted.safeParse(json);
  const parsed = summaryRecord.safeParse(json);
  const gemini = geminiSnapshot(json);
  if (!codex.success && !parsed.success && gemini === null)
    return { ok: false, reason: "The summary's line has no message content." };
  const content = codex.success
    ? codex.data.payload.message
    : (gemini ?? parsed.data?.message.content ?? "");
  const text =
    typeof content === "string"
      ? content
      : content
          .flatMap((block) => {
            const b = textBlock.safeParse(block);
            return b.success ? [b.data.text] : [];
          })
          .join("\n\n");
  const isCut = text.length > MAX_SUMMARY_CHARS;
  return {
    ok: true,
    text: isCut ? text.slice(0, MAX_SUMMARY_CHARS) : text,
    chars: text.length,
    isCut,
  };
}
