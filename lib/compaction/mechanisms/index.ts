import { apiThinkingClearing, apiToolResultClearing } from "./api-context-management";
import { cachedMicrocompact } from "./cached-microcompact";
import { codexAutoCompact } from "./codex-auto-compact";
import { fullCompact } from "./full-compact";
import { geminiCompress } from "./gemini-compress";
import { opencodeCompact } from "./opencode-compact";
import { opencodePrune } from "./opencode-prune";
import { keptLastRound } from "./kept-last-round";
import { legacyMicrocompact } from "./legacy-microcompact";
import { manualCompact } from "./manual-compact";
import { ptlRetry } from "./ptl-retry";
import { reactiveCompact } from "./reactive-compact";
import { sessionMemory } from "./session-memory";
import { autocompactThreshold } from "./threshold";
import { timeBasedMicrocompact } from "./time-based-microcompact";
import { windowSources } from "./window-sources";
import type { Mechanism } from "./types";

/**
 * Every mechanism, in the order of the check before a call (seed 003: time-based, then
 * cached; seed 004: legacy above the warning level; seed 002: legacy as the first tier above
 * the threshold; then what the API clears server-side; then autocompact: session memory
 * first (unless the kept last round leaves nothing to summarise), then a full compaction; then
 * a manual compaction at that call; then, when nothing compacted and the request exceeds the
 * window, reactive compaction on the API's prompt-too-long). Steps run in this order until one
 * compacts; then every `adjust` shapes that compaction (the kept last round). Codex's auto
 * compaction and Gemini CLI's compression stand right after the threshold: under their profiles they decide instead. Mechanisms
 * without a step (window sources, PTL retries) sit where their constants read best.
 *
 * Everything else is derived from this list: the config schema and the profiles' base
 * (config/), the event kinds and their details (replay/), the constants panel's groups. A new
 * mechanism is one folder and one line here.
 */
export const MECHANISMS = [
  timeBasedMicrocompact,
  apiThinkingClearing,
  cachedMicrocompact,
  legacyMicrocompact,
  apiToolResultClearing,
  opencodePrune,
  autocompactThreshold,
  windowSources,
  codexAutoCompact,
  geminiCompress,
  opencodeCompact,
  keptLastRound,
  sessionMemory,
  fullCompact,
  manualCompact,
  reactiveCompact,
  ptlRetry,
] as const satisfies readonly Mechanism[];
