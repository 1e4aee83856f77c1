import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTranscriptsQuerySchema } from "../contracts/transcript-summary";
import type { PrismaClient } from "./generated/client";
import { providerOf } from "./portable-queries";
import { createTempDatabase } from "./testing/temp-database";
import { testDatabaseProvider } from "./testing/test-provider";
import { listTranscripts } from "./transcript-queries";

// Runs in both test projects (vitest.config.ts): the same table on SQLite and PostgreSQL is
// the point, so every expectation here holds on both.
let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => {
  ({ db, remove } = await createTempDatabase());
  const rows = [
    {
      name: "Refactor-Auth.jsonl",
      project: "/home/Ana/Shop",
      versions: ["2.1.63", "2.1.70"],
      models: ["claude-opus-4-5-20251101"],
      searchText:
        "/home/ana/shop fix the login page sess-aaa 2.1.63 2.1.70 claude-opus-4-5-20251101",
    },
    {
      name: "notes_100%.jsonl",
      project: "/srv/api",
      versions: ["2.0.14"],
      models: ["claude-sonnet-4-5-20250929", "claude-haiku-4-5-20251001"],
      searchText:
        "/srv/api écrire les tests sess-bbb 2.0.14 claude-sonnet-4-5-20250929 claude-haiku-4-5-20251001",
    },
    {
      name: "plain.jsonl",
      project: null,
      versions: ["2.1.7"],
      models: [],
      searchText: "sess-ccc 2.1.7",
    },
  ];
  for (const row of rows) {
    await db.transcript.create({
      data: {
        ...row,
        status: "ready",
        versions: JSON.stringify(row.versions),
        models: JSON.stringify(row.models),
      },
    });
  }
  // A pending upload matches everything but is never listed.
  await db.transcript.create({ data: { name: "pending-auth.jsonl", searchText: "auth" } });
});
afterAll(async () => remove());

/** The names found, sorted here: how a database orders "R" and "p" is its collation's business. */
async function names(query: Record<string, string>): Promise<string[]> {
  const list = await listTranscripts(db, listTranscriptsQuerySchema.parse(query));
  return list.transcripts.map((t) => t.name).sort();
}

describe(`the sessions list's search and filters (${testDatabaseProvider()})`, () => {
  it("talks to the database the project is for", () => {
    expect(providerOf(db)).toBe(testDatabaseProvider());
  });

  it.each([
    ["a name, in another case", { q: "refactor-AUTH" }, ["Refactor-Auth.jsonl"]],
    ["a project, in another case", { q: "ANA/shop" }, ["Refactor-Auth.jsonl"]],
    ["a title word", { q: "Login" }, ["Refactor-Auth.jsonl"]],
    ["a non-ASCII title word in capitals", { q: "ÉCRIRE" }, ["notes_100%.jsonl"]],
    ["a session id", { q: "SESS-CCC" }, ["plain.jsonl"]],
    ["a model", { q: "haiku" }, ["notes_100%.jsonl"]],
    ["LIKE wildcards, taken literally", { q: "_100%" }, ["notes_100%.jsonl"]],
    // Prisma passes LIKE's wildcards through on both: `_` is any one character.
    ["an underscore as any one character", { q: "n_tes" }, ["notes_100%.jsonl"]],
    ["a version prefix", { version: "2.1" }, ["Refactor-Auth.jsonl", "plain.jsonl"]],
    // A prefix of each version: 2.1.7 is also the start of 2.1.70.
    ["a whole version", { version: "2.1.7" }, ["Refactor-Auth.jsonl", "plain.jsonl"]],
    ["a version that only matches inside another", { version: "1.63" }, []],
    ["a model, in another case", { model: "Claude-Sonnet" }, ["notes_100%.jsonl"]],
    ["a model two sessions do not share", { model: "opus-4-5" }, ["Refactor-Auth.jsonl"]],
    ["a project, in another case", { project: "/home/ana" }, ["Refactor-Auth.jsonl"]],
    ["search and filter together", { q: "sess", version: "2.0" }, ["notes_100%.jsonl"]],
  ])("finds %s", async (_case, query, expected) => {
    expect(await names(query)).toEqual(expected);
  });
});
