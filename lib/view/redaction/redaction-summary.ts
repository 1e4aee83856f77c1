import {
  REDACTION_KINDS,
  type RedactionKind,
  type RedactionReport,
} from "../../contracts/redaction-report";

export type RedactionSummaryItem = { kind: RedactionKind; count: number; words: string };

/** Kinds a sentence names itself; more go to a list beneath it. */
export const KINDS_IN_SENTENCE = 3;

/**
 * What a screen says about a redaction pass: `off` (nothing was looked at), `clean` (looked,
 * found nothing) or `redacted`, with one sentence and, past KINDS_IN_SENTENCE kinds, a line
 * per kind (most first) that the sentence no longer names.
 */
export type RedactionSummary = {
  state: "off" | "clean" | "redacted";
  sentence: string;
  items: RedactionSummaryItem[];
  /** User patterns skipped for running out of time, as a sentence; null when none. */
  warning: string | null;
};

const count = (n: number, [one, many]: readonly [string, string]) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The sentence and list of a redaction report, for the request preview and record content.
 * The list is empty when the sentence names every kind.
 *
 * @example
 * toRedactionSummary(report, "sent").sentence
 * // "3 secrets redacted before sending: 2 Anthropic API keys, 1 private key."
 */
export function toRedactionSummary(
  report: RedactionReport,
  /** What the text is on its way to: "before sending" or "before showing". */
  purpose: "sending" | "showing",
): RedactionSummary {
  const warning =
    report.timedOut.length === 0
      ? null
      : `${count(report.timedOut.length, ["pattern", "patterns"])} of yours ran out of time and ${report.timedOut.length === 1 ? "was" : "were"} skipped: ${report.timedOut.join(", ")}.`;
  if (!report.enabled)
    return {
      state: "off",
      sentence: `Redaction is off: the text is ${purpose === "sending" ? "sent" : "shown"} as stored.`,
      items: [],
      warning,
    };
  const items = (Object.entries(report.byKind) as [RedactionKind, number][])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, n]) => ({ kind, count: n, words: count(n, REDACTION_KINDS[kind]) }));
  if (items.length === 0)
    return { state: "clean", sentence: "Redaction is on: no secrets found.", items, warning };
  const total = count(report.secrets, ["secret", "secrets"]);
  if (items.length <= KINDS_IN_SENTENCE)
    return {
      state: "redacted",
      sentence: `${total} redacted before ${purpose}: ${items.map((i) => i.words).join(", ")}.`,
      items: [],
      warning,
    };
  return {
    state: "redacted",
    sentence: `${total} of ${items.length} kinds redacted before ${purpose}:`,
    items,
    warning,
  };
}

/** A marker `[REDACTED:<kind>#n]` in a text, so a screen can set it apart from the words. */
export const REDACTION_MARKER = /\[REDACTED:[a-z-]+#\d+\]/g;

/**
 * A text cut into plain pieces and markers, in order (joined, they are the text again).
 *
 * @example
 * splitMarkers("key [REDACTED:jwt#1] ok") // [{ text: "key ", isMarker: false }, { text: "[REDACTED:jwt#1]", isMarker: true }, { text: " ok", isMarker: false }]
 */
export function splitMarkers(text: string): { text: string; isMarker: boolean }[] {
  const pieces: { text: string; isMarker: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(REDACTION_MARKER)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), isMarker: false });
    pieces.push({ text: match[0], isMarker: true });
    at = match.index + match[0].length;
  }
  if (at < text.length || pieces.length === 0)
    pieces.push({ text: text.slice(at), isMarker: false });
  return pieces;
}
