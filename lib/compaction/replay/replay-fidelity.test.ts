import { describe, expect, it } from "vitest";
import { loadModelFromFile } from "../../transcript/testing/load-model-from-file";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "../../transcript/testing/real-fixtures";
import { replaySession } from "./replay-session";

type Row = {
  file: string;
  profile: string;
  auto: number;
  replayable: number;
  hits: number;
  notes: string;
};

const TOLERANCE = 0.02;
const expected = readExpectedFigures();

/**
 * Fidelity on real transcripts: for every recorded auto compaction, the auto profile's replay
 * without overrides fires at the same call, within 2% of preTokens, and the inferred
 * threshold interval contains the profile's threshold. A boundary copied into a resumed
 * session or a compaction fork (its parent is not in the file, at call 0 or later) happened in
 * another session: it is reported as not replayable rather than counted as a hit.
 */
describe.skipIf(!hasRealFixtures)("replay fidelity on ../shared/fixtures/real", () => {
  const rows: Row[] = [];

  it.each(expected)("%s", async (file, figures) => {
    const model = await loadModelFromFile(fixturePath(file));
    const result = replaySession(model, {});
    const threshold = result.thresholds.autocompactThreshold;
    const { lower, upper } = result.thresholdInference;
    const autoEvents = result.events.filter((e) => e.kind === "autocompact");
    const auto = figures.compactions.filter((c) => c.trigger === "auto");
    const notes: string[] = [];
    let hits = 0;
    for (const compaction of auto) {
      if (compaction.atCall === 0 || !compaction.parentInFile) {
        notes.push(
          `call ${compaction.atCall} (${compaction.preTokens}): copied boundary, not replayable`,
        );
        continue;
      }
      const event = autoEvents.find((e) => e.atCall === compaction.atCall);
      const pre = compaction.preTokens ?? 0;
      const error = event === undefined ? null : Math.abs(event.tokensBefore - pre) / pre;
      const isInside =
        (lower === null || threshold > lower) && (upper === null || threshold <= upper);
      if (error !== null && error <= TOLERANCE && isInside) hits += 1;
      notes.push(
        `call ${compaction.atCall}: ${event?.tokensBefore ?? "none"} vs ${pre} (${error === null ? "-" : (error * 100).toFixed(2)}%)`,
      );
    }
    for (const compaction of figures.compactions.filter((c) => c.trigger === null)) {
      const event = autoEvents.find((e) => e.atCall === compaction.atCall);
      notes.push(
        `call ${compaction.atCall} (trigger unknown): ${event ? `auto at ${event.tokensBefore}` : "not auto"}`,
      );
    }
    for (const micro of result.recorded.filter((r) => r.kind === "microcompaction")) {
      const event = result.events
        .filter((e) => e.kind === "microcompact")
        .find((e) => e.atCall === micro.atCall);
      const saved =
        micro.preTokens !== null && micro.postTokens !== null
          ? micro.preTokens - micro.postTokens
          : null;
      notes.push(
        `microcompact call ${micro.atCall}: saved ${event?.detail.saved ?? "none"} vs ${saved}`,
      );
      expect(micro.matched).toBe(true);
      expect(Math.abs((event?.detail.saved ?? 0) - (saved ?? 0))).toBeLessThanOrEqual(
        TOLERANCE * (saved ?? 0),
      );
    }
    const replayable = auto.filter((c) => c.atCall > 0 && c.parentInFile).length;
    rows.push({
      file,
      profile: `${result.profile}@${result.window.tokens}`,
      auto: auto.length,
      replayable,
      hits,
      notes: notes.join("; "),
    });

    expect(hits).toBe(replayable);
    // No replayed compaction where the real session did not compact at all.
    const recordedCalls = new Set(figures.compactions.map((c) => c.atCall));
    expect(autoEvents.filter((e) => !recordedCalls.has(e.atCall))).toEqual([]);
    expect(result.thresholdInference.isConsistent).toBe(true);
  });

  it("prints the hit rate per file", () => {
    console.log(
      rows
        .map(
          (r) =>
            `${r.file.padEnd(48)} ${r.profile.padEnd(22)} auto ${r.auto} replayable ${r.replayable} hits ${r.hits}${r.replayable ? ` (${Math.round((100 * r.hits) / r.replayable)}%)` : ""}  ${r.notes}`,
        )
        .join("\n"),
    );
    expect(rows).toHaveLength(expected.length);
  });
});
