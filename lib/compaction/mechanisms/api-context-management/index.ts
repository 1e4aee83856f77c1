import type { Mechanism } from "../types";
import { API_CONTEXT_MANAGEMENT_CONFIG, API_CONTEXT_MANAGEMENT_DEFAULTS } from "./config";
import { apiThinkingClearingStep, apiToolResultClearingStep } from "./step";

/**
 * API context management has two edits that run at different places in the check (thinking
 * before the client's clearing, tool results after it): two registrations, one config slice.
 */
export const apiThinkingClearing: Mechanism = {
  id: "api-thinking-clearing",
  title: "API context management: thinking clearing (seed 003; off by default)",
  config: {},
  defaults: {},
  step: apiThinkingClearingStep,
};

export const apiToolResultClearing: Mechanism = {
  id: "api-tool-result-clearing",
  title: "API context management: tool-result clearing (seed 003; off by default)",
  config: API_CONTEXT_MANAGEMENT_CONFIG,
  defaults: API_CONTEXT_MANAGEMENT_DEFAULTS,
  step: apiToolResultClearingStep,
};
