import { describe, expect, it } from "vitest";
import { makeApiCallRow } from "@/lib/view/testing/make-transcript-summary";
import { listCurveSources, selectSourceCalls } from "./curve-sources";

const agent = "agent:1a2b3c4d5e6f";
const calls = [
  makeApiCallRow({ index: 0 }),
  makeApiCallRow({ index: 0, source: agent, isMainThread: false }),
  makeApiCallRow({ index: 1 }),
  makeApiCallRow({ index: 0, source: "chain:99aa88bb77", isMainThread: false }),
  makeApiCallRow({ index: 1, source: agent, isMainThread: false }),
];

describe("listCurveSources", () => {
  it("lists the main thread first, then each source by call count", () => {
    expect(listCurveSources(calls)).toEqual([
      { source: null, label: "Main thread", count: 2 },
      { source: agent, label: "agent 1a2b3c4d", count: 2 },
      { source: "chain:99aa88bb77", label: "sidechain 99aa88bb", count: 1 },
    ]);
  });

  it("keeps a selected source the transcript lacks, with no calls", () => {
    expect(listCurveSources(calls, "agent:ffff0000ffff").at(-1)).toEqual({
      source: "agent:ffff0000ffff",
      label: "agent ffff0000",
      count: 0,
    });
    expect(listCurveSources(calls, agent)).toHaveLength(3);
  });

  it("lists the main thread even when it has no calls", () => {
    expect(listCurveSources([])).toEqual([{ source: null, label: "Main thread", count: 0 }]);
  });
});

describe("selectSourceCalls", () => {
  it.each([
    [null, ["main:0", "main:1"]],
    [agent, [`${agent}:0`, `${agent}:1`]],
    ["agent:unknown", []],
  ])("picks the calls of %s", (source, expected) => {
    expect(selectSourceCalls(calls, source).map((c) => `${c.source}:${c.index}`)).toEqual(expected);
  });

  it("orders a source's calls by index", () => {
    const shuffled = [makeApiCallRow({ index: 2 }), makeApiCallRow({ index: 1 })];
    expect(selectSourceCalls(shuffled, null).map((c) => c.index)).toEqual([1, 2]);
    expect(shuffled.map((c) => c.index)).toEqual([2, 1]);
  });
});
