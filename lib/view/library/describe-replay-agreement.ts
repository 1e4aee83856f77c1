import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger } from "@/lib/view/format/format-number";

/**
 * How the sessions list says whether a session's replay as recorded reproduces it: a short
 * line under its compactions, a sentence for its tooltip, and a tone (`differs` and `fitted`
 * draw the eye; `agrees`, `unmeasured` and `unchecked`, a format that records no compactions,
 * stay quiet).
 */
export type AgreementBadge = {
  text: string;
  title: string;
  tone: "agrees" | "differs" | "fitted" | "unmeasured" | "unchecked";
};

type Row = Pick<TranscriptSummary, "replayAgreement" | "compactions">;

const compactions = (n: number) => `${formatInteger(n)} compaction${n === 1 ? "" : "s"}`;

const NOT_MEASURED_TITLE =
  "Whether the replay reproduces this session is not measured yet with this engine: it is " +
  "measured in the background when the list filters on it or the session is opened.";

/**
 * The replay agreement of a list row; null when there is nothing to say: no recorded
 * compaction and none replayed, or none recorded and not measured yet.
 *
 * @example
 * describeReplayAgreement(row).text // "replay reproduces 1 of 2"
 * describeReplayAgreement(row).text // "reproduces with CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80"
 * describeReplayAgreement(row).text // "replay makes 1 compaction, unchecked"
 */
export function describeReplayAgreement(row: Row): AgreementBadge | null {
  const agreement = row.replayAgreement;
  if (agreement === null)
    return row.compactions.length === 0
      ? null
      : { text: "replay not measured yet", title: NOT_MEASURED_TITLE, tone: "unmeasured" };
  const { recorded, reproduced, extra, isComplete, fitted, recordsCompactions } = agreement;
  if (recorded === 0 && extra === 0) return null;
  if (!recordsCompactions)
    return {
      text: `replay makes ${compactions(extra)}, unchecked`,
      title:
        `This file's format records no compactions, so the ${compactions(extra)} the replay as ` +
        "recorded (auto) makes cannot be checked against it.",
      tone: "unchecked",
    };

  const counted =
    recorded === 0
      ? `The file records no compaction a setting decides; the replay as recorded (auto) makes ${compactions(extra)}.`
      : `The replay as recorded (auto) reproduces ${formatInteger(reproduced)} of the ${formatInteger(recorded)} ` +
        `recorded ${recorded === 1 ? "compaction" : "compactions"} not made by hand (same call, preTokens within 2%)` +
        (extra > 0 ? ` and makes ${compactions(extra)} the file does not have.` : ".");
  if (isComplete) {
    const text = `replay reproduces ${formatInteger(reproduced)} of ${formatInteger(recorded)}`;
    return { text, title: counted, tone: "agrees" };
  }
  if (fitted?.isComplete)
    return {
      text: `reproduces with ${fitted.settings}`,
      title: `${counted} With ${fitted.settings}, fitted from the file, it reproduces every one.`,
      tone: "fitted",
    };
  const fittedNote =
    fitted === null
      ? " No setting this version reads does better."
      : ` ${fitted.settings}, fitted from the file, reproduces more but not all.`;
  const text =
    recorded === 0
      ? `replay adds ${compactions(extra)}`
      : `replay reproduces ${formatInteger(reproduced)} of ${formatInteger(recorded)}` +
        (extra > 0 ? `, adds ${formatInteger(extra)}` : "");
  return { text, title: counted + fittedNote, tone: "differs" };
}
