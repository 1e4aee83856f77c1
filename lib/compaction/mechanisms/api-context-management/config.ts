import { z } from "zod";
import { tokens, toolList, constantSection, idleMinutes } from "../config-fields";

export const API_CLEAR_TRIGGER_TOKENS = 180_000; // seed 003
export const API_CLEAR_KEEP_TOKENS = 40_000; // seed 003 (target token budget)
/** Seed 003 names clear_at_least without a value: no minimum unless the user sets one. */
export const API_CLEAR_AT_LEAST_TOKENS = 0; // seed 003 (value not stated)
export const API_CLEARABLE_TOOLS = ["Read", "Bash", "Grep", "Glob", "WebFetch", "WebSearch"]; // seed 003
export const API_THINKING_IDLE_MINUTES = 60; // seed 003 ("idle for over an hour")

/** Server-side tool-result and thinking clearing (seed 003): the constants it reads. */
export const API_CONTEXT_MANAGEMENT_CONFIG = {
  apiContextManagement: z.boolean().describe("Server-side tool-result and thinking clearing"),
  apiClearTriggerTokens: tokens.describe("Input tokens that trigger clearing"),
  apiClearKeepTokens: tokens.describe("Tool-result tokens kept"),
  apiClearAtLeastTokens: tokens.describe("clear_at_least (no document gives a value)"),
  apiClearTools: toolList.describe("Tools whose results the API clears"),
  apiThinkingIdleMinutes: idleMinutes().describe("Idle time after which old thinking is cleared"),
};

export const API_CONTEXT_MANAGEMENT_CONSTANTS = constantSection({
  group: "api-context",
  shape: API_CONTEXT_MANAGEMENT_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    apiContextManagement: false,
    apiClearTriggerTokens: API_CLEAR_TRIGGER_TOKENS,
    apiClearKeepTokens: API_CLEAR_KEEP_TOKENS,
    apiClearAtLeastTokens: API_CLEAR_AT_LEAST_TOKENS,
    apiClearTools: [...API_CLEARABLE_TOOLS],
    apiThinkingIdleMinutes: API_THINKING_IDLE_MINUTES,
  },
  sources: {
    apiContextManagement: { seeds: ["003"] },
    apiClearTriggerTokens: { seeds: ["003"] },
    apiClearKeepTokens: { seeds: ["003"] },
    apiClearTools: { seeds: ["003"] },
    apiThinkingIdleMinutes: { seeds: ["003"] },
  },
});
