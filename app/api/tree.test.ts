import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TREE_FLAGS, treePayloadSchema } from "@/lib/contracts/tree-schema";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// GET /api/transcripts/:id/tree as Next calls it, on a migrated temp database.
const database = createRouteDatabase("tree");

let tree: typeof import("./transcripts/[id]/tree/route");
let id = "";
const secret = "SECRET-CONTENT-".repeat(20);
const text =
  makeTranscriptText(5, 200_000) +
  `${JSON.stringify({ type: "user", uuid: "last", parentUuid: "nowhere", message: { role: "user", content: secret } })}\n`;

const get = (transcriptId: string, method = "GET") => {
  const request = new Request(`http://test/api/transcripts/${transcriptId}/tree`, { method });
  const context = { params: Promise.resolve({ id: transcriptId }) };
  return method === "GET" ? tree.GET(request, context) : tree.POST(request);
};

beforeAll(async () => {
  await database.setUp();
  tree = await import("./transcripts/[id]/tree/route");
  id = await uploadThroughRoute(text, "t.jsonl");
});
afterAll(() => database.tearDown());

describe("GET /api/transcripts/:id/tree", () => {
  it("answers every record's metadata, no content; an orphan is flagged", async () => {
    const response = await get(id);
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toContain("SECRET-CONTENT");
    const payload = treePayloadSchema.parse(JSON.parse(raw));
    expect(payload.nodeCount).toBeGreaterThan(50);
    expect(payload.columns.uuid.at(-1)).toBe("last");
    expect(payload.columns.flags.at(-1)! & TREE_FLAGS.parentMissing).not.toBe(0);
  });

  it("answers a JSON 404 for an unknown transcript", async () => {
    const response = await get("missing");
    expect([response.status, (await response.json()).error.code]).toEqual([404, "not_found"]);
  });

  it("answers 405 to other methods", async () => {
    const response = await get(id, "POST");
    expect([response.status, response.headers.get("allow")]).toEqual([405, "GET"]);
  });
});
