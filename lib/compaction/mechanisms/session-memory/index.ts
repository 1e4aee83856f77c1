import type { Mechanism } from "../types";
import { SESSION_MEMORY_CONFIG, SESSION_MEMORY_DEFAULTS } from "./config";
import { sessionMemoryStep, trackSessionMemory } from "./step";

export const sessionMemory: Mechanism = {
  id: "session-memory",
  title: "Session-memory compaction (seeds 003, 004; off by default: feature-gated)",
  config: SESSION_MEMORY_CONFIG,
  defaults: SESSION_MEMORY_DEFAULTS,
  observe: trackSessionMemory,
  step: sessionMemoryStep,
};
