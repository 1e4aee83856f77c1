import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchQuerySchema } from "../../contracts/search";
import type { PrismaClient } from "../../db/generated/client";
import { providerOf } from "../../db/portable-queries";
import { createTempDatabase } from "../../db/testing/temp-database";
import { deleteTranscript } from "../../db/transcript-queries";
import { AppError } from "../../errors";
import { createRedactor } from "../../redaction/redactor";
import { PLANTED_SECRETS } from "../../redaction/testing/planted-secrets";
import { ingestFile } from "../ingest/ingest-file";
import { reparseTranscript } from "../ingest/reparse-transcript";
import { indexBacklog } from "./index-backlog";
import { createSearchIndexer } from "./search-indexer";
import { createSearchService } from "./search-service";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());

const search = (query: Record<string, string>) =>
  createSearchService({ db: () => db }).search(searchQuerySchema.parse(query));

type Line = Record<string, unknown>;
const record = (type: string, content: unknown, minute: number, extra: Line = {}): Line => ({
  type,
  uuid: `${type}-${minute}-${Math.random()}`,
  timestamp: `2026-11-2${minute < 60 ? 0 : 1}T10:${String(minute % 60).padStart(2, "0")}:00.000Z`,
  message: { role: type, content },
  ...extra,
});

async function store(name: string, lines: Line[]): Promise<string> {
  const text = lines.map((line) => JSON.stringify(line)).join("\n") + "\n";
  const outcome = await ingestFile(db, {
    name,
    body: (async function* () {
      yield new TextEncoder().encode(text);
    })(),
    maxBytes: 1e9,
  });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.summary.id;
}

let first = "";
let second = "";
beforeAll(async () => {
  first = await store("first.jsonl", [
    record("user", "Please set up nix for this repo", 1),
    record(
      "assistant",
      [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "nix build" } }],
      2,
    ),
    record(
      "user",
      [{ type: "tool_result", tool_use_id: "t1", content: "error: flake missing" }],
      3,
    ),
  ]);
  second = await store("second.jsonl", [
    record("user", "Why does nix-shell hang?", 70, { cwd: "/home/ola/other-project" }),
    record("assistant", "Because the nix store is locked.", 71),
  ]);
});

