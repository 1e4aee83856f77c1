import { describe, expect, it } from "vitest";
import { peakWindowOf, type StoredWindow } from "./peak-window";

const calls = { index: [0, 1, 2, 3], actualTokens: [40_000, 180_000, 90_000, 620_000] };
const sonnet: StoredWindow = { tokens: 200_000, source: "table", model: "claude-sonnet-4-5" };

describe("peakWindowOf", () => {
  it.each([
    [
      "the session's own window at its largest context",
      { tokens: 1_048_576, source: "table", model: "gemini-2.5-pro" },
      { tokens: 1_048_576, model: "gemini-2.5-pro", source: "table", atCall: 3, isSwitched: false },
    ],
    [
      "a /model switch before the peak gives its window",
      {
        ...sonnet,
        switches: [
          { fromCall: 2, tokens: 1_000_000, source: "table", model: "Sonnet 4.5 (1M context)" },
        ],
      },
      {
        tokens: 1_000_000,
        model: "Sonnet 4.5 (1M context)",
        source: "table",
        atCall: 3,
        isSwitched: true,
      },
    ],
    [
      "a switch after the peak does not",
      {
        ...sonnet,
        switches: [
          { fromCall: 9, tokens: 1_000_000, source: "table", model: "Sonnet 4.5 (1M context)" },
        ],
      },
      {
        tokens: 200_000,
        model: "claude-sonnet-4-5",
        source: "table",
        atCall: 3,
        isSwitched: false,
      },
    ],
    [
      "a window the replay does not know (auto) is none",
      { tokens: 200_000, source: "auto", model: "gpt-9" },
      null,
    ],
  ] satisfies [string, StoredWindow, unknown][])("%s", (_rule, window, expected) => {
    expect(peakWindowOf(window, calls)).toEqual(expected);
  });

  it("knows no window of a session without calls", () => {
    expect(peakWindowOf(sonnet, { index: [], actualTokens: [] })).toBeNull();
  });
});
