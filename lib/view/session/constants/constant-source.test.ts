import { describe, expect, it } from "vitest";
import { CONSTANT_NAMES, sourceOfDefault } from "@/lib/compaction/config/replay-config";
import { documentsOfSeeds } from "@/lib/view/sources/source-catalogue";
import { sourceOfConstant } from "./constant-source";

describe("the documents constants cite", () => {
  it("finds a document or a reason for every constant but the few the profile alone decides", () => {
    const withoutDocument = CONSTANT_NAMES.filter(
      (name) =>
        sourceOfDefault(name).measured === undefined &&
        sourceOfDefault(name).publicSource === undefined &&
        documentsOfSeeds(sourceOfDefault(name).seeds ?? []).length === 0,
    );
    expect(withoutDocument).toEqual([
      "contextWindow",
      "modelWindows",
      "unknownModelWindow",
      "autoCompactWindow",
      "countingMode",
      "apiClearAtLeastTokens",
      "smMemoryFileTokens",
      // The replay's own settings, not claims about Claude Code.
      "summaryTokens",
      "summaryPromptTokens",
      "baseOverheadTokens",
      "replayRecordedManual",
      "manualCompactions",
      // Codex's switch and its config.toml setting: the profile (or the user) decides.
      "codexAutoCompact",
      "codexAutoCompactTokenLimit",
      // Gemini CLI's switch: the profile (or the user) decides.
      "geminiCompress",
      // OpenCode's switch: the profile (or the user) decides.
      "opencodeCompact",
      "injectedCompactFailures",
    ]);
  });

  it("finds every document a constant names (no seed number is dropped)", () => {
    for (const name of CONSTANT_NAMES) {
      const seeds = sourceOfDefault(name).seeds ?? [];
      const named = seeds.flatMap((seed) => (seed.length === 3 ? [seed] : []));
      const found = documentsOfSeeds(seeds).map((document) => document.seed);
      expect(found, name).toEqual(expect.arrayContaining(named));
    }
  });
});

describe("sourceOfConstant", () => {
  const window = { tokens: 200_000, source: "table" as const, model: "claude-opus-4-5" };
  it.each([
    [
      "contextWindow",
      null,
      window,
      { kind: "transcript", text: "transcript: model table, 200,000", cited: [] },
    ],
    [
      "contextWindow",
      null,
      { ...window, source: "observed" as const },
      { kind: "transcript", text: "transcript: observed in the transcript, 200,000", cited: [] },
    ],
    [
      "contextWindow",
      null,
      { ...window, source: "override" as const },
      { kind: "transcript", text: "transcript: model table or observed window", cited: [] },
    ],
    ["contextWindow", 500_000, window, { kind: "profile", text: "profile cc-2.1", cited: [] }],
    [
      "baseOverheadTokens",
      null,
      null,
      { kind: "transcript", text: "transcript: first call", cited: [] },
    ],
    ["summaryPromptTokens", 800, window, { kind: "profile", text: "profile cc-2.1", cited: [] }],
  ] as const)("says where %s's default %j comes from", (name, value, resolved, expected) => {
    expect(sourceOfConstant(name, value, "profile cc-2.1", resolved)).toEqual(expected);
  });

  // Regression: the panel said "seeds 001–004", words only the project's developers know.
  it.each([
    [
      "autocompactBufferTokens",
      "notes on Claude Code 2.1's cache and compaction; reverse-engineered notes on Claude Code 1.0.x; a walk-through of Claude Code 2.1's compaction source; reverse-engineered notes on Claude Code 2.1.7",
      [
        "/sources#claude-code-2-1-cache-notes",
        "/sources#claude-code-1-0-compact-notes",
        "/sources#claude-code-2-1-source-walkthrough",
        "/sources#claude-code-2-1-7-memory-notes",
      ],
    ],
    [
      "outputReserveCap",
      "a walk-through of Claude Code 2.1's compaction source",
      ["/sources#claude-code-2-1-source-walkthrough"],
    ],
    // No document states these: the lab's measurements, or what real transcripts show.
    [
      "reactiveCompact",
      "measured on released Claude Code versions",
      ["/sources#conformance-measurements"],
    ],
    [
      "legacyMicrocompactMainOnly",
      "seen in real Claude Code transcripts",
      ["/sources#real-transcripts-compaction"],
    ],
  ] as const)("cites %s's documents in words, each a link", (name, text, hrefs) => {
    const source = sourceOfConstant(name, 1, "profile cc-2.1", window);
    expect(source.kind).toBe("document");
    expect(source.text).toBe(text);
    expect(source.cited.flatMap((piece) => piece.href ?? [])).toEqual(hrefs);
    expect(source.text).not.toMatch(/seed|§/i);
  });
});
