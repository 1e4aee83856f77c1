import { describe, expect, it } from "vitest";
import { replaySession } from "../compaction/replay/replay-session";
import { createModelBuilder } from "../transcript/build-model";
import { generateDemoSessions } from "./demo-sessions";
import { generateTranscriptLines, type GeneratorOptions } from "./generate-transcript";

function replayOf(options: GeneratorOptions) {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  for (const line of generateTranscriptLines(options)) builder.push(encoder.encode(`${line}\n`));
  return replaySession(builder.end(), {});
}

/**
 * Recorded and replayed, call by call (`kind@call`), the auto compactions' counts, and the
 * replayed microcompactions with no record that the usage does not show (1.0.x and 2.0.x
 * clear silently: there a replayed microcompaction must be the one the next call's usage
 * shows, aligned, and has no record to list).
 */
function agreement(options: GeneratorOptions) {
  const result = replayOf(options);
  const recorded = result.recorded.filter((r) => r.replayable).map((r) => `${r.kind}@${r.atCall}`);
  const recordedMicro = new Set(
    result.recorded.filter((r) => r.kind === "microcompaction").map((r) => r.atCall),
  );
  const replayed: string[] = [];
  const unmirrored: number[] = [];
  for (const e of result.events) {
    if (e.kind === "microcompact" && !recordedMicro.has(e.atCall)) {
      if (!e.detail.isAligned) unmirrored.push(e.atCall);
    } else if (e.kind !== "ptl-retry") {
      const family = e.kind === "microcompact" ? "microcompaction" : "compaction";
      replayed.push(`${family}@${e.atCall}`);
    }
  }
  const counts = result.events
    .filter((e) => e.kind === "autocompact")
    .map((e) => [e.tokensBefore, e.detail.recordedPreTokens]);
  return { recorded, replayed, unmirrored, counts };
}

function expectAgreement(options: GeneratorOptions, mustCompact: boolean): void {
  const { recorded, replayed, unmirrored, counts } = agreement(options);
  if (mustCompact) expect(recorded.some((r) => r.startsWith("compaction"))).toBe(true);
  expect(replayed).toEqual(recorded);
  expect(unmirrored).toEqual([]);
  for (const [replayedCount, recordedCount] of counts) expect(replayedCount).toBe(recordedCount);
}

describe("generated sessions replay recorded-for-recorded under auto", () => {
  it.each(generateDemoSessions().map((d) => [d.name, d.options] as const))(
    "demo %s",
    (_name, options) => expectAgreement(options, false),
  );

  // Legacy microcompact (up to 2.1.68) keeps sessions under the threshold longer: larger
  // files, and 2.1.22-2.1.68 sessions (cleared above 147K) only microcompact at 3 MB.
  it.each([
    ["1.0", "1.0.72", 5, 3_000_000, true],
    ["1.0", "1.0.117", 4, 8_000_000, true],
    ["2.1", "2.1.19", 7, 6_000_000, true],
    ["2.1", "2.1.31", 8, 3_000_000, false],
    ["2.1", "2.1.63", 12, 3_000_000, false],
    ["2.1", "2.1.70", 8, 3_000_000, true],
    ["2.1", "2.1.92", 12, 3_000_000, true],
  ] as const)(
    "%s style, version %s (seed %i, %i bytes)",
    (style, version, seed, targetBytes, mustCompact) =>
      expectAgreement({ seed, style, version, targetBytes }, mustCompact),
  );
});

describe("a model that is not Claude, given by its own name", () => {
  // The conformance lab: 2.1.150 on glm-4.7 divides the text after the last usage by 3 (a
  // 31-character prompt adds 10 tokens to the check, 8 to preTokens). The generator writes the
  // session as that client runs it.
  const options = {
    seed: 5,
    style: "2.1",
    version: "2.1.150",
    model: "glm-4.7",
    targetBytes: 3_000_000,
  } as const;

  it("replays at the client's calls under auto", () => expectAgreement(options, true));

  it("compacts later than the client when counted at 4 characters a token", () => {
    const builder = createModelBuilder();
    const encoder = new TextEncoder();
    for (const line of generateTranscriptLines(options)) builder.push(encoder.encode(`${line}\n`));
    const model = builder.end();
    const at = (overrides: { charsPerToken?: number }) =>
      replaySession(model, { overrides })
        .events.filter((e) => e.kind === "autocompact")
        .map((e) => e.atCall);
    const recorded = at({});
    const atFour = at({ charsPerToken: 4 });
    expect(recorded.length).toBeGreaterThan(0);
    expect(atFour[0]).toBeGreaterThan(recorded[0] ?? Infinity);
  });
});
