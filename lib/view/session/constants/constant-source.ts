import { sourceOfDefault, type ConstantName } from "@/lib/compaction/config/replay-config";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";

export type ConstantSource = { kind: "seed" | "transcript" | "profile"; text: string };

/** The seeds a constant's mechanism names, as one label ("seed 003", "seeds 001–004"). */
export function seedLabel(seeds: readonly string[] | undefined): string | null {
  if (!seeds || seeds.length === 0) return null;
  const isOne = seeds.length === 1 && !seeds[0]?.includes("–");
  return `${isOne ? "seed" : "seeds"} ${seeds.join(", ")}`;
}

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
 * engine resolves it from the session, else the seeds its mechanism names, else the profile.
 */
export function sourceOfConstant(
  name: ConstantName,
  defaultValue: unknown,
  profileLabel: string,
  window: ReplayResult["window"] | null,
): ConstantSource {
  const source = sourceOfDefault(name);
  if (source.fromTranscriptWhenNull !== undefined && defaultValue === null) {
    const how = name === "contextWindow" ? describeWindow(window) : source.fromTranscriptWhenNull;
    return { kind: "transcript", text: `transcript: ${how}` };
  }
  const seeds = seedLabel(source.seeds);
  return seeds ? { kind: "seed", text: seeds } : { kind: "profile", text: profileLabel };
}
