import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptListSchema, type TranscriptList } from "@/lib/contracts/transcript-summary";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { sessionLinesUnder } from "@/lib/services/agreement/testing/sessions-under-settings";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// The sessions list's `reproduces` filter as Next calls the route, replaying on the real pool.
const database = createRouteDatabase("agreement");

let transcripts: typeof import("./transcripts/route");
let idle: () => Promise<void>;
const ids = { pct80: "", plain: "" };

const list = (query: string) =>
  transcripts.GET(new Request(`http://test/api/transcripts?${query}`));
async function listed(query: string): Promise<TranscriptList> {
  const response = await list(query);
  expect(response.status).toBe(200);
  return transcriptListSchema.parse(await response.json());
}

/**
 * Asks the filter until every session is measured: the first replay after upload runs in the
 * background (and is skipped while the pool is busy), and the list queues the ones left.
 */
async function untilMeasured(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { notMeasured } = await listed("reproduces=no");
    await idle();
    if (notMeasured === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the sessions were never measured");
}

beforeAll(async () => {
  await database.setUp();
  transcripts = await import("./transcripts/route");
  idle = (await import("@/lib/server")).jobsIdle;
  ids.pct80 = await uploadThroughRoute(sessionLinesUnder("pct80").join("\n"), "pct80.jsonl");
  ids.plain = await uploadThroughRoute(sessionLinesUnder("default").join("\n"), "plain.jsonl");
  await untilMeasured();
}, 120_000);
afterAll(async () => {
  await idle();
  await database.tearDown();
});

describe("GET /api/transcripts?reproduces=", () => {
  it("lists with `no` only the session whose replay as recorded does not reproduce it, with its agreement", async () => {
    const answer = await listed("reproduces=no");
    expect(answer.transcripts.map((t) => t.id)).toEqual([ids.pct80]);
    expect(answer).toMatchObject({ total: 1, notMeasured: 0 });
    const agreement = answer.transcripts[0]?.replayAgreement;
    expect(agreement).toMatchObject({
      isComplete: false,
      fitted: { settings: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80", isComplete: true },
    });
    expect(agreement?.reproduced).toBeLessThan(agreement?.recorded ?? 0);
  });

  it("lists with `yes` the session it reproduces, and the unfiltered list carries both agreements", async () => {
    expect((await listed("reproduces=yes")).transcripts.map((t) => t.id)).toEqual([ids.plain]);
    const all = await listed("");
    expect(all.notMeasured).toBeUndefined();
    const byId = new Map(all.transcripts.map((t) => [t.id, t.replayAgreement]));
    expect(byId.get(ids.plain)).toMatchObject({ isComplete: true, extra: 0, fitted: null });
    expect(byId.get(ids.pct80)?.isComplete).toBe(false);
  });

  it("combines with the other filters", async () => {
    expect((await listed("reproduces=no&q=plain")).total).toBe(0);
    expect((await listed("reproduces=no&q=pct80&compacted=yes")).total).toBe(1);
    expect((await listed("reproduces=yes&compacted=no")).total).toBe(0);
  });

  it.each(["maybe", "<script>alert(1)</script>", "NO", "", "no%00"])(
    "refuses reproduces=%j with a 422 sentence",
    async (value) => {
      const response = await list(`reproduces=${encodeURIComponent(value)}`);
      expect(response.status).toBe(422);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("invalid_request");
      expect(error.message).toMatch(/^reproduces /);
      expect(error.message).not.toContain("<script>");
    },
  );
});
