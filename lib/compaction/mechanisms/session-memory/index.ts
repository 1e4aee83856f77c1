import type { Mechanism } from "../types";
import { SESSION_MEMORY_EVENTS } from "./events";
import { SESSION_MEMORY_CONSTANTS } from "./config";
import { sessionMemoryStep, trackSessionMemory } from "./step";

export const sessionMemory = {
  id: "session-memory",
  title: "Session-memory compaction (seeds 003, 004; off by default: feature-gated)",
  version: 0,
  constants: [SESSION_MEMORY_CONSTANTS],
  events: SESSION_MEMORY_EVENTS,
  observe: trackSessionMemory,
  step: sessionMemoryStep,
} satisfies Mechanism;
