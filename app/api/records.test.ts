import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// GET /api/transcripts/:id/records as Next calls it, on a migrated temp database.
const database = createRouteDatabase("records");

let records: typeof import("./transcripts/[id]/records/route");
let id = "";
const big = "B".repeat(50_000);
const text =
  makeTranscriptText(5, 200_000) +
  `${JSON.stringify({ type: "user", uuid: "big", message: { role: "user", content: big } })}\nnot json\n`;
const lineCount = text.split("\n").length - 1;

const get = (query: string) =>
  records.GET(new Request(`http://test/api/transcripts/${id}/records?${query}`), {
    params: Promise.resolve({ id }),
  });

beforeAll(async () => {
  await database.setUp();
  records = await import("./transcripts/[id]/records/route");
  id = await uploadThroughRoute(text, "r.jsonl");
});
afterAll(() => database.tearDown());

describe("GET /api/transcripts/:id/records", () => {
  it("answers the last lines: records previewed, huge strings cut, invalid lines with reasons", async () => {
    const response = await get(`from=${lineCount - 1}&to=${lineCount + 10}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ from: lineCount - 1, to: lineCount, totalLines: lineCount });
    const [bigLine, invalid] = body.lines;
    expect(bigLine.record.message.content).toMatch(/^B{600}… \[cut: 50\.0 kB in all\]$/);
    expect(invalid).toEqual({
      line: lineCount,
      kind: "invalid",
      reason: expect.stringMatching(/^not JSON/),
      text: "not json",
    });
  });

  it.each([
    ["no range", "", 422],
    ["to before from", "from=10&to=5", 422],
    ["over 500 lines", "from=1&to=501", 422],
    ["a line 0", "from=0&to=3", 422],
  ])("refuses %s", async (_name, query, status) => {
    const response = await get(query);
    expect([response.status, (await response.json()).error.code]).toEqual([
      status,
      "invalid_request",
    ]);
  });

  it("answers 404 for an unknown transcript", async () => {
    const response = await records.GET(new Request("http://test/x?from=1&to=2"), {
      params: Promise.resolve({ id: "missing" }),
    });
    expect(response.status).toBe(404);
  });
});
