import type { Mechanism } from "../types";
import { OPENCODE_COMPACT_CONSTANTS } from "./config";
import { OPENCODE_COMPACT_EVENTS } from "./events";
import { opencodeCompactStep } from "./step";

/** OpenCode's compaction (its SessionCompaction; the conformance lab's runs). */
export const opencodeCompact = {
  id: "opencode-compact",
  title: "OpenCode compaction: the usable context reached, a summary and the recent turns kept",
  version: 1,
  constants: [OPENCODE_COMPACT_CONSTANTS],
  events: OPENCODE_COMPACT_EVENTS,
  step: opencodeCompactStep,
} satisfies Mechanism;
