import { replaySession } from "../../../compaction/replay/replay-session";
import { toInspectorReplayWire } from "../../../contracts/inspector-replay";
import { generateTranscriptLines } from "../../../generator/generate-transcript";
import { createModelBuilder } from "../../../transcript/build-model";
import type { TranscriptModel } from "../../../transcript/model";

/**
 * Generated 2.1.80 sessions as a client would have written them: under the default threshold
 * (167,000: `auto` reproduces them), or under CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80 (144,000,
 * which no transcript records: `auto` does not, the fit does). Made once per process.
 */
const AUTO_COMPACT_AT = { default: 167_000, pct80: 144_000 } as const;
export type SessionSettings = keyof typeof AUTO_COMPACT_AT;

const made = new Map<SessionSettings, TranscriptModel>();

export function sessionLinesUnder(settings: SessionSettings): string[] {
  return [
    ...generateTranscriptLines({
      seed: 7,
      style: "2.1",
      version: "2.1.80",
      targetBytes: 4_000_000,
      autoCompactAt: AUTO_COMPACT_AT[settings],
    }),
  ];
}

export function sessionRunUnder(settings: SessionSettings): TranscriptModel {
  const cached = made.get(settings);
  if (cached !== undefined) return cached;
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  for (const line of sessionLinesUnder(settings)) builder.push(encoder.encode(`${line}\n`));
  const model = builder.end();
  made.set(settings, model);
  return model;
}

/** The replay as recorded in the inspector's form, as the replay service answers it. */
export function replayAsRecordedJson(model: TranscriptModel): Uint8Array {
  const result = replaySession(model, { profile: "auto", overrides: {} });
  return Buffer.from(JSON.stringify(toInspectorReplayWire(result)), "utf8");
}
