import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { fixturePath, hasRealFixtures } from "@/lib/transcript/testing/real-fixtures";

// The route handlers as Next calls them, on a migrated temp database.
const database = createRouteDatabase("api");

type Routes = {
  transcripts: typeof import("./transcripts/route");
  transcript: typeof import("./transcripts/[id]/route");
  calls: typeof import("./transcripts/[id]/calls/route");
  replay: typeof import("./transcripts/[id]/replay/route");
  compactions: typeof import("./transcripts/[id]/compactions/route");
};
let routes: Routes;

beforeAll(async () => {
  await database.setUp();
  routes = {
    transcripts: await import("./transcripts/route"),
    transcript: await import("./transcripts/[id]/route"),
    calls: await import("./transcripts/[id]/calls/route"),
    replay: await import("./transcripts/[id]/replay/route"),
    compactions: await import("./transcripts/[id]/compactions/route"),
  };
});
afterAll(() => database.tearDown());

const url = (p: string) => `http://test${p}`;
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (p: string, body: BodyInit, type = "application/json") =>
  new Request(url(p), { method: "POST", body, headers: { "content-type": type } });

describe.skipIf(!hasRealFixtures)("API routes", () => {
  it("uploads, lists, replays (then from the store), lists compaction points and deletes", async () => {
    const bytes = readFileSync(fixturePath("v2.1.63_autocompact_long.jsonl"));
    const upload = await routes.transcripts.POST(
      post("/api/transcripts?name=long.jsonl", bytes, "application/x-ndjson"),
    );
    expect(upload.status).toBe(201);
    const [summary] = (await upload.json()).transcripts;
    const { id } = summary;

    const list = await (
      await routes.transcripts.GET(new Request(url("/api/transcripts?q=long&sort=apiCalls")))
    ).json();
    expect(list.transcripts.map((t: { id: string }) => t.id)).toEqual([id]);
    expect(
      (await (await routes.calls.GET(new Request(url("/x")), context(id))).json()).calls,
    ).toHaveLength(169);

    const replay = await routes.replay.POST(
      post(`/api/transcripts/${id}/replay`, "{}"),
      context(id),
    );
    const result = await replay.json();
    expect(result.profile).toBe("cc-2.1");
    expect(
      result.events
        .filter((e: { kind: string }) => e.kind === "autocompact")
        .map((e: { atCall: number }) => e.atCall),
    ).toEqual([139]);
    const again = await (
      await routes.replay.POST(post(`/api/transcripts/${id}/replay`, ""), context(id))
    ).json();
    expect(again).toEqual(result);

    const points = await (
      await routes.compactions.GET(new Request(url(`/x?replay=auto`)), context(id))
    ).json();
    expect(points.points.map((p: { point: string }) => p.point)).toEqual([
      "recorded-ffab3f11-f466-4941-aea8-8d9e35df8550",
      "replayed-139",
    ]);

    expect((await routes.transcript.DELETE(new Request(url("/x")), context(id))).status).toBe(200);
    expect((await routes.transcript.GET(new Request(url("/x")), context(id))).status).toBe(404);
  });

  it.each([
    ["an unknown constant", '{"overrides":{"nope":1}}', 422, "invalid_request"],
    ["a wrong type", '{"overrides":{"autocompactPctOverride":"high"}}', 422, "invalid_request"],
    ["invalid JSON", "{", 400, "bad_request"],
  ])(
    "answers a replay request with %s in the API's error shape",
    async (_case, body, status, code) => {
      const bytes = readFileSync(fixturePath("v2.1.50_subagent_with_autocompact.jsonl"));
      const [summary] = (
        await (
          await routes.transcripts.POST(
            post("/api/transcripts?name=s.jsonl", bytes, "application/x-ndjson"),
          )
        ).json()
      ).transcripts;
      const response = await routes.replay.POST(post("/r", body), context(summary.id));
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    },
  );

  it("answers 404 for a transcript that does not exist", async () => {
    const response = await routes.replay.POST(post("/r", "{}"), context("missing"));
    expect([response.status, (await response.json()).error.code]).toEqual([404, "not_found"]);
  });
});

describe("uploading a file that is not a Claude Code transcript", () => {
  const upload = (text: string) =>
    routes.transcripts.POST(post("/api/transcripts?name=a.jsonl", text, "application/x-ndjson"));

  // Regression: lines of `{"a":1}` were stored as a transcript of "unknown" records.
  it("refuses JSON objects without a Claude Code record with 422 and a sentence", async () => {
    const response = await upload('{"a":1}\n{"a":1}\n{"a":1}\n');
    expect(response.status).toBe(422);
    expect((await response.json()).error).toEqual({
      code: "no_records",
      message:
        'This file is not a Claude Code transcript, a Codex rollout, a Gemini CLI session or an OpenCode session: its 3 JSON objects have no "type" field. Claude Code records carry a type (user, assistant, system, summary...) and a uuid; Codex lines are {"timestamp", "type", "payload"} with type session_meta, turn_context, response_item, event_msg or compacted; a Gemini CLI session starts with a line holding its sessionId and projectHash; an OpenCode session with its info (an id ses_…, a slug). Upload a .jsonl from ~/.claude/projects/, ~/.codex/sessions/ or ~/.gemini/tmp/<project>/chats/, or what `opencode export <session>` prints.',
    });
  });

  it("refuses typed JSON objects neither harness writes, naming the types seen", async () => {
    const response = await upload('{"type":"metric","v":1}\n{"type":"event","name":"x"}\n');
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toMatch(
      /^This file is not a Claude Code transcript, a Codex rollout, a Gemini CLI session or an OpenCode session: none of its 2 JSON objects is a record either writes \(types seen: metric, event\)/,
    );
  });

  it("accepts a transcript with some lines that are not Claude Code records", async () => {
    const user = { type: "user", uuid: "u1", message: { role: "user", content: "hi" } };
    const response = await upload(`${JSON.stringify(user)}\n{"a":1}\n`);
    expect(response.status).toBe(201);
    const [summary] = (await response.json()).transcripts;
    expect(summary.recordTypes).toEqual({ user: 1, unknown: 1 });
  });
});
