import { describe, expect, it } from "vitest";
import type { SearchHit, SearchResponse } from "../../contracts/search";
import { describeSearch, groupHits } from "./group-hits";

const makeHit = (
  transcriptId: string,
  line: number,
  extra: Partial<SearchHit> = {},
): SearchHit => ({
  transcriptId,
  line,
  snippet: "use nix",
  highlights: [{ start: 4, end: 7 }],
  role: "user",
  tool: null,
  at: "2026-11-20T10:00:00.000Z",
  name: `${transcriptId}.jsonl`,
  ...extra,
});

const makeAnswer = (extra: Partial<SearchResponse> = {}): SearchResponse => ({
  hits: [makeHit("a", 1), makeHit("b", 2), makeHit("a", 3)],
  total: 3,
  totalIsLowerBound: false,
  nextCursor: null,
  sessionsSearched: 5,
  sessionsLeftOut: false,
  sessionsPending: 0,
  ...extra,
});

describe("groupHits", () => {
  it("groups by session in the order of each one's best hit, lines ascending, each linking to its line", () => {
    const groups = groupHits([makeHit("b", 9), makeHit("a", 4), makeHit("b", 2)]);
    expect(groups.map((g) => [g.transcriptId, g.hits.map((h) => h.line)])).toEqual([
      ["b", [2, 9]],
      ["a", [4]],
    ]);
    expect(groups[0]?.hits[0]).toMatchObject({
      href: "/sessions/b?line=2",
      who: "User",
      when: "2026-11-20 10:00:00 UTC",
      segments: [
        { text: "use ", isMatch: false },
        { text: "nix", isMatch: true },
      ],
    });
  });

  it.each([
    [{ role: "assistant", tool: "Bash" }, "Assistant · Bash"],
    [{ role: "tool", tool: "Read" }, "Result · Read"],
    [{ role: "tool", tool: null }, "Result"],
  ] as const)("says who: %o is %s", (extra, who) => {
    expect(groupHits([makeHit("a", 1, extra)])[0]?.hits[0]?.who).toBe(who);
  });

  it("escapes the id in links", () => {
    expect(groupHits([makeHit("a/b?c", 1)])[0]?.hits[0]?.href).toBe("/sessions/a%2Fb%3Fc?line=1");
  });
});

describe("describeSearch", () => {
  it.each([
    ["every hit on one page", makeAnswer(), 0, "3 hits in 2 sessions (5 sessions searched)."],
    ["none", makeAnswer({ hits: [], total: 0 }), 0, "No hits (5 sessions searched)."],
    [
      "a page of many, counted to the bound",
      makeAnswer({ total: 10_000, totalIsLowerBound: true, nextCursor: "53" }),
      50,
      "Hits 51–53 of 10,000+, in 2 sessions on this page (5 sessions searched).",
    ],
    [
      "sessions not indexed yet and left out",
      makeAnswer({ hits: [makeHit("a", 1)], total: 1, sessionsPending: 1, sessionsLeftOut: true }),
      0,
      "1 hit in 1 session (5 sessions searched). 1 session not indexed yet: indexing in the background. Only the newest sessions were searched: narrow the filters to reach older ones.",
    ],
  ])("%s", (_name, answer, offset, sentence) => {
    expect(describeSearch(answer, offset)).toBe(sentence);
  });
});
