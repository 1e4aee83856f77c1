import { describe, expect, it } from "vitest";
import { REDACTION_OFF, type RedactionReport } from "../../contracts/redaction-report";
import { splitMarkers, toRedactionSummary } from "./redaction-summary";

const makeReport = (overrides: Partial<RedactionReport> = {}): RedactionReport => ({
  ...REDACTION_OFF,
  enabled: true,
  ...overrides,
});

describe("toRedactionSummary", () => {
  it.each([
    [
      "off",
      REDACTION_OFF,
      "sending",
      { state: "off", sentence: "Redaction is off: the text is sent as stored.", items: [] },
    ],
    [
      "clean",
      makeReport(),
      "showing",
      { state: "clean", sentence: "Redaction is on: no secrets found.", items: [] },
    ],
    [
      "redacted, most first, then by kind",
      makeReport({ secrets: 3, occurrences: 5, byKind: { "private-key": 1, "anthropic-key": 2 } }),
      "sending",
      {
        state: "redacted",
        sentence: "3 secrets redacted before sending: 2 Anthropic API keys, 1 private key.",
        items: [],
      },
    ],
    [
      "past three kinds, a list the sentence leaves to",
      makeReport({
        secrets: 5,
        occurrences: 5,
        byKind: { jwt: 1, "private-key": 1, "npm-token": 1, "anthropic-key": 2 },
      }),
      "showing",
      {
        state: "redacted",
        sentence: "5 secrets of 4 kinds redacted before showing:",
        items: [
          { kind: "anthropic-key", count: 2, words: "2 Anthropic API keys" },
          { kind: "jwt", count: 1, words: "1 JSON web token" },
          { kind: "npm-token", count: 1, words: "1 npm token" },
          { kind: "private-key", count: 1, words: "1 private key" },
        ],
      },
    ],
    [
      "one secret",
      makeReport({ secrets: 1, occurrences: 1, byKind: { jwt: 1 } }),
      "showing",
      {
        state: "redacted",
        sentence: "1 secret redacted before showing: 1 JSON web token.",
        items: [],
      },
    ],
  ] as const)("%s", (_name, report, purpose, expected) => {
    expect(toRedactionSummary(report, purpose)).toEqual({ ...expected, warning: null });
  });

  it("says which of the user's patterns ran out of time", () => {
    expect(toRedactionSummary(makeReport({ timedOut: ["(a|aa)*b"] }), "sending").warning).toBe(
      "1 pattern of yours ran out of time and was skipped: (a|aa)*b.",
    );
  });
});

describe("splitMarkers", () => {
  it.each([
    ["", [{ text: "", isMarker: false }]],
    ["plain", [{ text: "plain", isMarker: false }]],
    [
      "a [REDACTED:jwt#1][REDACTED:env-secret#12] b",
      [
        { text: "a ", isMarker: false },
        { text: "[REDACTED:jwt#1]", isMarker: true },
        { text: "[REDACTED:env-secret#12]", isMarker: true },
        { text: " b", isMarker: false },
      ],
    ],
  ])("%j", (text, pieces) => {
    expect(splitMarkers(text)).toEqual(pieces);
    expect(
      splitMarkers(text)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });
});
