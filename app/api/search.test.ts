import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTeamMode, sessionCookieFor } from "@/lib/auth/testing/team-session";
import { MAX_QUERY_CHARS } from "@/lib/contracts/search";
import { addUserToWorkspace } from "@/lib/db/accounts";
import { runUnscoped } from "@/lib/db/workspace-scope";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { indexBacklog } from "@/lib/services/search/index-backlog";

// GET /api/search as Next calls it, on a team server with two workspaces: each one's words
// are found only by its own members.
const database = createRouteDatabase("search");

let restore = () => {};
let cookies: { ada: string; bea: string };

const line = (content: string) =>
  JSON.stringify({ type: "user", uuid: crypto.randomUUID(), message: { role: "user", content } });

async function upload(cookie: string, name: string, text: string): Promise<string> {
  const transcripts = await import("./transcripts/route");
  const response = await transcripts.POST(
    new Request(`http://test/api/transcripts?name=${name}`, {
      method: "POST",
      body: text,
      headers: { cookie, "content-type": "application/x-ndjson" },
    }),
  );
  const answer = (await response.json()) as { transcripts: { id: string }[] };
  return answer.transcripts[0]?.id ?? "";
}

async function search(cookie: string, query: string) {
  const route = await import("./search/route");
  const response = await route.GET(
    new Request(`http://test/api/search?${query}`, { headers: { cookie } }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let adaId = "";
let beaId = "";
beforeAll(async () => {
  await database.setUp();
  restore = enableTeamMode();
  const { getDb } = await import("@/lib/server/database");
  const db = getDb();
  const a = await addUserToWorkspace(db, { email: "ada@example.com", workspace: "Ada's team" });
  const b = await addUserToWorkspace(db, { email: "bea@example.com", workspace: "Bea's team" });
  cookies = { ada: await sessionCookieFor(a.user.id), bea: await sessionCookieFor(b.user.id) };
  adaId = await upload(cookies.ada, "ada.jsonl", `${line("Ada's nix secret")}\n`);
  beaId = await upload(cookies.bea, "bea.jsonl", `${line("Bea's nix plan")}\n`);
  // The server's background pass, over every workspace.
  await runUnscoped(() => indexBacklog(() => db));
}, 60_000);
afterAll(async () => {
  restore();
  await database.tearDown();
});

describe("GET /api/search", () => {
  it("finds a workspace's own words only", async () => {
    const ada = await search(cookies.ada, "q=nix");
    expect(ada.status).toBe(200);
    expect(ada.body.hits).toEqual([
      expect.objectContaining({ transcriptId: adaId, line: 1, snippet: "Ada's nix secret" }),
    ]);
    const bea = await search(cookies.bea, "q=secret");
    expect(bea.body).toMatchObject({ hits: [], total: 0, sessionsSearched: 1 });
    expect((await search(cookies.bea, "q=nix")).body.hits).toEqual([
      expect.objectContaining({ transcriptId: beaId }),
    ]);
  });

  it.each([
    ["no q", ""],
    ["an empty q", "q=%20%20"],
    ["a 10 KB q", `q=${"nix ".repeat(2_560)}`],
    ["a q one character too long", `q=${"a".repeat(MAX_QUERY_CHARS + 1)}`],
    ["a q without words", "q=*"],
    [
      "more words than a search takes",
      `q=${Array.from({ length: 17 }, (_, i) => `w${i}`).join("+")}`,
    ],
    ["an unknown role", "q=nix&role=system"],
    ["a date that is none", "q=nix&from=yesterday"],
    ["a cursor that is no offset", "q=nix&cursor=-1"],
    ["a limit of 0", "q=nix&limit=0"],
  ])("answers 422 in the API's error shape for %s", async (_name, query) => {
    const { status, body } = await search(cookies.ada, query);
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: "invalid_request", message: expect.any(String) } });
  });

  it.each(['"nix', "AND OR NOT", "NEAR(", "nix*", "(nix) OR -x", "ǹix 日本", "%00nix"])(
    "answers the FTS-looking query %s with hits, never a 500",
    async (q) => {
      const { status, body } = await search(cookies.ada, `q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.hits).toEqual(expect.any(Array));
    },
  );
});
