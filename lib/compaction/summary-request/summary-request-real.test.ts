import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadModelFromFile } from "../../transcript/testing/load-model-from-file";
import { fixturePath, hasRealFixtures } from "../../transcript/testing/real-fixtures";
import { replaySession } from "../replay/replay-session";
import { buildSummaryRequest } from "./build-summary-request";
import { parseRawLine, rangeLines } from "./range-lines";
import { summaryRequestSchema } from "./summary-request-schema";
import { sessionVersion } from "../config/resolve-profile";

// Every recorded compaction of ../shared/fixtures/real whose summarised range is in the file:
// records read (main source), messages sent (after filtering and merging, the prompt
// included), records dropped, images replaced by [image].
const POINTS: [
  file: string,
  uuid: string,
  records: number,
  messages: number,
  dropped: number,
  images: number,
][] = [
  ["v1.0.67_precompact_era_summary_x2.jsonl", "ab660390", 133, 82, 9, 0],
  ["v1.0.67_precompact_era_summary_x2.jsonl", "c137ef54", 2, 3, 0, 0],
  ["v1.0.71_mixed_sessionids_images_errors.jsonl", "703e4769", 499, 333, 18, 6],
  ["v2.1.19_microcompact_plus_autocompact_x2.jsonl", "06662054", 393, 157, 164, 0],
  ["v2.1.19_microcompact_plus_autocompact_x2.jsonl", "037f4034", 355, 129, 133, 0],
  ["v2.1.50_subagent_with_autocompact.jsonl", "7f846258", 22, 13, 6, 0],
  ["v2.1.63_autocompact_long.jsonl", "ffab3f11", 822, 279, 459, 0],
];

/** The request at a recorded compaction, built as the service builds it, plus its raw records. */
async function requestAt(file: string, uuidPrefix: string) {
  const model = await loadModelFromFile(fixturePath(file));
  const result = replaySession(model);
  const row = result.recorded.find((r) => r.kind === "compaction" && r.uuid.startsWith(uuidPrefix));
  if (row?.kind !== "compaction" || row.summarised === null) throw new Error("no such point");
  const text = readFileSync(fixturePath(file), "utf8").split("\n");
  const lines = [...rangeLines(model, row.summarised)].sort((a, b) => a - b);
  const records = lines.map((line) => parseRawLine(text[line - 1] ?? ""));
  const built = buildSummaryRequest({
    records,
    model: "claude-sonnet-4-5",
    version: sessionVersion(model),
    window: result.window.tokens,
    includeSidechains: true,
  });
  return { built, records };
}

/** User texts a person typed: string content of non-meta user records. */
function typedUserTexts(records: unknown[]): string[] {
  return records.flatMap((raw) => {
    const r = raw as { type?: string; isMeta?: boolean; message?: { content?: unknown } } | null;
    const content = r?.message?.content;
    return r?.type === "user" && r.isMeta !== true && typeof content === "string" && content !== ""
      ? [content]
      : [];
  });
}

describe.skipIf(!hasRealFixtures)(
  "the summarization request at the real fixtures' compactions",
  () => {
    it.each(POINTS)(
      "%s %s: %i records make %i messages (%i dropped, %i [image])",
      async (file, uuid, records, messages, dropped, images) => {
        const { built, records: raw } = await requestAt(file, uuid);
        expect([raw.length, built.messageCount, built.droppedRecords, built.images]).toEqual([
          records,
          messages,
          dropped,
          images,
        ]);
        expect(summaryRequestSchema.parse(built.request)).toEqual(built.request);
        expect(built.ptl.outcome).toBe("fits");
        const json = JSON.stringify(built.request);
        // No base64 payload left: no source object, no PNG or JPEG header.
        expect(json).not.toMatch(/"media_type"|"type":"base64"|iVBORw0KGgo|\/9j\/4AAQ/);
        expect(json.split('"text":"[image]"').length - 1).toBe(images);
        // Consecutive user messages are merged: the roles never repeat a user.
        expect(built.request.messages.map((m) => m.role).join(",")).not.toContain("user,user");
      },
    );

    it.each(POINTS)(
      "%s %s: every user message a person typed is in the request",
      async (file, uuid) => {
        const { built, records } = await requestAt(file, uuid);
        const texts = new Set(
          built.request.messages.flatMap((m) =>
            typeof m.content === "string"
              ? [m.content]
              : m.content.flatMap((b) => (b.type === "text" ? [b.text] : [])),
          ),
        );
        for (const typed of typedUserTexts(records)) expect(texts).toContain(typed);
      },
    );
  },
);
