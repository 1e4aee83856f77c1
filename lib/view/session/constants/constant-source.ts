import type { ConstantName } from "@/lib/compaction/config/replay-config";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";

export type ConstantSource = { kind: "seed" | "transcript" | "profile"; text: string };

// "seed 003", "seeds 001-004", "seed 002, seed 004", "seeds 000, 002, 004"; not "seed 003 gives
// no value" (apiClearAtLeastTokens), whose default the seed does not give.
const SEED_PHRASE =
  /\bseeds?\s+(\d{3}(?:\s*(?:[-–]|,\s*(?:seed\s+)?)\s*\d{3})*)(?!\s+gives no value)/gi;
const SEED_OR_RANGE = /\d{3}(?:\s*[-–]\s*\d{3})?/g;

/** The seeds a constant's description names, as one label ("seed 003", "seeds 001–004"). */
export function seedsOfMeaning(meaning: string): string | null {
  const seeds = new Set<string>();
  for (const [, list = ""] of meaning.matchAll(SEED_PHRASE)) {
    for (const [part] of list.matchAll(SEED_OR_RANGE)) seeds.add(part.replace(/\s*[-–]\s*/, "–"));
  }
  if (seeds.size === 0) return null;
  const sorted = [...seeds].sort();
  return `${sorted.length === 1 && !sorted[0]?.includes("–") ? "seed" : "seeds"} ${sorted.join(", ")}`;
}

/**
 * Constants whose null means "take it from the transcript". The engine has no machine-readable
 * source per constant, so this list mirrors the "null: ..." of their descriptions.
 */
const FROM_TRANSCRIPT_WHEN_NULL: Partial<Record<ConstantName, string>> = {
  contextWindow: "model table",
  summaryTokens: "recorded summaries",
  baseOverheadTokens: "first call",
};

const WINDOW_SOURCES: Record<Exclude<ReplayResult["window"]["source"], "override">, string> = {
  custom: "custom model row",
  table: "model table",
  default: "default window",
  observed: "observed in the transcript",
  env: "CLAUDE_CODE_AUTO_COMPACT_WINDOW",
  auto: "auto window (unknown model: no proactive compaction)",
};

/** How the window was resolved; under an override the replay no longer says, so both ways. */
function describeWindow(window: ReplayResult["window"] | null): string {
  if (window === null || window.source === "override") return "model table or observed window";
  return `${WINDOW_SOURCES[window.source]}, ${window.tokens.toLocaleString("en-US")}`;
}

/**
 * Where a constant's default comes from: the transcript when the profile leaves it null and the
 * engine resolves it from the session, else the seeds its description names, else the profile.
 */
export function sourceOfConstant(
  name: ConstantName,
  meaning: string,
  defaultValue: unknown,
  profileLabel: string,
  window: ReplayResult["window"] | null,
): ConstantSource {
  const fromTranscript = FROM_TRANSCRIPT_WHEN_NULL[name];
  if (fromTranscript !== undefined && defaultValue === null) {
    const how = name === "contextWindow" ? describeWindow(window) : fromTranscript;
    return { kind: "transcript", text: `transcript: ${how}` };
  }
  const seeds = seedsOfMeaning(meaning);
  return seeds ? { kind: "seed", text: seeds } : { kind: "profile", text: profileLabel };
}
