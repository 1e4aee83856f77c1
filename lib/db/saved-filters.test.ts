import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFilterSearchParams, type SessionFilter } from "../contracts/session-filter";
import { parseTableState, toListQuery } from "../view/library/transcripts-table-state";
import { insertSavedFilter, resolveSavedFilter } from "./saved-filters";
import { createTempDatabase } from "./testing/temp-database";
import { listTranscripts } from "./transcript-queries";

let database: Awaited<ReturnType<typeof createTempDatabase>>;

/** Sessions that each filter below tells apart; createdAt decides the list's order. */
const ROWS = [
  {
    name: "auth-fix.jsonl",
    versions: ["2.1.19"],
    models: ["claude-opus-4-5"],
    project: "/w/api",
    compactionCount: 2,
    costUsd: 4.5,
  },
  {
    name: "Auth-review.jsonl",
    versions: ["2.0.77"],
    models: ["claude-sonnet-4-5"],
    project: "/w/web",
    compactionCount: 0,
    costUsd: 0.2,
  },
  {
    name: "docs.jsonl",
    versions: ["2.1.3"],
    models: ["claude-opus-4-5"],
    project: "/w/api",
    compactionCount: 1,
    costUsd: null,
  },
  {
    name: "refactor.jsonl",
    versions: ["2.1.19", "2.1.20"],
    models: ["claude-haiku-4-5"],
    project: null,
    compactionCount: 5,
    costUsd: 12,
  },
  {
    name: "pending.jsonl",
    versions: ["2.1.19"],
    models: [],
    project: null,
    compactionCount: 0,
    costUsd: 1,
    status: "pending",
  },
];

beforeAll(async () => {
  database = await createTempDatabase();
  for (const [i, row] of ROWS.entries()) {
    const { versions, models, ...columns } = row;
    await database.db.transcript.create({
      data: {
        status: "ready",
        ...columns,
        versions: JSON.stringify(versions),
        models: JSON.stringify(models),
        searchText: [row.name, row.project ?? "", ...versions, ...models].join(" ").toLowerCase(),
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      },
    });
  }
});
afterAll(() => database.remove());

describe("a saved filter resolves to the ids the sessions list shows for it", () => {
  it.each<[string, number, SessionFilter]>([
    ["no filter", 4, {}],
    ["a search", 2, { q: "auth" }],
    ["a version prefix", 3, { version: "2.1" }],
    ["a model", 2, { model: "opus" }],
    ["a project", 2, { project: "/w/api" }],
    ["compacted", 3, { compacted: "yes" }],
    ["not compacted", 1, { compacted: "no" }],
    ["a cost range", 1, { minCost: "0.5", maxCost: "10" }],
    ["several at once", 2, { version: "2.1.19", compacted: "yes", minCost: "1" }],
    ["nothing", 0, { q: "no-such-session" }],
  ])("%s (%i sessions)", async (name, count, filter) => {
    const saved = await insertSavedFilter(database.db, { name, filter });
    if (!saved.ok) throw new Error(saved.reason);
    const resolved = await resolveSavedFilter(database.db, saved.value.id, 5_000);
    // The list's own query for the same filter, as its URL would carry it.
    const state = parseTableState(toFilterSearchParams(filter));
    const list = await listTranscripts(database.db, { ...toListQuery(state), limit: 200 });
    expect(list.total).toBe(count);
    expect(resolved).toEqual({
      name,
      ids: list.transcripts.map((t) => t.id),
      hasMore: false,
    });
  });

  it("says when a filter matches more than the most a sweep takes", async () => {
    const saved = await insertSavedFilter(database.db, { name: "capped", filter: {} });
    if (!saved.ok) throw new Error(saved.reason);
    const resolved = await resolveSavedFilter(database.db, saved.value.id, 2);
    expect(resolved?.ids).toHaveLength(2);
    expect(resolved?.hasMore).toBe(true);
  });

  it("answers null for an unknown saved filter", async () => {
    expect(await resolveSavedFilter(database.db, "nope", 10)).toBeNull();
  });

  it("refuses a second filter of the same name as a value", async () => {
    await insertSavedFilter(database.db, { name: "twice", filter: {} });
    expect(await insertSavedFilter(database.db, { name: "twice", filter: { q: "x" } })).toEqual({
      ok: false,
      reason: "duplicate-name",
    });
  });
});
