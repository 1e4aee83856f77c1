import {
  MAX_REPORTED_FINDINGS,
  type RedactionFinding,
  type RedactionKind,
  type RedactionReport,
} from "../contracts/redaction-report";
import { findSecretSpans, type SecretSpan } from "./find-secret-spans";
import { mapStrings } from "./map-strings";

/**
 * The user's patterns matched over a batch of strings under a time bound (bounded-matcher.ts):
 * for each string its spans, and the patterns that ran out of time.
 */
export type UserMatcher = (texts: readonly string[]) => {
  spans: SecretSpan[][];
  timedOut: string[];
};

export type Redactor = {
  /** The strings with their secrets replaced; `paths` name them in the report. */
  redactStrings(texts: readonly string[], paths?: readonly string[]): string[];
  /** A JSON-like value with every string redacted (keys kept), all in one batch; `at` prefixes the report's paths. */
  redactValue<T>(value: T, at?: string): T;
  redactText(text: string): string;
  /** What this redactor has redacted so far. */
  report(): RedactionReport;
};

/**
 * A redaction pass: each secret becomes `[REDACTED:<kind>#n]`, the same secret the same
 * marker however often and wherever it appears in what this redactor sees (so a reader can
 * still tell two keys apart), numbered per kind in the order they are met. The report lists
 * kinds, counts and positions, never a secret. Redacting its own output changes nothing.
 *
 * @example
 * const redactor = createRedactor();
 * redactor.redactText("export GITHUB_TOKEN=ghp_" + "a1".repeat(18)) // "export GITHUB_TOKEN=[REDACTED:github-token#1]"
 * redactor.report().byKind // { "github-token": 1 }
 */
export function createRedactor(options: { matchUser?: UserMatcher } = {}): Redactor {
  const markers = new Map<string, string>();
  const perKind = new Map<RedactionKind, number>();
  const byKind: Partial<Record<RedactionKind, number>> = {};
  const findings: RedactionFinding[] = [];
  const timedOut = new Set<string>();
  let occurrences = 0;

  function markerFor(kind: RedactionKind, secret: string): string {
    const key = `${kind}\u0000${secret}`;
    const known = markers.get(key);
    if (known !== undefined) return known;
    const n = (perKind.get(kind) ?? 0) + 1;
    perKind.set(kind, n);
    byKind[kind] = n;
    const marker = `[REDACTED:${kind}#${n}]`;
    markers.set(key, marker);
    return marker;
  }

  function redactOne(text: string, path: string, extra: readonly SecretSpan[]): string {
    const spans = findSecretSpans(text, extra);
    if (spans.length === 0) return text;
    let out = "";
    let at = 0;
    for (const { kind, start, end } of spans) {
      const marker = markerFor(kind, text.slice(start, end));
      occurrences++;
      if (findings.length < MAX_REPORTED_FINDINGS)
        findings.push({ kind, marker, path, start, end });
      out += text.slice(at, start) + marker;
      at = end;
    }
    return out + text.slice(at);
  }

  function redactStrings(texts: readonly string[], paths: readonly string[] = []): string[] {
    const user = options.matchUser?.(texts);
    user?.timedOut.forEach((pattern) => timedOut.add(pattern));
    return texts.map((text, i) => redactOne(text, paths[i] ?? "", user?.spans[i] ?? []));
  }

  return {
    redactStrings,
    redactValue<T>(value: T, at = ""): T {
      const texts: string[] = [];
      const paths: string[] = [];
      mapStrings(value, (text, path) => {
        texts.push(text);
        paths.push(at === "" ? path : `${at} ${path}`);
        return text;
      });
      const redacted = redactStrings(texts, paths);
      let i = 0;
      return mapStrings(value, () => redacted[i++] ?? "") as T;
    },
    redactText: (text) => redactStrings([text])[0] ?? text,
    report: () => ({
      enabled: true,
      secrets: [...perKind.values()].reduce((sum, n) => sum + n, 0),
      occurrences,
      byKind: { ...byKind },
      findings: [...findings],
      timedOut: [...timedOut],
    }),
  };
}
