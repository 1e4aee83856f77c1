import { modelOutput } from "../config/model-windows";
import { SUMMARY_SYSTEM_PROMPT } from "./default-summary-prompt";
import type { SummaryRequestProfile } from "./request-profiles";
import { mainLoopTools } from "./request-tools";
import type { SummaryRequest, SummaryTool } from "./summary-request-types";

/**
 * Stands where the fork sends the main loop's system prompt (2.1.86 on, seed 003: the fork
 * reuses the session's system prompt and tools as its prompt-cache key). Claude Code's own
 * prompt is never copied, so the request says what it replaces.
 */
export const MAIN_LOOP_SYSTEM_STAND_IN =
  "Claude Code's main-loop system prompt goes here: its summarization request reuses the session's system prompt and tools so the prompt cache is shared. Compaction Lab does not reproduce Claude Code's text.";

/** A tool of the profile's list, by name: a stand-in description and an open schema. */
export function standInTool(name: string): SummaryTool {
  return {
    name,
    description: `Claude Code's ${name} tool (its definition is not reproduced; the summarizer is asked not to call tools).`,
    input_schema: { type: "object" },
  };
}

/**
 * The fields besides the messages a version sends with its summarization request: the system
 * prompt, tools, temperature, thinking (the main loop's on the model, model-windows.ts: a
 * budget one under max_tokens, adaptive, or none) and context management.
 *
 * @example
 * requestShape(summaryRequestProfile("2.1.112"), 20_000, "2.1.112", "claude-sonnet-4-5").thinking // { type: "enabled", budget_tokens: 19_999 }
 */
export function requestShape(
  profile: SummaryRequestProfile,
  maxTokens: number,
  version: string | null,
  model: string | null,
): Omit<SummaryRequest, "model" | "messages" | "max_tokens"> {
  const tools =
    profile.tools === "Read"
      ? ["Read"]
      : profile.tools === "deferred-read"
        ? ["ToolSearch"]
        : mainLoopTools(version);
  const kind = modelOutput(model, version).thinking;
  const thinking =
    profile.thinking === null || kind === "none"
      ? null
      : kind === "adaptive"
        ? { type: "adaptive" as const, ...profile.thinking }
        : { type: "enabled" as const, budget_tokens: maxTokens - 1, ...profile.thinking };
  return {
    system: profile.system === "summarizer" ? SUMMARY_SYSTEM_PROMPT : MAIN_LOOP_SYSTEM_STAND_IN,
    ...(profile.temperature === null ? {} : { temperature: profile.temperature }),
    ...(thinking === null ? {} : { thinking }),
    ...(profile.contextManagement
      ? { context_management: { edits: [{ type: "clear_thinking_20251015", keep: "all" }] } }
      : {}),
    tools: tools.map(standInTool),
  };
}
