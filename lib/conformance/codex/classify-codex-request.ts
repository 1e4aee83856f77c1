import { z } from "zod";

/**
 * What a request from `codex exec` to the fake is. Recent versions say it themselves
 * (`client_metadata["x-codex-turn-metadata"]`'s `request_kind`, "turn" or "compaction").
 * Older ones do not: the lab's own prompts carry `LAB_PROMPT_MARKER` and the fake's summary is
 * `SUMMARY_TEXT`, so a Responses request whose last user message holds neither was written by
 * the client itself: its compaction request (the history, then its summarization prompt). A
 * last user message holding the summary is the turn sampled again on the rebuilt history (0.5x
 * compact in the middle of a turn and continue it). Against OpenAI's own provider the client
 * compacts remotely: it posts the history to `/responses/compact` (up to 0.1xx), or (0.169) to
 * `/responses` with a last input item `compaction_trigger`, which it also states as
 * "compaction": both are "remote-compaction", answered with an opaque compaction item.
 */
export type CodexRequestKind = "turn" | "compaction" | "remote-compaction" | "models" | "other";

export const LAB_PROMPT_MARKER = "[conformance lab turn";
const COMPACTION_TRIGGER_TYPE = "compaction_trigger";
export const SUMMARY_TEXT = "Summary written by the fake Responses API for the conformance lab.";

const inputItemSchema = z.looseObject({
  type: z.string().optional(),
  role: z.string().optional(),
  content: z.unknown().optional(),
});
const responsesBodySchema = z.looseObject({ input: z.array(inputItemSchema) });
const turnMetadataSchema = z.looseObject({
  client_metadata: z.looseObject({ "x-codex-turn-metadata": z.string() }),
});
const requestKindSchema = z.looseObject({ request_kind: z.string() });

/** The kind the client wrote into the request's metadata, or null (older versions). */
function statedKind(body: unknown): string | null {
  const metadata = turnMetadataSchema.safeParse(body);
  if (!metadata.success) return null;
  try {
    const parsed = requestKindSchema.safeParse(
      JSON.parse(metadata.data.client_metadata["x-codex-turn-metadata"]),
    );
    return parsed.success ? parsed.data.request_kind : null;
  } catch {
    return null;
  }
}

/** The text of a message item's content (`input_text`/`output_text` parts, or a string). */
export function messageText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part) =>
      typeof part === "object" &&
      part !== null &&
      typeof (part as { text?: unknown }).text === "string"
        ? (part as { text: string }).text
        : "",
    )
    .join("");
}

/** The input ends with `compaction_trigger`: the remote compaction of 0.169 (responses_compaction_v2). */
function hasCompactionTrigger(body: unknown): boolean {
  const parsed = responsesBodySchema.safeParse(body);
  return parsed.success && parsed.data.input.at(-1)?.type === COMPACTION_TRIGGER_TYPE;
}

/** The last user-role message of a Responses body, or null. */
export function lastUserText(body: unknown): string | null {
  const parsed = responsesBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const users = parsed.data.input.filter(
    (item) => (item.type === undefined || item.type === "message") && item.role === "user",
  );
  const last = users.at(-1);
  return last ? messageText(last.content) : null;
}

export function classifyCodexRequest(
  method: string,
  path: string,
  body: unknown,
): CodexRequestKind {
  if (method === "GET" && path.endsWith("/models")) return "models";
  if (method !== "POST") return "other";
  if (path.endsWith("/responses/compact")) return "remote-compaction";
  if (!path.endsWith("/responses")) return "other";
  if (hasCompactionTrigger(body)) return "remote-compaction";
  const stated = statedKind(body);
  if (stated !== null) return stated === "compaction" ? "compaction" : "turn";
  const text = lastUserText(body);
  if (text === null || text.includes(LAB_PROMPT_MARKER) || text.includes(SUMMARY_TEXT))
    return "turn";
  return "compaction";
}
