import type { BlockInfo } from "../model";
import { partSchema, type Part } from "./opencode-schema";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const jsonLength = (value: unknown): number => JSON.stringify(value)?.length ?? 0;

/** A message's parts, each read leniently (a part that is not an object reads as all absent). */
export function readParts(parts: readonly unknown[]): Part[] {
  return parts.map((part) => partSchema.parse(isObject(part) ? part : {}));
}

/** Where a tool's input names a file (read, edit, write: `filePath`). */
function filePathOf(input: unknown): string | undefined {
  if (!isObject(input)) return undefined;
  const path = input.filePath ?? input.path;
  return typeof path === "string" ? path : undefined;
}

/** A user message's parts: its text, attached files; a compaction part is not content. */
export function userBlocks(parts: readonly Part[]): BlockInfo[] {
  const blocks: BlockInfo[] = [];
  for (const part of parts) {
    if (part.type === "compaction") continue;
    if (part.type === "text") blocks.push({ kind: "text", chars: part.text?.length ?? 0 });
    else if (part.type === "file")
      blocks.push(part.mime?.startsWith("image/") ? { kind: "image" } : { kind: "document" });
    else blocks.push({ kind: "other", type: part.type ?? "part", chars: part.text?.length ?? 0 });
  }
  return blocks;
}

/** An assistant message's parts: reasoning, text and tool calls (step markers carry nothing). */
export function assistantBlocks(parts: readonly Part[]): BlockInfo[] {
  const blocks: BlockInfo[] = [];
  for (const part of parts) {
    if (part.type === "reasoning") blocks.push({ kind: "thinking", chars: part.text?.length ?? 0 });
    else if (part.type === "text") blocks.push({ kind: "text", chars: part.text?.length ?? 0 });
    else if (part.type === "tool") {
      const input = part.state?.input ?? {};
      const filePath = filePathOf(input);
      blocks.push({
        kind: "tool_use",
        id: part.callID ?? "",
        name: part.tool ?? "unknown",
        inputChars: jsonLength(input),
        ...(filePath === undefined ? {} : { filePath }),
      });
    }
  }
  return blocks;
}

/**
 * The results of an assistant message's finished tool calls, as the next request sends them:
 * the output, or the error of a failed call. An output prune cleared keeps its size (the
 * database keeps it): it was sent whole until the prune, which the model records apart
 * (`prunedOutputs`).
 */
export function toolResultBlocks(parts: readonly Part[]): BlockInfo[] {
  const blocks: BlockInfo[] = [];
  for (const part of parts) {
    const state = part.state;
    if (part.type !== "tool" || state === null) continue;
    if (state.status !== "completed" && state.status !== "error") continue;
    const isError = state.status === "error";
    const chars = isError ? (state.error?.length ?? 0) : (state.output?.length ?? 0);
    blocks.push({ kind: "tool_result", toolUseId: part.callID ?? "", chars, isError, images: 0 });
  }
  return blocks;
}

/** The text of a message's text parts, joined (a summary message's summary). */
export function partsText(parts: readonly Part[]): string {
  return parts
    .filter((part) => part.type === "text")
    .map((part) => part.text ?? "")
    .join("\n");
}

/** A tool output OpenCode's prune cleared: when (`state.time.compacted`, ms) and its size. */
export type PrunedOutput = { toolUseId: string; compactedAt: number; chars: number };

/** The outputs of a message's parts that prune cleared. */
export function prunedOutputs(parts: readonly Part[]): PrunedOutput[] {
  const pruned: PrunedOutput[] = [];
  for (const part of parts) {
    const state = part.state;
    if (part.type !== "tool" || state?.status !== "completed" || state.time.compacted === null)
      continue;
    pruned.push({
      toolUseId: part.callID ?? "",
      compactedAt: state.time.compacted,
      chars: state.output?.length ?? 0,
    });
  }
  return pruned;
}
