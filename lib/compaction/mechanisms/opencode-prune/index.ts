import type { Mechanism } from "../types";
import { OPENCODE_PRUNE_CONSTANTS } from "./config";
import { OPENCODE_PRUNE_EVENTS } from "./events";
import { opencodePruneStep } from "./step";

/** OpenCode's prune: old tool outputs cleared after a prompt, before its next one. */
export const opencodePrune = {
  id: "opencode-prune",
  title: "OpenCode prune: old tool outputs beyond the newest 40,000 tokens cleared after a prompt",
  version: 1,
  constants: [OPENCODE_PRUNE_CONSTANTS],
  events: OPENCODE_PRUNE_EVENTS,
  step: opencodePruneStep,
} satisfies Mechanism;
