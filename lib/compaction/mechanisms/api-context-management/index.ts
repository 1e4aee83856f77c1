import type { Mechanism } from "../types";
import { API_CONTEXT_MANAGEMENT_CONSTANTS } from "./config";
import { API_THINKING_EVENTS, API_TOOL_RESULT_EVENTS } from "./events";
import { apiThinkingClearingStep, apiToolResultClearingStep } from "./step";

/**
 * API context management has two edits that run at different places in the check (thinking
 * before the client's clearing, tool results after it): two registrations, one config slice.
 */
export const apiThinkingClearing = {
  id: "api-thinking-clearing",
  title: "API context management: thinking clearing (seed 003; off by default)",
  version: 0,
  constants: [],
  events: API_THINKING_EVENTS,
  step: apiThinkingClearingStep,
} satisfies Mechanism;

export const apiToolResultClearing = {
  id: "api-tool-result-clearing",
  title: "API context management: tool-result clearing (seed 003; off by default)",
  version: 0,
  constants: [API_CONTEXT_MANAGEMENT_CONSTANTS],
  events: API_TOOL_RESULT_EVENTS,
  step: apiToolResultClearingStep,
} satisfies Mechanism;
