import { describe, expect, it } from "vitest";
import { filterEventRows, toEventFilterOptions } from "./event-filter";
import { toEventRows } from "./event-rows";
import {
  makeAutocompact,
  makeMicrocompact,
  makeRecordedCompaction,
  makeRecordedMicrocompaction,
} from "./testing/make-replay";

const rows = toEventRows(
  {
    recorded: [makeRecordedCompaction(), makeRecordedMicrocompaction()],
    events: [makeAutocompact(), makeMicrocompact(), makeMicrocompact({ atCall: 90 })],
  },
  { transcriptId: "t1", query: "" },
);

describe("toEventFilterOptions", () => {
  it("counts every event, each family present and its kinds", () => {
    expect(toEventFilterOptions(rows).map((o) => [o.value, o.label, o.count])).toEqual([
      ["all", "All events", 5],
      ["family:compaction", "Compactions", 2],
      ["kind:compaction", "compaction (recorded)", 1],
      ["kind:autocompact", "autocompact", 1],
      ["family:microcompaction", "Microcompactions", 3],
      ["kind:microcompaction", "microcompaction (recorded)", 1],
      ["kind:microcompact", "microcompact", 2],
    ]);
  });

  it("offers only 'All events' when there are none", () => {
    expect(toEventFilterOptions([]).map((o) => o.value)).toEqual(["all"]);
  });
});

describe("filterEventRows", () => {
  it.each([
    { filter: "all" as const, expected: 5 },
    { filter: "family:compaction" as const, expected: 2 },
    { filter: "kind:microcompact" as const, expected: 2 },
    { filter: "kind:compaction" as const, expected: 1 },
    { filter: "family:failure" as const, expected: 0 },
  ])("$filter keeps $expected rows", ({ filter, expected }) => {
    expect(filterEventRows(rows, filter)).toHaveLength(expected);
  });
});
