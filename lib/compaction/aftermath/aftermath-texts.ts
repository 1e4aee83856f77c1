import { z } from "zod";
import type { TranscriptModel } from "../../transcript/model";

/**
 * The few texts the aftermath compares, read back from the raw lines (the model keeps sizes,
 * never content): what the user typed, the text of failed tool results, and Bash commands.
 */
export type AftermathTexts = {
  /** A user record's typed text, by file line. */
  userText: ReadonlyMap<number, string>;
  /** A failed tool result's text, by tool_use id. */
  errorText: ReadonlyMap<string, string>;
  /** A Bash tool use's command, by tool_use id. */
  command: ReadonlyMap<string, string>;
};

export const NO_TEXTS: AftermathTexts = {
  userText: new Map(),
  errorText: new Map(),
  command: new Map(),
};

const SHELL_TOOLS: ReadonlySet<string> = new Set(["Bash", "PowerShell"]);

/** A record the user typed: text blocks, no tool result, not written by the client for itself. */
export function isTypedUserEntry(entry: TranscriptModel["entries"][number]): boolean {
  return (
    entry.type === "user" &&
    !entry.isMeta &&
    !entry.isCompactSummary &&
    !entry.isVisibleInTranscriptOnly &&
    entry.blocks.some((b) => b.kind === "text") &&
    !entry.blocks.some((b) => b.kind === "tool_result")
  );
}

/**
 * The file lines of the main thread whose text the aftermath reads: typed user messages, tool
 * results marked `is_error`, and assistant records with a shell command. Ascending.
 *
 * @example
 * aftermathLines(model) // [3, 8, 9, 41]
 */
export function aftermathLines(model: TranscriptModel): number[] {
  const lines: number[] = [];
  for (const entry of model.entries) {
    if (entry.source !== model.mainSource) continue;
    const needed =
      isTypedUserEntry(entry) ||
      entry.blocks.some(
        (b) =>
          (b.kind === "tool_result" && b.isError) ||
          (b.kind === "tool_use" && SHELL_TOOLS.has(b.name)),
      );
    if (needed) lines.push(entry.line);
  }
  return lines;
}

const resultContentSchema = z.union([
  z.string(),
  z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
]);
/** Every block kind in one loose shape: only the fields the aftermath reads are checked. */
const blockSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  id: z.string().optional(),
  input: z.looseObject({ command: z.string().optional() }).optional(),
  tool_use_id: z.string().optional(),
  content: resultContentSchema.optional(),
  is_error: z.boolean().optional(),
});
const recordSchema = z.object({
  type: z.string(),
  message: z.object({ content: z.union([z.string(), z.array(blockSchema)]) }),
});

function resultText(content: z.infer<typeof resultContentSchema> | undefined): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.flatMap((part) => (part.text === undefined ? [] : [part.text])).join("\n");
}

/**
 * Reads the texts out of raw lines (those `aftermathLines` named). A line that is not JSON or
 * not a message gives nothing: the measures that need it see no text, never a guess.
 *
 * @example
 * readAftermathTexts([{ line: 3, text: rawLine }]).userText.get(3) // "fix the login test"
 */
export function readAftermathTexts(
  lines: Iterable<{ line: number; text: string }>,
  wanted: (line: number) => boolean = () => true,
): AftermathTexts {
  const userText = new Map<number, string>();
  const errorText = new Map<string, string>();
  const command = new Map<string, string>();
  for (const { line, text } of lines) {
    if (!wanted(line)) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      continue;
    }
    const parsed = recordSchema.safeParse(json);
    if (!parsed.success) continue;
    const { type, message } = parsed.data;
    const blocks =
      typeof message.content === "string"
        ? [{ type: "text", text: message.content }]
        : message.content;
    const typed: string[] = [];
    for (const block of blocks) {
      if (block.type === "text" && block.text !== undefined) typed.push(block.text);
      else if (
        block.type === "tool_use" &&
        block.id !== undefined &&
        block.input?.command !== undefined
      )
        command.set(block.id, block.input.command);
      else if (
        block.type === "tool_result" &&
        block.tool_use_id !== undefined &&
        block.is_error === true
      )
        errorText.set(block.tool_use_id, resultText(block.content));
    }
    if (type === "user" && typed.length > 0) userText.set(line, typed.join("\n"));
  }
  return { userText, errorText, command };
}
