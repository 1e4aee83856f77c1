import { EVENT_KINDS } from "@/lib/compaction/replay/event-kinds";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import { formatInteger } from "@/lib/view/format/format-number";
import { joinWords } from "./join-words";

type Input = Pick<ReplayResult, "recorded" | "events" | "recordsCompactions">;
type Matched = "compaction" | "microcompaction";

/** How the replay's events of one kind line up with the recording's on the main thread. */
export type KindAgreement = {
  kind: Matched;
  /** Calls of the recorded events the replay can reproduce (a resumed file's copies are not). */
  recordedAt: number[];
  /** How many of those the replay made at the same call. */
  reproduced: number;
  /** Calls of the replay's events that stand for this recorded kind. */
  replayedAt: number[];
  /** Replayed calls where the recording has no event of this kind. */
  extraAt: number[];
};

/** Whether the replay under the page's settings reproduces the recording, and what to say if not. */
export type ReplayAgreement = {
  kinds: KindAgreement[];
  agrees: boolean;
  /** Every recorded compaction made at its call, and no compaction the recording lacks. */
  reproducesCompactions: boolean;
  /** Whether the file's format can record a compaction; when not, none is checked. */
  recordsCompactions: boolean;
  /** How the replay disagrees with the recording: empty when it agrees. */
  sentences: string[];
  /** The replay's compactions a format that records none cannot check; null when it does, or there are none. */
  unchecked: string | null;
};

const isWhole = (kind: KindAgreement) =>
  kind.reproduced === kind.recordedAt.length && kind.extraAt.length === 0;

const VERB: Record<Matched, string> = { compaction: "compacts", microcompaction: "microcompacts" };
/** Calls listed by name before the rest are counted. */
const LISTED_CALLS = 6;

/** "call 14", "calls 14 and 26", "calls 3, 5, 9 and 4 more". */
export function callList(calls: readonly number[]): string {
  const named = calls.slice(0, LISTED_CALLS).map(formatInteger);
  const rest = calls.length - named.length;
  if (rest > 0) return `calls ${joinWords([...named, `${formatInteger(rest)} more`], "and")}`;
  return `${named.length === 1 ? "call" : "calls"} ${joinWords(named, "and")}`;
}

function agreementOf(result: Input, kind: Matched): KindAgreement {
  const recorded = result.recorded.filter((event) => event.kind === kind);
  const recordedAt = recorded.filter((event) => event.replayable).map((event) => event.atCall);
  const reproduced = recorded.filter((event) => event.replayable && event.matched).length;
  const everyRecorded = new Set(recorded.map((event) => event.atCall));
  const replayedAt = [
    ...new Set(
      result.events
        .filter((event) => EVENT_KINDS[event.kind].matches === kind)
        .map((event) => event.atCall),
    ),
  ].sort((a, b) => a - b);
  const extraAt = replayedAt.filter((call) => !everyRecorded.has(call));
  return { kind, recordedAt, reproduced, replayedAt, extraAt };
}

function sentenceOf({ kind, recordedAt, reproduced, replayedAt, extraAt }: KindAgreement) {
  if (recordedAt.length === 0)
    return extraAt.length === 0
      ? null
      : `The recording has no ${kind}; this replay ${VERB[kind]} at ${callList(extraAt)}.`;
  if (isWhole({ kind, recordedAt, reproduced, replayedAt, extraAt })) return null;
  const replayed =
    replayedAt.length === 0 ? "replayed at none" : `replayed at ${callList(replayedAt)}`;
  return (
    `This replay reproduces ${formatInteger(reproduced)} of ${formatInteger(recordedAt.length)} ` +
    `recorded ${kind}${recordedAt.length === 1 ? "" : "s"} ` +
    `(recorded at ${callList(recordedAt)}, ${replayed}).`
  );
}

/**
 * Compares the replay with what the file recorded: each recorded compaction and microcompaction
 * the replay did not make at the same call, and each one it made where the file has none. A
 * replay that disagrees is not the explanation of the recording, and the page says so. A file
 * whose format records no compactions (the model's `recordsCompactions`) checks none: the
 * replay's compactions are said to be unchecked, never to disagree.
 *
 * @example
 * toReplayAgreement(result).sentences
 * // ["This replay reproduces 0 of 2 recorded compactions (recorded at calls 14 and 26, replayed at calls 19 and 29)."]
 */
export function toReplayAgreement(result: Input): ReplayAgreement {
  const kinds = (["compaction", "microcompaction"] as const).map((kind) =>
    agreementOf(result, kind),
  );
  const { recordsCompactions } = result;
  const checked = kinds.filter((kind) => recordsCompactions || kind.kind !== "compaction");
  const sentences = checked.flatMap((kind) => sentenceOf(kind) ?? []);
  const compaction = kinds.find((kind) => kind.kind === "compaction");
  return {
    kinds,
    agrees: sentences.length === 0,
    reproducesCompactions: recordsCompactions && (compaction === undefined || isWhole(compaction)),
    recordsCompactions,
    sentences,
    unchecked: recordsCompactions ? null : uncheckedSentence(compaction?.replayedAt ?? []),
  };
}

/** "This file's format records no compactions: the replay's 1 compaction at call 57 cannot be checked against it." */
function uncheckedSentence(replayedAt: readonly number[]): string | null {
  if (replayedAt.length === 0) return null;
  const count = `${formatInteger(replayedAt.length)} compaction${replayedAt.length === 1 ? "" : "s"}`;
  return (
    `This file's format records no compactions: the replay's ${count} at ` +
    `${callList(replayedAt)} cannot be checked against it.`
  );
}
