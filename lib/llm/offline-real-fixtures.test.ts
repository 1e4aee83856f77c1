import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSummaryRequest } from "../compaction/summary-request/build-summary-request";
import { parseRawLine, rangeLines } from "../compaction/summary-request/range-lines";
import { replaySession } from "../compaction/replay/replay-session";
import { parseSummarySections } from "../summaries/parse-summary-sections";
import { loadModelFromFile } from "../transcript/testing/load-model-from-file";
import {
  fixturePath,
  hasRealFixtures,
  REAL_FIXTURES_DIR,
} from "../transcript/testing/real-fixtures";
import { createOfflineSummarizer } from "./offline";
import { fixtureMessages } from "./testing/fixture-messages";
import { sessionVersion } from "../compaction/config/resolve-profile";

/** Every recorded compaction of every real fixture whose summarised range is in the file. */
async function requestsAtRecordedPoints() {
  const out: { name: string; request: ReturnType<typeof buildSummaryRequest>["request"] }[] = [];
  for (const file of readdirSync(REAL_FIXTURES_DIR).filter((n) => n.endsWith(".jsonl"))) {
    const model = await loadModelFromFile(fixturePath(file));
    const result = replaySession(model);
    const text = readFileSync(fixturePath(file), "utf8").split("\n");
    for (const row of result.recorded) {
      if (row.kind !== "compaction" || row.summarised === null) continue;
      const lines = [...rangeLines(model, row.summarised)].sort((a, b) => a - b);
      if (lines.length === 0) continue;
      const records = lines.map((line) => parseRawLine(text[line - 1] ?? ""));
      const { request } = buildSummaryRequest({
        records,
        model: "claude-sonnet-4-5",
        version: sessionVersion(model),
        includeSidechains: true,
      });
      out.push({ name: `${file} ${row.uuid.slice(0, 8)}`, request });
    }
  }
  return out;
}

describe.skipIf(!hasRealFixtures)(
  "the offline summary at every recorded point of ../shared/fixtures/real",
  () => {
    it("parses to 9 of 9 sections, even when a quoted user message holds </summary> or a continuation sentence", async () => {
      const points = await requestsAtRecordedPoints();
      expect(points.length).toBeGreaterThanOrEqual(7);
      const summarizer = createOfflineSummarizer();
      const counts: Record<string, number> = {};
      const wrongSections: string[] = [];
      for (const { name, request } of points) {
        // The summarizer hands over the analysis, then one piece per section, then the close.
        const pieces: string[] = [];
        const outcome = await summarizer.summarize({ request, onText: (p) => pieces.push(p) });
        if (!outcome.ok) throw new Error(outcome.failure.message);
        const parsed = parseSummarySections(outcome.value.text);
        counts[name] = parsed.presentCount;
        parsed.sections.forEach((section, index) => {
          const written = (pieces[index + 1] ?? "").trim().split("\n").slice(1).join("\n").trim();
          if (section.text !== written) wrongSections.push(`${name} ${section.id}`);
        });
      }
      expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((name) => [name, 9])));
      // Each section's text is the text written under its heading: a summary quoted in a
      // user message (section 6) does not take over sections 1 to 9.
      expect(wrongSections).toEqual([]);
    }, 120_000);

    // A skipped describe still collects its tests: no directory to read in a clone without it.
    it.each(
      hasRealFixtures ? readdirSync(REAL_FIXTURES_DIR).filter((n) => n.endsWith(".jsonl")) : [],
    )(
      "%s: the offline summary of the whole main thread parses to 9 of 9 sections",
      async (file) => {
        const messages = fixtureMessages(path.join(REAL_FIXTURES_DIR, file));
        const outcome = await createOfflineSummarizer().summarize({
          request: {
            model: "claude-sonnet-4-5",
            system: "You are a helpful AI assistant tasked with summarizing conversations.",
            messages: [...messages, { role: "user", content: "Summarise." }],
            max_tokens: 20_000,
          },
        });
        if (!outcome.ok) throw new Error(outcome.failure.message);
        expect(parseSummarySections(outcome.value.text).presentCount).toBe(9);
      },
    );
  },
);
