import { z } from "zod";

/**
 * What a request Claude Code sent to the fake is: the summarization request (recognised by the
 * summary prompt in the LAST user-role message: newer versions send `role: "system"` messages
 * after it), a main-loop call (the driven model, with tools), or a side call (title,
 * quota check, another model, a subagent's warm-up). Pure, so the lab's tests pin it without a server.
 */

export type RequestKind = "summary" | "main" | "side";

/** The first words of the nine-section prompt and the no-tools preamble (seeds 000, 003). */
export const SUMMARY_PROMPT_MARKERS = [
  "Your task is to create a detailed summary of the conversation so far",
  "Your task is to create a detailed summary of the recent portion of the conversation",
  "Your task is to create a detailed summary of this portion of the conversation",
  "CRITICAL: Respond with TEXT ONLY. Do NOT call any tools.",
] as const;

const blockSchema = z.looseObject({ type: z.string(), text: z.string().optional() });
const bodySchema = z.looseObject({
  model: z.string().optional(),
  messages: z
    .array(
      z.looseObject({ role: z.string(), content: z.union([z.string(), z.array(blockSchema)]) }),
    )
    .default([]),
  tools: z.array(z.unknown()).optional(),
});

function messageText(content: string | readonly { type: string; text?: string }[]): string {
  return typeof content === "string"
    ? content
    : content.map((block) => (block.type === "text" ? (block.text ?? "") : "")).join("\n");
}

/** The text of the last user-role message of a Messages API body ("" when none). */
export function lastUserText(body: unknown): string {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return "";
  const last = parsed.data.messages.findLast((m) => m.role === "user");
  return last ? messageText(last.content) : "";
}

const hasSummaryPrompt = (text: string) =>
  SUMMARY_PROMPT_MARKERS.some((marker) => text.includes(marker));

/**
 * The one-word first user message of the requests with which 2.0.77 to 2.1.5 warm up their
 * built-in subagents (sidechain conversations) when a session starts. From 2.0.77 they carry the
 * driven model AND tools (up to 2.0.76 no tools; from 2.1.6 none are sent: conformance lab,
 * 2026-11-26), so without this check they pass for main calls and take the scenario's answers
 * (and 2.0.77's microcompact looks wrong).
 */
const WARMUP_MESSAGE = "Warmup";

type Message = z.infer<typeof bodySchema>["messages"][number];

const startsWithWarmup = (messages: readonly Message[]) => {
  const first = messages.find((m) => m.role === "user");
  return first !== undefined && messageText(first.content).trim() === WARMUP_MESSAGE;
};

/**
 * @example
 * classifyRequest({ model: "m", messages: [{ role: "user", content: "hi" }], tools: [{}] }, "m") // "main"
 */
export function classifyRequest(body: unknown, mainModel: string): RequestKind {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return "side";
  const { messages } = parsed.data;
  // First: a warm-up conversation that went on (and even compacted) is still a side one.
  if (startsWithWarmup(messages)) return "side";
  const lastUser = messages.findLast((m) => m.role === "user");
  if (lastUser && hasSummaryPrompt(messageText(lastUser.content))) return "summary";
  const model = (parsed.data.model ?? "").replace(/\[1m\]$/, "");
  const isMainModel = model === mainModel.replace(/\[1m\]$/, "");
  return isMainModel && (parsed.data.tools?.length ?? 0) > 0 ? "main" : "side";
}
