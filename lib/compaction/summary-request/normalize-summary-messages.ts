import { z } from "zod";
import { stringifyWithoutBase64, toSummaryBlock } from "./summary-blocks";
import type { SummaryContentBlock, SummaryMessage } from "./summary-request-types";

/**
 * Seed 003: skill discovery and skill listing attachments are re-injected after compaction.
 * `prompt_snapshot` (2.1.276 on) records the system prompt a call was sent with: never a
 * message (the conformance lab: no version puts it in the summarization request).
 */
export const STRIPPED_ATTACHMENTS = ["skill_listing", "skill_discovery", "prompt_snapshot"];

/** Why a record did not become (part of) a message; counted, never silent. */
export type DropReason =
  | "invalid"
  | "progress"
  | "system"
  | "synthetic"
  | "metadata"
  | "sidechain"
  | "skill-attachment"
  | "empty"
  | "duplicate"
  | "preserved";

export type NormalizedMessages = {
  messages: SummaryMessage[];
  /** Per message: the assistant `message.id` (an API round), null for user messages. */
  roundIds: (string | null)[];
  dropped: Partial<Record<DropReason, number>>;
  /** Images and documents replaced by `[image]`. */
  images: number;
};

const recordSchema = z.looseObject({
  type: z.string(),
  uuid: z.string().optional(),
  isSidechain: z.boolean().optional(),
  message: z
    .looseObject({
      id: z.string().optional(),
      model: z.string().optional(),
      content: z.union([z.string(), z.array(z.unknown())]).optional(),
    })
    .optional(),
  attachment: z.looseObject({ type: z.string() }).optional(),
});
type RawRecord = z.infer<typeof recordSchema>;

const isToolResultsOnly = (m: SummaryMessage) =>
  m.role === "user" && Array.isArray(m.content) && m.content.every((b) => b.type === "tool_result");

const asBlocks = (content: SummaryMessage["content"]): SummaryContentBlock[] =>
  typeof content === "string" ? [{ type: "text", text: content }] : content;

/** An attachment as the text Claude Code wraps in a system reminder (payload, never base64). */
function attachmentText(attachment: NonNullable<RawRecord["attachment"]>): string {
  const { type, ...rest } = attachment;
  const payload = rest.content ?? rest.snippet ?? rest.prompt ?? rest.addedLines ?? rest;
  const text = typeof payload === "string" ? payload : stringifyWithoutBase64(payload);
  return `<system-reminder>\n[${type}] ${text}\n</system-reminder>`;
}

/**
 * Seed 002's `filterAndNormalizeMessages` (WZ) with seed 003's pre-processing, over the raw
 * records of a range (parsed JSON of each line): progress, system, metadata (no message) and
 * synthetic assistant records dropped (every `model: "<synthetic>"`, as the engine's
 * `isCountedEntry`: none came from the API); sidechain records dropped unless
 * `includeSidechains` (a subagent's own file); consecutive user messages merged (attachments
 * join the user message before them); an assistant record merged into the earlier one with
 * its `message.id`, looking back over tool-result-only user messages (so parallel tool calls
 * become one message followed by their results); images and documents `[image]`; skill
 * listing and discovery attachments stripped; thinking-only messages dropped; a record whose
 * `uuid` came before dropped (2.1.63 writes a print-mode session's earlier turns again when the
 * next one starts; Claude Code loads a conversation by uuid, the conformance lab, 2026-11-23).
 *
 * @example
 * normalizeSummaryMessages([{ type: "user", message: { content: "hi" } }]).messages // [{ role: "user", content: "hi" }]
 */
export function normalizeSummaryMessages(
  records: readonly unknown[],
  options: {
    includeSidechains?: boolean;
    /** Records kept after the summary instead (`preservedMessages`), left out of the request. */
    leaveOut?: ReadonlySet<string>;
  } = {},
): NormalizedMessages {
  const messages: SummaryMessage[] = [];
  const roundIds: (string | null)[] = [];
  const dropped: Partial<Record<DropReason, number>> = {};
  const drop = (reason: DropReason) => (dropped[reason] = (dropped[reason] ?? 0) + 1);
  let images = 0;
  const seen = new Set<string>();

  const pushUser = (blocks: SummaryContentBlock[], plain?: string) => {
    const last = messages.at(-1);
    if (last?.role === "user") {
      messages[messages.length - 1] = {
        role: "user",
        content: [...asBlocks(last.content), ...blocks],
      };
      return;
    }
    messages.push({ role: "user", content: plain ?? blocks });
    roundIds.push(null);
  };

  const pushAssistant = (blocks: SummaryContentBlock[], id: string | null) => {
    for (let i = messages.length - 1; i >= 0 && id !== null; i--) {
      const existing = messages[i] as SummaryMessage;
      if (existing.role === "assistant") {
        if (roundIds[i] !== id) break;
        messages[i] = { role: "assistant", content: [...asBlocks(existing.content), ...blocks] };
        return;
      }
      if (!isToolResultsOnly(existing)) break;
    }
    messages.push({ role: "assistant", content: blocks });
    roundIds.push(id);
  };

  for (const raw of records) {
    const parsed = recordSchema.safeParse(raw);
    if (!parsed.success) {
      drop("invalid");
      continue;
    }
    const record = parsed.data;
    if (record.uuid !== undefined) {
      if (seen.has(record.uuid)) {
        drop("duplicate");
        continue;
      }
      if (options.leaveOut?.has(record.uuid) === true) {
        drop("preserved");
        continue;
      }
      seen.add(record.uuid);
    }
    if (record.type === "progress") drop("progress");
    else if (record.type === "system") drop("system");
    else if (record.isSidechain === true && options.includeSidechains !== true) drop("sidechain");
    else if (record.type === "attachment" && record.attachment !== undefined) {
      if (STRIPPED_ATTACHMENTS.includes(record.attachment.type)) drop("skill-attachment");
      else pushUser([{ type: "text", text: attachmentText(record.attachment) }]);
    } else if ((record.type !== "user" && record.type !== "assistant") || !record.message)
      drop("metadata");
    else if (record.type === "assistant" && record.message.model === "<synthetic>")
      drop("synthetic");
    else {
      const content = record.message.content ?? "";
      const blocks: SummaryContentBlock[] = [];
      for (const item of typeof content === "string"
        ? [{ type: "text", text: content }]
        : content) {
        const converted = toSummaryBlock(item);
        images += converted.images;
        if (converted.block !== null) blocks.push(converted.block);
      }
      if (blocks.length === 0) drop("empty");
      else if (record.type === "user")
        pushUser(blocks, typeof content === "string" ? content : undefined);
      else pushAssistant(blocks, record.message.id ?? null);
    }
  }
  return { messages, roundIds, dropped, images };
}
