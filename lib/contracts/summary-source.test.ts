import { describe, expect, it } from "vitest";
import { makeEntry } from "../compaction/testing/make-model";
import type { Entry, RecordedCompaction, TranscriptModel } from "../transcript/model";
import type { FoundPoint } from "./find-compaction-point";
import { recordedSummaryLine, toSummarySource } from "./summary-source";
import { makeCompactionEvent, makeRecordedRow } from "../view/compaction/testing/make-replay";

function model(entries: Partial<Entry>[], form: "boundary" | "summary" = "boundary") {
  const compaction = { uuid: "c", form, entryIndex: 0, line: 1, source: "main", summaryChars: 900 };
  return {
    entries: entries.map((e, index) => makeEntry({ type: "user", source: "main", ...e, index })),
    mainSource: "main",
    compactions: [compaction as RecordedCompaction],
  } as TranscriptModel;
}

const boundary = { type: "system", subtype: "compact_boundary" };

describe("recordedSummaryLine", () => {
  it.each<[string, Partial<Entry>[], "boundary" | "summary", number | null]>([
    [
      "the isCompactSummary record after a boundary",
      [boundary, { isCompactSummary: true }],
      "boundary",
      2,
    ],
    [
      "1.0.117's isVisibleInTranscriptOnly summary",
      [boundary, { isVisibleInTranscriptOnly: true }],
      "boundary",
      2,
    ],
    [
      "past hook records and attachments",
      [boundary, { type: "attachment" }, { type: "system" }, { isCompactSummary: true }],
      "boundary",
      4,
    ],
    [
      "the summary record itself in the summary-only form",
      [{ isCompactSummary: true }],
      "summary",
      1,
    ],
    [
      "nothing once the next call's records begin",
      [boundary, { type: "assistant" }, { isCompactSummary: true }],
      "boundary",
      null,
    ],
    [
      "nothing in another query source",
      [boundary, { isCompactSummary: true, source: "agent:a" }],
      "boundary",
      null,
    ],
  ])("finds %s", (_, entries, form, line) => {
    expect(recordedSummaryLine(model(entries, form), "c")).toBe(line);
  });

  it("finds nothing for an unknown compaction", () => {
    expect(recordedSummaryLine(model([boundary]), "zz")).toBeNull();
  });
});

describe("toSummarySource", () => {
  const m = model([boundary, { isCompactSummary: true }]);
  const row = makeRecordedRow({ uuid: "c" });
  const event = makeCompactionEvent({
    postCompact: [
      { kind: "summary", tokens: 2_500 },
      { kind: "boundary", tokens: 40 },
    ],
  });
  it.each<[string, FoundPoint, unknown]>([
    [
      "a recorded point reads its record",
      { origin: "recorded", row, event: null },
      { kind: "recorded", line: 2, chars: 900 },
    ],
    [
      "a replayed point aligned with it shares it",
      { origin: "replayed", event, row },
      { kind: "recorded", line: 2, chars: 900 },
    ],
    [
      "a replayed point alone is an estimate",
      { origin: "replayed", event, row: null },
      { kind: "estimate", tokens: 2_500 },
    ],
    [
      "a boundary with no summary says so",
      { origin: "recorded", row: makeRecordedRow({ uuid: "zz" }), event: null },
      { kind: "missing", reason: expect.stringMatching(/no summary record/) },
    ],
  ])("%s", (_, found, expected) => {
    expect(toSummarySource(m, found)).toEqual(expected);
  });
});

describe("a Codex compaction's summary source", () => {
  const codex = (summaryEncrypted: boolean, summaryChars: number | null) =>
    ({
      entries: [
        makeEntry({
          type: "system",
          subtype: "compact_boundary",
          source: "main",
          index: 0,
          line: 7,
        }),
      ],
      mainSource: "main",
      compactions: [
        {
          uuid: "c",
          form: "boundary",
          entryIndex: 0,
          line: 7,
          source: "main",
          summaryChars,
          summaryEncrypted,
        },
      ],
    }) as unknown as TranscriptModel;
  const found: FoundPoint = {
    origin: "recorded",
    row: makeRecordedRow({ uuid: "c" }),
    event: null,
  };

  it.each<[string, TranscriptModel, unknown]>([
    [
      "a local compaction reads its own compacted line",
      codex(false, 120),
      { kind: "recorded", line: 7, chars: 120 },
    ],
    [
      "a remote one says the summary is encrypted",
      codex(true, null),
      { kind: "missing", reason: "Summary encrypted by OpenAI; its text cannot be shown." },
    ],
    [
      "one with no summary says so",
      codex(false, null),
      { kind: "missing", reason: "This compaction recorded no summary." },
    ],
  ])("%s", (_, m, expected) => {
    expect(toSummarySource(m, found)).toEqual(expected);
  });
});
