import { sourceOfDefault, type ConstantName } from "@/lib/compaction/config/replay-config";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import { citeSources, plainText, type LinkedText } from "@/lib/view/sources/linked-text";
import { documentsOfSeeds, sourceById } from "@/lib/view/sources/source-catalogue";

/**
 * Where a constant's default comes from: `text` in words, `cited` the same with each document
 * a link to /sources (empty unless the kind is "document").
 */
export type ConstantSource = {
  kind: "document" | "transcript" | "profile";
  text: string;
  cited: LinkedText;
};

/** The /sources entry behind a constant no document states. */
const MEASUREMENT_SOURCES = {
  lab: "conformance-measurements",
  transcripts: "real-transcripts-compaction",
} as const;

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
 * engine resolves it from the session, else the documents its mechanism names or the
 * measurements behind it, else the profile.
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
    return { kind: "transcript", text: `transcript: ${how}`, cited: [] };
  }
  if (source.publicSource !== undefined) {
    const text = `${source.publicRepository ?? "openai/codex"} ${source.publicSource}`;
    return { kind: "document", text, cited: [{ text }] };
  }
  const documents =
    source.measured === undefined
      ? documentsOfSeeds(source.seeds ?? [])
      : [sourceById(MEASUREMENT_SOURCES[source.measured])];
  if (documents.length === 0) return { kind: "profile", text: profileLabel, cited: [] };
  const cited = citeSources(documents);
  return { kind: "document", text: plainText(cited), cited };
}
