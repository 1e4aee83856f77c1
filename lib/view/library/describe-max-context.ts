import type { PeakWindow } from "@/lib/contracts/replay-agreement";
import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { formatInteger, formatPercent } from "@/lib/view/format/format-number";

type Row = Pick<TranscriptSummary, "maxContextTokens" | "replayAgreement" | "apiCalls">;

/**
 * A session's largest context against its own window: the share (null when the window is not
 * known, never divided by a guess), the window drawn against, and the sentence that says which
 * window it is.
 */
export type MaxContextShare = {
  /** tokens / window, or null when the window is not known. */
  fraction: number | null;
  window: number | null;
  /** "650,000 tokens · 62% of gemini-2.5-pro's 1,048,576". */
  text: string;
};

const WHERE_FROM: Record<PeakWindow["source"], string> = {
  table: "",
  default: " (a default: no table lists the model)",
  observed: " (read from the file, not a table)",
  custom: " (from your model windows)",
  env: " (the auto-compact window the session set)",
  override: " (overridden)",
};

function ofWindow(window: PeakWindow): string {
  const owner = window.model === null ? "its window of" : `${window.model}'s`;
  const switched = window.isSwitched
    ? ` (set by a /model switch before call ${formatInteger(window.atCall)})`
    : WHERE_FROM[window.source];
  return `${owner} ${formatInteger(window.tokens)}${switched}`;
}

/**
 * Whether no call records its usage (a proxy's zeros): the largest context is then not known,
 * and 0 would read as an empty context.
 */
export const isMaxContextUnknown = (
  row: Pick<TranscriptSummary, "maxContextTokens" | "apiCalls">,
) => row.maxContextTokens === 0 && row.apiCalls > 0;

/**
 * How full the session's context got, of the window the replay as recorded gives its model at
 * its largest context (the stored agreement's `peakWindow`: 1,048,576 for gemini-2.5-pro, the
 * 1M of a `[1m]` model or a /model switch, Codex's own table). Until that replay is measured,
 * or when it knows no window for the model, it says so instead of dividing by 200K.
 *
 * @example
 * describeMaxContext(row).text // "650,000 tokens · 62% of gemini-2.5-pro's 1,048,576"
 */
export function describeMaxContext(row: Row): MaxContextShare {
  const tokens = `${formatInteger(row.maxContextTokens)} tokens`;
  if (isMaxContextUnknown(row))
    return {
      fraction: null,
      window: null,
      text: "not known: no call records its usage (0 tokens in, 0 out)",
    };
  const agreement = row.replayAgreement;
  if (agreement === null)
    return {
      fraction: null,
      window: null,
      text: `${tokens} · its window is known once the replay as recorded is measured`,
    };
  const window = agreement.peakWindow;
  if (window === null)
    return {
      fraction: null,
      window: null,
      text: `${tokens} · the replay knows no window for this model, so no share is given`,
    };
  const fraction = row.maxContextTokens / window.tokens;
  return {
    fraction,
    window: window.tokens,
    text: `${tokens} · ${formatPercent(fraction)} of ${ofWindow(window)}`,
  };
}