describe("search over message content", () => {
  it("finds nothing in sessions not indexed yet, and says how many wait", async () => {
    const answer = await search({ q: "nix" });
    expect(answer).toMatchObject({ hits: [], total: 0, sessionsSearched: 2, sessionsPending: 2 });
  });

  it("indexes stored sessions in the background pass, then finds a word in both", async () => {
    expect(await indexBacklog(() => db)).toBe(2);
    expect(await indexBacklog(() => db)).toBe(0);
    const answer = await search({ q: "nix" });
    expect(answer.sessionsPending).toBe(0);
    expect(answer.total).toBe(4);
    expect(new Set(answer.hits.map((hit) => hit.transcriptId))).toEqual(new Set([first, second]));
    const hang = answer.hits.find((hit) => hit.line === 1 && hit.transcriptId === second);
    expect(hang).toMatchObject({
      snippet: "Why does nix-shell hang?",
      highlights: [{ start: 9, end: 12 }],
      role: "user",
      name: "second.jsonl",
      at: "2026-11-21T10:10:00.000Z",
    });
  });

  it.each([
    ["a phrase", { q: '"nix store"' }, [["second", 2]]],
    ["every word", { q: "nix flake" }, []],
    ["a prefix", { q: "flak*" }, [["first", 3]]],
    [
      "who said it",
      { q: "nix", role: "assistant" },
      [
        ["first", 2],
        ["second", 2],
      ],
    ],
    ["the tool", { q: "nix", tool: "Bash" }, [["first", 2]]],
    ["the tool of a result", { q: "flake", tool: "Bash", role: "tool" }, [["first", 3]]],
    [
      "from a day",
      { q: "nix", from: "2026-11-21" },
      [
        ["second", 1],
        ["second", 2],
      ],
    ],
    [
      "through a day",
      { q: "nix", to: "2026-11-20" },
      [
        ["first", 1],
        ["first", 2],
      ],
    ],
    [
      "the project (a list filter)",
      { q: "nix", project: "other-project" },
      [
        ["second", 1],
        ["second", 2],
      ],
    ],
  ])("narrows by %s", async (_name, query, expected) => {
    const answer = await search(query as Record<string, string>);
    const names = new Map([
      [first, "first"],
      [second, "second"],
    ]);
    const found = answer.hits.map((hit) => [names.get(hit.transcriptId), hit.line]);
    expect(found.sort()).toEqual([...expected].sort());
  });

  it("pages: limit and cursor walk every hit once", async () => {
    const page1 = await search({ q: "nix", limit: "3" });
    expect(page1).toMatchObject({ total: 4, nextCursor: "3" });
    const page2 = await search({ q: "nix", limit: "3", cursor: "3" });
    expect(page2).toMatchObject({ nextCursor: null });
    expect(page1.hits.length + page2.hits.length).toBe(4);
  });

  it.each([
    ['"foo'],
    ["AND OR NOT"],
    ["NEAR("],
    ["nix*"],
    ["text:nix"],
    ['\'; DROP TABLE "SearchEntry"; --'],
    ["日本語 café"],
    ['"" nix ""*'],
  ])("answers the hostile query %s without failing", async (q) => {
    await expect(search({ q })).resolves.toMatchObject({ hits: expect.any(Array) });
  });

  it("refuses a query without words as the caller's error", async () => {
    await expect(search({ q: "* ( )" })).rejects.toThrow(AppError);
  });

  it("indexes a re-parsed session again, once", async () => {
    await reparseTranscript(db, first);
    const answer = await search({ q: "nix" });
    expect(answer.total).toBe(4);
    expect(answer.sessionsPending).toBe(0);
  });

  it("adds appended lines to a session's index without dropping the ones there", async () => {
    const indexer = createSearchIndexer(db, second, { appending: true });
    indexer.add(record("user", "and nix again", 72), 3);
    indexer.add(record("user", "Why does nix-shell hang?", 70), 1); // indexed already
    await indexer.end();
    const answer = await search({ q: "nix", project: "other-project" });
    expect(answer.hits.map((hit) => hit.line).sort()).toEqual([1, 2, 3]);
  });

  it.each([
    ["redaction off: the snippet shows the line as stored", null, true],
    ["redaction on: the snippet carries the marker, never the key", createRedactor(), false],
  ])("%s", async (_rule, redactor, showsSecret) => {
    const planted = PLANTED_SECRETS.find((p) => p.kind === "anthropic-key");
    if (planted === undefined) throw new Error("no planted Anthropic key");
    const id = await store("secret.jsonl", [
      record("user", `deploy the staging build with ${planted.text}`, 5),
    ]);
    await indexBacklog(() => db);
    const answer = await createSearchService({
      db: () => db,
      newRedactor: async () => redactor,
    }).search(searchQuerySchema.parse({ q: "staging" }));
    const snippet = answer.hits.find((hit) => hit.transcriptId === id)?.snippet ?? "";
    expect(snippet).toContain("deploy the staging build");
    expect(snippet.includes(planted.secret)).toBe(showsSecret);
    expect(snippet.includes("[REDACTED:anthropic-key#1]")).toBe(!showsSecret);
    await deleteTranscript(db, id);
  });

  it("forgets a deleted session's text", async () => {
    expect(await deleteTranscript(db, first)).toBe(true);
    const answer = await search({ q: "nix" });
    expect(answer.hits.map((hit) => hit.transcriptId)).toEqual([second, second, second]);
    const rows = await db.$queryRaw<
      { n: number | bigint }[]
    >`SELECT count(*) AS "n" FROM "SearchEntry" WHERE "transcriptId" = ${first}`;
    expect(Number(rows[0]?.n)).toBe(0);
    // The FTS5 index agrees with its content table (a stale entry would fail this check).
    if (providerOf(db) === "sqlite") {
      await expect(
        db.$executeRawUnsafe(
          `INSERT INTO "SearchEntryFts"("SearchEntryFts") VALUES ('integrity-check')`,
        ),
      ).resolves.toBeDefined();
    }
  });
});
