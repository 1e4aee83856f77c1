import { z } from "zod";
import { parseRawLine } from "../compaction/summary-request/range-lines";
import { lastUserText } from "./classify-request";
import { promptShape, type PromptShape } from "./prompt-shape";

/**
 * Scenario 4: what a version's summarization request and the records around a compaction
 * look like (measured facts: lengths, keys, flags, section titles, never Claude Code's text
 * beyond a short head). compare-request.ts sets the engine's request beside the client's.
 */

const blockSchema = z.looseObject({ type: z.string(), text: z.string().optional() });
const requestSchema = z.looseObject({
  model: z.string(),
  max_tokens: z.number(),
  system: z.union([z.string(), z.array(blockSchema)]).optional(),
  messages: z.array(
    z.looseObject({ role: z.string(), content: z.union([z.string(), z.array(blockSchema)]) }),
  ),
  tools: z.array(z.looseObject({ name: z.string().optional() })).optional(),
  thinking: z.unknown().optional(),
  temperature: z.number().optional(),
  context_management: z.unknown().optional(),
});

export type SummaryRequestFacts = {
  maxTokens: number;
  temperature: number | null;
  thinking: string | null;
  contextManagement: string | null;
  /** Tool names sent with the request (empty: none). */
  tools: string[];
  systemBlocks: number;
  /** Whether a system block is the engine's summarizer system prompt. */
  hasSummarizerSystemPrompt: boolean;
  systemChars: number;
  messages: number;
  roles: string;
  /** role:"system" messages after the prompt (newer versions). */
  trailingSystemMessages: number;
  promptChars: number;
  /** The prompt starts with the no-tools preamble, or with the pending user message merged in. */
  promptStartsWith: "no-tools-preamble" | "task" | "merged-user-message" | "other";
  sections: string[];
  /** Where the prompt says "no tools": nowhere, after the body, or before and after it. */
  promptFrame: PromptShape["frame"];
};

export type RecordFacts = {
  boundaryKeys: string[];
  compactMetadataKeys: string[];
  summaryKeys: string[];
  /** Flags set on the summary record (isCompactSummary, isVisibleInTranscriptOnly, ...). */
  summaryFlags: string[];
};

const SECTION = /^\s*(\d+)\. ([A-Z][^:\n]{2,60}):/gm;

/** The last text block of the last user message: the prompt, without what was merged before it. */
function promptBlock(
  messages: readonly { role: string; content: string | { type: string; text?: string }[] }[],
): string {
  const last = messages.findLast((m) => m.role === "user");
  if (last === undefined) return "";
  if (typeof last.content === "string") return last.content;
  return last.content.findLast((block) => block.type === "text")?.text ?? "";
}

/** @example summaryRequestFacts(body)?.sections // ["1. Primary Request and Intent", ...] */
export function summaryRequestFacts(body: unknown): SummaryRequestFacts | null {
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return null;
  const b = parsed.data;
  const system =
    typeof b.system === "string" ? [{ type: "text", text: b.system }] : (b.system ?? []);
  const prompt = lastUserText(b);
  const lastUser = b.messages.findLastIndex((m) => m.role === "user");
  const head = prompt.trimStart();
  const promptStartsWith = head.startsWith("CRITICAL: Respond with TEXT ONLY")
    ? "no-tools-preamble"
    : head.startsWith("Your task is to create")
      ? "task"
      : /\nYour task is to create|\nCRITICAL: Respond/.test(prompt)
        ? "merged-user-message"
        : "other";
  // The sections are listed before the worked example (newer prompts name "<summary>" earlier).
  const example = prompt.indexOf("<example>");
  const sectionsText = example > 0 ? prompt.slice(0, example) : prompt;
  return {
    maxTokens: b.max_tokens,
    temperature: b.temperature ?? null,
    thinking: b.thinking === undefined ? null : JSON.stringify(b.thinking),
    contextManagement:
      b.context_management === undefined ? null : JSON.stringify(b.context_management),
    tools: (b.tools ?? []).map((t) => t.name ?? "?"),
    systemBlocks: system.length,
    hasSummarizerSystemPrompt: system.some(
      (s) =>
        (s.text ?? "").trim() ===
        "You are a helpful AI assistant tasked with summarizing conversations.",
    ),
    systemChars: system.reduce((n, s) => n + (s.text?.length ?? 0), 0),
    messages: b.messages.length,
    roles: b.messages.map((m) => m.role[0]).join(""),
    trailingSystemMessages: b.messages.slice(lastUser + 1).filter((m) => m.role === "system")
      .length,
    promptChars: prompt.length,
    promptStartsWith,
    sections: [...sectionsText.matchAll(SECTION)].map((m) => `${m[1]}. ${m[2]}`),
    // The prompt's own block: a pending user message merged before it is not its frame.
    promptFrame: promptShape(promptBlock(b.messages)).frame,
  };
}

export function recordFacts(transcript: string): RecordFacts | null {
  const records = transcript
    .split("\n")
    .map(parseRawLine)
    .filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
  const boundary = records.find((r) => r.subtype === "compact_boundary");
  const summary = records.find((r) => r.isCompactSummary === true);
  if (!boundary) return null;
  const metadata = boundary.compactMetadata;
  return {
    boundaryKeys: Object.keys(boundary).sort(),
    compactMetadataKeys:
      typeof metadata === "object" && metadata !== null ? Object.keys(metadata).sort() : [],
    summaryKeys: summary ? Object.keys(summary).sort() : [],
    summaryFlags: summary
      ? Object.keys(summary)
          .filter((k) => /^is[A-Z]/.test(k) && summary[k] === true)
          .sort()
      : [],
  };
}
