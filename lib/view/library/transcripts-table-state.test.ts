import { describe, expect, it } from "vitest";
import {
  clearFilters,
  hasActiveFilters,
  parseTableState,
  toListQuery,
  toSearchParams,
  updateTableState,
  type TranscriptsTableState,
} from "./transcripts-table-state";

const DEFAULTS: TranscriptsTableState = parseTableState({});

function makeState(change: Partial<TranscriptsTableState> = {}): TranscriptsTableState {
  return { ...DEFAULTS, ...change };
}

describe("URL search params <-> table state", () => {
  it("reads an empty URL as newest first, page 1, 25 rows", () => {
    expect(DEFAULTS).toMatchObject({ sort: "createdAt", order: "desc", page: 1, limit: 25 });
    expect(hasActiveFilters(DEFAULTS)).toBe(false);
  });

  it.each([
    ["q=auth", { q: "auth" }],
    [
      "version=2.1.19&model=opus&compacted=yes",
      { version: "2.1.19", model: "opus", compacted: "yes" },
    ],
    ["project=%2Fhome%2Fana%2Fweb&compacted=no", { project: "/home/ana/web", compacted: "no" }],
    ["compacted=yes&reproduces=no", { compacted: "yes", reproduces: "no" }],
    ["sort=bytes&order=asc", { sort: "bytes", order: "asc" }],
    [
      "minCost=1.5&maxCost=20&sort=costUsd&order=desc",
      { minCost: "1.5", maxCost: "20", sort: "costUsd" },
    ],
    ["sort=createdAt&order=asc", { order: "asc" }],
    [
      "from=2026-03-01&to=2026-03-31&sort=lastActivityAt&order=desc",
      { from: "2026-03-01", to: "2026-03-31", sort: "lastActivityAt" },
    ],
    ["sort=startedAt&order=asc", { sort: "startedAt", order: "asc" }],
    ["page=3&limit=50", { page: 3, limit: 50 }],
    [
      "q=a+b%26c&sort=name&order=desc&page=2&limit=10",
      { q: "a b&c", sort: "name", page: 2, limit: 10 },
    ],
  ])("round-trips %s", (query, expected) => {
    const state = parseTableState(new URLSearchParams(query));
    expect(state).toEqual(makeState(expected as Partial<TranscriptsTableState>));
    expect(parseTableState(toSearchParams(state))).toEqual(state);
    expect(toSearchParams(state).toString()).toBe(new URLSearchParams(query).toString());
  });

  it.each([
    ["sort=__proto__", { sort: "createdAt" }],
    ["order=sideways", { order: "desc" }],
    ["page=0", { page: 1 }],
    ["page=-4", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["limit=13", { limit: 25 }],
    ["limit=100000", { limit: 25 }],
    ["compacted=maybe", { compacted: undefined }],
    ["reproduces=%3Cscript%3E", { reproduces: undefined }],
    ["minCost=-1", { minCost: undefined }],
    ["maxCost=lots", { maxCost: undefined }],
    ["minCost=", { minCost: undefined }],
    ["from=yesterday", { from: undefined }],
    ["from=2026-02-30", { from: undefined }],
    ["to=2026-3-1", { to: undefined }],
    ["to=", { to: undefined }],
    ["q=%20%20", { q: undefined }],
    [`q=${"x".repeat(201)}`, { q: undefined }],
    // PostgreSQL cannot compare text with a NUL (error 22021): the page would be a 500.
    ["q=a%00b", { q: undefined }],
    ["version=%00", { version: undefined }],
    ["model=m%00", { model: undefined }],
    ["project=%00%2Fsrc", { project: undefined }],
  ])("falls back to the default for a bad value: %s", (query, expected) => {
    expect(parseTableState(new URLSearchParams(query))).toMatchObject(expected);
  });

  it("reads Next's searchParams object, taking the first of repeated values", () => {
    expect(parseTableState({ q: ["first", "second"], page: "2", limit: undefined })).toEqual(
      makeState({ q: "first", page: 2 }),
    );
  });

  it("leaves defaults out of the URL so shared links stay short", () => {
    expect(toSearchParams(DEFAULTS).toString()).toBe("");
  });
});

describe("table state changes", () => {
  it("goes back to page 1 when a filter, sort or page size changes", () => {
    const onPage3 = makeState({ page: 3 });
    expect(updateTableState(onPage3, { q: "x" }).page).toBe(1);
    expect(updateTableState(onPage3, { sort: "bytes" }).page).toBe(1);
    expect(updateTableState(onPage3, { limit: 100 }).page).toBe(1);
    expect(updateTableState(onPage3, { page: 4 }).page).toBe(4);
  });

  it("clears every filter but keeps sort and page size, without mutating the input", () => {
    const state = makeState({
      q: "x",
      model: "opus",
      compacted: "no",
      minCost: "1",
      maxCost: "9.5",
      from: "2026-01-01",
      to: "2026-01-02",
      sort: "bytes",
      limit: 50,
      page: 2,
    });
    const copy = structuredClone(state);
    expect(clearFilters(state)).toEqual(makeState({ sort: "bytes", limit: 50 }));
    expect(state).toEqual(copy);
  });
});

describe("toListQuery", () => {
  it("turns the 1-based page into the API's offset cursor", () => {
    expect(toListQuery(makeState({ page: 3, limit: 50, model: "opus" }))).toMatchObject({
      cursor: "100",
      limit: 50,
      model: "opus",
      sort: "createdAt",
      order: "desc",
    });
  });

  it("passes the cost bounds on as numbers", () => {
    expect(toListQuery(makeState({ minCost: "1.5", maxCost: "20" }))).toMatchObject({
      minCost: 1.5,
      maxCost: 20,
    });
  });
});
