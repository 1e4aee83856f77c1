import { describe, expect, it } from "vitest";
import { loadModelFromFile } from "./testing/load-model-from-file";
import { buildModel, makeUser } from "./testing/make-records";
import { fixturePath, hasRealFixtures } from "./testing/real-fixtures";
import { parseRecordTimestamp, sessionTimes } from "./session-times";

const at = (iso: string) => Date.parse(iso);

describe("parseRecordTimestamp", () => {
  it.each([
    ["2026-02-18T13:02:34.940Z", at("2026-02-18T13:02:34.940Z")],
    ["2026-02-18T13:02:34Z", at("2026-02-18T13:02:34Z")],
    ["2026-02-18T15:02:34.940+02:00", at("2026-02-18T13:02:34.940Z")],
    [null, null],
    ["", null],
    ["0", null],
    ["1", null],
    ["Aug 12 2025", null],
    ["2026-02-18", null],
    ["2026-02-18T13:02:34.940", null],
    ["2026-13-45T13:02:34.940Z", null],
    ['eb80","timestamp":"2026-02-18T13:02:34.940Z', null],
  ])("reads %j as %j", (value, expected) => {
    expect(parseRecordTimestamp(value)).toBe(expected);
  });
});

describe("sessionTimes", () => {
  it.each([
    ["no entries", [], null, null],
    ["no timestamps at all", [null, null], null, null],
    ["one timestamp", [5], 5, 5],
    ["in order", [1, 2, 3], 1, 3],
    ["out of order: the earliest and latest, not the first and last lines", [3, 1, 4, 2], 1, 4],
    ["missing ones skipped", [null, 7, null, 9, null], 7, 9],
  ])("%s", (_rule, stamps, startedAt, endedAt) => {
    const entries = stamps.map((timestamp) => ({ timestamp }));
    expect(sessionTimes(entries)).toEqual({ startedAt, endedAt });
  });

  it("does not mutate its input and is deterministic", () => {
    const entries = Object.freeze([{ timestamp: 2 }, { timestamp: 1 }]);
    expect(sessionTimes(entries)).toEqual(sessionTimes(entries));
  });

  it("ignores invalid and missing timestamps of parsed records", () => {
    const model = buildModel([
      makeUser("a", { timestamp: "2026-03-01T10:00:00.000Z" }),
      makeUser("b", { timestamp: "not a time" }),
      makeUser("c", { timestamp: undefined }),
      makeUser("d", { timestamp: "2026-03-01T09:59:59.500Z" }),
      makeUser("e", { timestamp: "0" }),
      'eb80","timestamp":"2026-03-09T13:02:34.940Z"}',
      makeUser("f", { timestamp: "2026-03-01T11:30:00.000Z" }),
    ]);
    expect(sessionTimes(model.entries)).toEqual({
      startedAt: at("2026-03-01T09:59:59.500Z"),
      endedAt: at("2026-03-01T11:30:00.000Z"),
    });
  });
});

describe.skipIf(!hasRealFixtures)("sessionTimes on real transcripts", () => {
  it.each([
    // Lines out of time order by milliseconds: the earliest is line 2, not line 1.
    [
      "v1.0.67_precompact_era_summary_x2.jsonl",
      "2025-08-03T15:21:41.323Z",
      "2025-08-03T16:31:17.491Z",
    ],
    // Resumed: lines copied from the session of 8 August sit near the end of the file.
    [
      "v1.0.71_mixed_sessionids_images_errors.jsonl",
      "2025-08-08T12:49:49.594Z",
      "2025-08-12T12:30:09.588Z",
    ],
    // Resumed: the file starts with the earlier session's copied boundary.
    [
      "v1.0.117_resumed_starts_with_boundary.jsonl",
      "2025-09-17T11:53:32.139Z",
      "2025-09-17T14:57:28.091Z",
    ],
    // Summary lines without timestamps come first; a five-day session.
    [
      "v2.1.19_microcompact_plus_autocompact_x2.jsonl",
      "2026-01-24T16:18:52.017Z",
      "2026-01-29T14:57:53.809Z",
    ],
  ])("%s runs from %s to %s", async (name, startedAt, endedAt) => {
    const model = await loadModelFromFile(fixturePath(name));
    expect(sessionTimes(model.entries)).toEqual({ startedAt: at(startedAt), endedAt: at(endedAt) });
  });
});
