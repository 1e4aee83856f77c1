import type { Mechanism } from "../types";
import { CODEX_AUTO_COMPACT_CONSTANTS } from "./config";
import { CODEX_AUTO_COMPACT_EVENTS } from "./events";
import { codexAutoCompactStep } from "./step";

/** Codex CLI's automatic compaction (openai/codex codex-rs/core; the conformance lab's Codex runs). */
export const codexAutoCompact = {
  id: "codex-auto-compact",
  title: "Codex CLI auto compaction: 90% of the window, recent user messages and a summary",
  version: 2,
  constants: [CODEX_AUTO_COMPACT_CONSTANTS],
  events: CODEX_AUTO_COMPACT_EVENTS,
  step: codexAutoCompactStep,
} satisfies Mechanism;
