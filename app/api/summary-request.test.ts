import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OUTPUT_TOKENS_DEFAULT } from "@/lib/compaction/mechanisms/threshold/config";
import { SUMMARY_SYSTEM_PROMPT } from "@/lib/compaction/summary-request/default-summary-prompt";
import {
  profileMaxTokens,
  summaryRequestProfile,
} from "@/lib/compaction/summary-request/request-profiles";
import { MAIN_LOOP_SYSTEM_STAND_IN } from "@/lib/compaction/summary-request/request-shape";
import { mainLoopTools } from "@/lib/compaction/summary-request/request-tools";
import { summaryRequestSchema } from "@/lib/compaction/summary-request/summary-request-schema";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { fixturePath, hasRealFixtures } from "@/lib/transcript/testing/real-fixtures";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// POST /api/transcripts/:id/compactions/:point/request as Next calls it, on a temp database.
const database = createRouteDatabase("summary-request");

let route: typeof import("./transcripts/[id]/compactions/[point]/request/route");
let compactions: typeof import("./transcripts/[id]/compactions/route");
let generated = "";
/** The generated session's Claude Code version (the last one its records name). */
let generatedVersion = "";

const context = (id: string, point: string) => ({ params: Promise.resolve({ id, point }) });
const call = (id: string, point: string, body = "{}", method = "POST") => {
  const request = new Request(`http://test/api/transcripts/${id}/compactions/${point}/request`, {
    method,
    ...(method === "POST" ? { body, headers: { "content-type": "application/json" } } : {}),
  });
  return method === "POST" ? route.POST(request, context(id, point)) : route.GET(request);
};

async function firstPoint(id: string): Promise<string> {
  const request = new Request(`http://test/api/transcripts/${id}/compactions?replay=auto`);
  const answer = await (await compactions.GET(request, { params: Promise.resolve({ id }) })).json();
  const [first] = answer.points as { point: string }[];
  if (first === undefined) throw new Error("the session should have a compaction point");
  return first.point;
}

beforeAll(async () => {
  await database.setUp();
  route = await import("./transcripts/[id]/compactions/[point]/request/route");
  compactions = await import("./transcripts/[id]/compactions/route");
  // A generated 2.1 session large enough to compact (the e2e's seed).
  const text = makeTranscriptText(4, 3_500_000);
  generatedVersion = [...text.matchAll(/"version":"([0-9.]+)"/g)].at(-1)?.[1] ?? "";
  generated = await uploadThroughRoute(text, "g.jsonl");
}, 120_000);
afterAll(() => database.tearDown());

describe("POST /api/transcripts/:id/compactions/:point/request", () => {
  it("answers the request at a point with its estimate, range and the profile's output cap", async () => {
    const point = await firstPoint(generated);
    const response = await call(generated, point, '{"customInstructions":"Keep the tests"}');
    expect(response.status).toBe(200);
    const body = await response.json();
    const request = summaryRequestSchema.parse(body.request);
    // Shaped as the session's version sends it (request-profiles.ts): the summarizer's system
    // prompt and Read alone, or the main loop's stand-in and tools (the fork, 2.1.86 on).
    const profile = summaryRequestProfile(generatedVersion);
    expect(request.system).toBe(
      profile.system === "summarizer" ? SUMMARY_SYSTEM_PROMPT : MAIN_LOOP_SYSTEM_STAND_IN,
    );
    expect(request.max_tokens).toBe(profileMaxTokens(profile, MAX_OUTPUT_TOKENS_DEFAULT));
    expect(request.tools?.map((t) => t.name)).toEqual(
      profile.tools === "Read" ? ["Read"] : mainLoopTools(generatedVersion),
    );
    expect(body.messageCount).toBe(request.messages.length);
    expect(body.messageCount).toBeGreaterThan(10);
    expect(body.estimatedInputTokens).toBeGreaterThan(50_000);
    expect(body.range.firstLine).toBeLessThan(body.range.lastLine);
    const last = JSON.stringify(request.messages.at(-1));
    expect(last).toContain("Additional Instructions:\\nKeep the tests");
    // Every version from 2.1.20 tells the model not to use tools, in the words of its frame.
    expect(last).toMatch(/IMPORTANT: Do NOT use any tools|Do NOT call any tools/);
  });

  it.each([
    ["an unknown transcript", "missing", "replayed-1", /No transcript with id "missing"/],
    ["a malformed point", "", "nope", /No compaction point "nope".*compaction points are/],
    ["a call where nothing compacted", "", "replayed-1", /No compaction point "replayed-1"/],
  ])("answers 404 for %s, naming what exists", async (_case, id, point, message) => {
    const response = await call(id || generated, point);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toMatch(message);
  });

  it.each([
    ["an unknown key", '{"nope":1}'],
    ["a wrong partial", '{"partial":"middle"}'],
    ["an unknown constant", '{"overrides":{"nope":1}}'],
    ["an empty prompt", '{"prompt":"   "}'],
  ])("answers 422 for %s", async (_case, body) => {
    const response = await call(generated, "replayed-1", body);
    expect([response.status, (await response.json()).error.code]).toEqual([422, "invalid_request"]);
  });

  it("answers 405 with Allow to other methods", async () => {
    const response = await call(generated, "replayed-1", "", "GET");
    expect([response.status, response.headers.get("allow")]).toEqual([405, "POST"]);
  });
});

describe.skipIf(!hasRealFixtures)(
  "the request at the real 2.1.63 fixture's recorded compaction",
  () => {
    it("carries the summarised range filtered and merged, no base64, within the window", async () => {
      const id = await uploadThroughRoute(
        readFileSync(fixturePath("v2.1.63_autocompact_long.jsonl"), "utf8"),
        "long.jsonl",
      );
      const response = await call(id, "recorded-ffab3f11-f466-4941-aea8-8d9e35df8550");
      expect(response.status).toBe(200);
      const body = await response.json();
      const request = summaryRequestSchema.parse(body.request);
      expect(request.model).toMatch(/^claude-/);
      expect(body.ptl.outcome).toBe("fits");
      expect(body.dropped.progress).toBeGreaterThan(0);
      expect(JSON.stringify(request)).not.toMatch(/"type":"(base64|image|thinking)"/);
      const roles = request.messages.map((m) => m.role).join(",");
      expect(roles).not.toMatch(/user,user/);
    });
  },
);
