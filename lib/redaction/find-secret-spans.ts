import type { RedactionKind } from "../contracts/redaction-report";
import { DETECTORS, type Detector } from "./detectors";
import { isHighEntropySecret, TOKEN_RUN } from "./high-entropy";

/** A secret's place in one string: `[start, end)`. */
export type SecretSpan = { kind: RedactionKind; start: number; end: number };

/** A marker a pass already wrote: matching inside it again would grow it, never shrink it. */
export const MARKER = /\[REDACTED:[a-z-]+#\d+\]/g;

function overlaps(span: { start: number; end: number }, taken: readonly SecretSpan[]): boolean {
  return taken.some((t) => span.start < t.end && t.start < span.end);
}

function detectorSpans(detector: Detector, text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  if (detector.hint !== undefined && !detector.hint.test(text)) return spans;
  for (const match of text.matchAll(detector.pattern)) {
    const group = detector.groups?.find((g) => match[g] !== undefined);
    const indices = group === undefined ? match.indices?.[0] : match.indices?.[group];
    const secret = group === undefined ? match[0] : match[group];
    if (indices === undefined || secret === undefined || secret.length === 0) continue;
    if (detector.accept !== undefined && !detector.accept(secret, match)) continue;
    spans.push({ kind: detector.kind, start: indices[0], end: indices[1] });
  }
  return spans;
}

/**
 * Where the secrets of one string are, in order and never overlapping: the built-in detectors
 * first (in their order), then `extra` (the user's patterns, matched elsewhere under a time
 * bound), then long random runs. Text inside a marker a pass already wrote is never a secret,
 * so a second pass finds nothing new.
 *
 * @example
 * findSecretSpans("key sk-ant-api03-abcdefghijklmnopqrstuv")
 * // [{ kind: "anthropic-key", start: 4, end: 38 }]
 */
export function findSecretSpans(text: string, extra: readonly SecretSpan[] = []): SecretSpan[] {
  const taken: SecretSpan[] = [];
  for (const marker of text.matchAll(MARKER))
    taken.push({ kind: "custom", start: marker.index, end: marker.index + marker[0].length });
  const markers = taken.length;
  const claim = (span: SecretSpan) => {
    if (span.end > span.start && !overlaps(span, taken)) taken.push(span);
  };
  for (const detector of DETECTORS) detectorSpans(detector, text).forEach(claim);
  extra.forEach(claim);
  for (const run of text.matchAll(TOKEN_RUN))
    if (isHighEntropySecret(run[0]))
      claim({ kind: "high-entropy", start: run.index, end: run.index + run[0].length });
  return taken.slice(markers).sort((a, b) => a.start - b.start);
}
