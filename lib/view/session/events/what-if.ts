import type { ConfigEntry } from "@/lib/compaction/replay/replay-result";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { formatInteger } from "@/lib/view/format/format-number";
import { countOf } from "./count-of";
import { joinWords } from "./join-words";
import {
  pairCompactions,
  replayedCompactionCalls,
  type PairedCompaction,
} from "./paired-compactions";
import { callList } from "./replay-agreement";

type Settings = Pick<InspectorReplay, "profile" | "config" | "thresholds">;
type Replay = Settings & Pick<InspectorReplay, "recorded" | "events" | "calls">;

/** What the page's constants change from the baseline's, in words, and the threshold they give. */
export type WhatIfSetting = { words: string; threshold: number };

function valueWords(value: unknown): string {
  if (typeof value === "number") return formatInteger(value);
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

const isSame = (a: ConfigEntry | undefined, b: ConfigEntry | undefined) =>
  JSON.stringify(a?.value) === JSON.stringify(b?.value);

/**
 * "cc-2.0", "autocompactBufferTokens = 40,000", "cc-2.0 and autocompactBufferTokens = 40,000":
 * the profile when it differs, then each constant set on either side whose value differs. Null:
 * the page replays the baseline's settings, so there is no what-if to say.
 *
 * @example
 * toWhatIfSetting(underBuffer40000, baseline) // { words: "autocompactBufferTokens = 40,000", threshold: 140_000 }
 */
export function toWhatIfSetting(page: Settings, baseline: Settings): WhatIfSetting | null {
  const parts: string[] = page.profile === baseline.profile ? [] : [page.profile];
  for (const [name, entry] of Object.entries(page.config)) {
    const base = baseline.config[name as keyof typeof baseline.config];
    if ((entry.overridden || base?.overridden) && !isSame(entry, base)) {
      // The page left out a setting the baseline was fitted with (auto beside fitted).
      const isLeftOut = !entry.overridden && base?.overridden === true;
      parts.push(
        isLeftOut
          ? `no ${name} (fitted: ${valueWords(base.value)})`
          : `${name} = ${valueWords(entry.value)}`,
      );
    }
  }
  if (parts.length === 0) return null;
  return { words: joinWords(parts, "and"), threshold: page.thresholds.autocompactThreshold };
}

function answer(pair: PairedCompaction, fileEnd: number): string {
  const [first, ...again] = pair.replayedAt;
  if (first === undefined) {
    const later = countOf(fileEnd - pair.atCall, "call");
    return pair.rank === 0
      ? `it would not have compacted before the file ends (${later} later at least)`
      : `it would not have compacted again before the file ends (${later} later at least)`;
  }
  const shift = first - pair.atCall;
  const when =
    shift === 0
      ? `at the same call, ${formatInteger(first)}`
      : `at call ${formatInteger(first)} (${countOf(Math.abs(shift), "call")} ${shift < 0 ? "earlier" : "later"})`;
  const more = again.length === 0 ? "" : ` and again at ${callList(again)}`;
  return `it would have compacted ${when}${more}`;
}

/**
 * One line per recorded compaction saying what the page's constants would have done to it,
 * naming every replayed compaction's call: "With autocompactBufferTokens = 40,000 (threshold
 * 140,000) it would have compacted at call 70 (12 calls earlier)." Empty when the page replays
 * the baseline's settings.
 *
 * @example
 * toWhatIfLines(underBuffer40000, baseline).get(uuidOf82)
 * // "With autocompactBufferTokens = 40,000 (threshold 140,000) it would have compacted at call 70 (12 calls earlier)."
 */
export function toWhatIfLines(page: Replay, baseline: Settings): Map<string, string> {
  const setting = toWhatIfSetting(page, baseline);
  if (setting === null) return new Map();
  const fileEnd = (page.calls.at(-1)?.index ?? 0) + 1;
  const opening = `With ${setting.words} (threshold ${formatInteger(setting.threshold)})`;
  return new Map(
    pairCompactions(page).map((pair) => [pair.uuid, `${opening} ${answer(pair, fileEnd)}.`]),
  );
}

/**
 * The what-if of a session that never compacted: where the page's constants would make the
 * replay compact, or that they would not either. Null when the page replays the baseline's
 * settings.
 *
 * @example
 * toUnrecordedWhatIf(underBuffer40000, baseline) // "With autocompactBufferTokens = 40,000 (threshold 140,000) it would have compacted at call 120."
 */
export function toUnrecordedWhatIf(page: Replay, baseline: Settings): string | null {
  const setting = toWhatIfSetting(page, baseline);
  if (setting === null) return null;
  const replayed = replayedCompactionCalls(page);
  const opening = `With ${setting.words} (threshold ${formatInteger(setting.threshold)})`;
  return replayed.length === 0
    ? `${opening} it would not have compacted either.`
    : `${opening} it would have compacted at ${callList(replayed)}.`;
}
