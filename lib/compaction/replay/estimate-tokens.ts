import type { BlockInfo, Entry } from "../../transcript/model";
import type { ReplayConfig } from "../config/replay-config";

export type EstimateConstants = Pick<ReplayConfig, "charsPerToken" | "tokensPerImage">;

/**
 * Tool results the API was sent as something shorter (`TranscriptModel.replacedToolResults`:
 * a large output saved to a file, a preview sent): their characters, by tool_use id.
 */
export type ReplacedToolResults = Readonly<Record<string, number>>;

/**
 * One block's rough token estimate as Claude Code makes it (seed 002 gG and iI2, seed 003
 * "Token Counting"): text and thinking `round(length / 4)`, images and documents 2,000,
 * tool_use its name plus JSON input, tool_result its text plus 2,000 per image.
 *
 * @example
 * estimateBlockTokens({ kind: "text", chars: 19_369 }, config) // 4_842
 */
export function estimateBlockTokens(
  block: BlockInfo,
  c: EstimateConstants,
  replaced?: ReplacedToolResults,
): number {
  switch (block.kind) {
    case "text":
    case "thinking":
    case "other":
      return Math.round(block.chars / c.charsPerToken);
    case "tool_use":
      return Math.round((block.name.length + block.inputChars) / c.charsPerToken);
    case "tool_result": {
      const sent = replaced?.[block.toolUseId];
      if (sent !== undefined) return Math.round(sent / c.charsPerToken);
      return Math.round(block.chars / c.charsPerToken) + block.images * c.tokensPerImage;
    }
    case "image":
    case "document":
      return c.tokensPerImage;
  }
}

/**
 * Attachment records the client writes for itself, never sent as messages: 2.1.330's
 * `prompt_snapshot` holds the system prompt and tools (already in the usage); counted, it put
 * 27,579 tokens too many in the conformance lab's check (FORMAT §10).
 */
export const UNSENT_ATTACHMENT_TYPES: ReadonlySet<string> = new Set(["prompt_snapshot"]);

/** Whether a record is part of what the API is sent (user, assistant and attachment messages). */
export function isCountedEntry(entry: Entry): boolean {
  if (entry.type === "user") return true;
  if (entry.type === "assistant") return entry.model !== "<synthetic>";
  return entry.type === "attachment" && !UNSENT_ATTACHMENT_TYPES.has(entry.attachmentType ?? "");
}

/** A message the user typed: a user record with text and no tool result, not injected context. */
export function isTypedUserMessage(entry: Entry): boolean {
  if (entry.type !== "user" || entry.isMeta || entry.isCompactSummary) return false;
  let hasText = false;
  for (const block of entry.blocks) {
    if (block.kind === "tool_result") return false;
    if (block.kind === "text") hasText = true;
  }
  return hasText;
}

/**
 * Records the client wrote a second time: a record whose `uuid` an earlier record of the file
 * already has is the same message appended again, never a new one. Before writing a
 * compaction's boundary, the conformance lab (2026-11-26) saw 2.1.153 append its whole chain
 * again, 2.1.268 and 2.1.269 the last answer, prompt and attachments, 2.1.68 the last prompt
 * and answer, in some runs and not others; each client's preTokens counts every message once.
 * 1 marks a repeat.
 *
 * @example
 * rewrittenEntries([{ uuid: "a" }, { uuid: "b" }, { uuid: "a" }, { uuid: null }]) // [0, 0, 1, 0]
 */
export function rewrittenEntries(entries: readonly Pick<Entry, "uuid">[]): Uint8Array {
  const out = new Uint8Array(entries.length);
  const seen = new Set<string>();
  entries.forEach((entry, e) => {
    if (entry.uuid === null) return;
    if (seen.has(entry.uuid)) out[e] = 1;
    else seen.add(entry.uuid);
  });
  return out;
}

/**
 * The estimate of one record: the sum of its blocks, an attachment's payload, 0 for records
 * the API never sees (system, progress, synthetic errors).
 */
export function estimateEntryTokens(
  entry: Entry,
  c: EstimateConstants,
  replaced?: ReplacedToolResults,
): number {
  if (!isCountedEntry(entry)) return 0;
  if (entry.type === "attachment") return Math.round(entry.contentChars / c.charsPerToken);
  let sum = 0;
  for (const block of entry.blocks) sum += estimateBlockTokens(block, c, replaced);
  return sum;
}
