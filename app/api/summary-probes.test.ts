import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summaryVariantSchema } from "@/lib/contracts/summary-variant";
import { JUDGE_PROMPT_VERSION } from "@/lib/summaries/probes/judge-rubric";
import { judgeVerdict } from "@/lib/summaries/probes/testing/judge-verdict";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import type { FakeMessagesApi } from "@/lib/llm/testing/fake-messages-api";
import {
  routeContext,
  startFakeAnthropic,
  uploadCompactingSession,
} from "./_testing/summaries-setup";

// POST .../summaries/:variantId/probes as Next calls it, on a temp database, end to end: an
// offline variant of a real point, probed through getSummarizer("anthropic") against the
// fake Messages API answering (from the summary) and judging from a script.
const database = createRouteDatabase("summary-probes");
const savedEnv = { ...process.env };

let api: FakeMessagesApi;
let routes: {
  summaries: typeof import("./transcripts/[id]/compactions/[point]/summaries/route");
  one: typeof import("./transcripts/[id]/compactions/[point]/summaries/[variantId]/route");
  probes: typeof import("./transcripts/[id]/compactions/[point]/summaries/[variantId]/probes/route");
};
let id = "";
let point = "";
let variantId = "";

const base = (p: string) => `http://test/api/transcripts/${id}/compactions/${p}/summaries`;
const ctx = routeContext;
const probe = (vid: string, body: unknown = {}) =>
  routes.probes.POST(
    new Request(`${base(point)}/${vid}/probes`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
    ctx({ id, point, variantId: vid }),
  );

const JUDGE_SYSTEM = /You grade answers/;
// The generated session needs every kind of fact again after its compaction: nine probes, two
// of each kind (one next step), and none of the range's own is left to ask.
const AFTERMATH_FIRST = Array.from({ length: 9 }, () => "aftermath");
const systemOf = (body: unknown) => JSON.stringify((body as { system?: unknown }).system ?? "");

beforeAll(async () => {
  api = await startFakeAnthropic({
    // After the scripted first probe: every answer and every verdict the same.
    fallback: (request) =>
      JUDGE_SYSTEM.test(systemOf(request.body))
        ? { text: judgeVerdict(2, "Half of the reference.") }
        : { text: "Something from the summary." },
  });
  await database.setUp();
  routes = {
    summaries: await import("./transcripts/[id]/compactions/[point]/summaries/route"),
    one: await import("./transcripts/[id]/compactions/[point]/summaries/[variantId]/route"),
    probes:
      await import("./transcripts/[id]/compactions/[point]/summaries/[variantId]/probes/route"),
  };
  const { jobsIdle } = await import("@/lib/server");
  ({ id, point } = await uploadCompactingSession());
  const created = await routes.summaries.POST(
    new Request(base(point), {
      method: "POST",
      body: JSON.stringify({ provider: "offline" }),
      headers: { "content-type": "application/json" },
    }),
    ctx({ id, point }),
  );
  variantId = (await created.json()).variant.id;
  await jobsIdle();
}, 120_000);
afterAll(async () => {
  await api?.close();
  process.env = savedEnv;
  await database.tearDown();
});

describe("POST .../summaries/:variantId/probes", () => {
  it("answers 409 without ANTHROPIC_API_KEY, saying how to set it, and stores nothing", async () => {
    delete process.env.ANTHROPIC_API_KEY;
    try {
      const response = await probe(variantId);
      expect(response.status).toBe(409);
      const { error } = await response.json();
      expect(error.code).toBe("conflict");
      expect(error.message).toMatch(/Set ANTHROPIC_API_KEY/);
    } finally {
      process.env.ANTHROPIC_API_KEY = "test-key";
    }
    expect(api.requests).toHaveLength(0);
  });

  it.each<[string, () => string, number]>([
    ["the recorded summary (not stored)", () => "recorded", 409],
    ["an unknown variant", () => "nope", 404],
  ])("refuses %s", async (_case, vid, status) => {
    expect((await probe(vid())).status).toBe(status);
  });

  it("answers each probe from the summary alone, judges it, stores the scores and the judge's reasons with the variant", async () => {
    api.script(
      { text: "The user asked for the feature." },
      { text: "```json\n" + judgeVerdict(5, "Matches the first request.") + "\n```" },
    );
    const response = await probe(variantId, { model: "claude-haiku-4-5" });
    expect(response.status).toBe(200);
    const { variant } = await response.json();
    const probes = summaryVariantSchema.parse(variant).probes;
    const items = probes?.items ?? [];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0]).toMatchObject({
      answer: "The user asked for the feature.",
      score: 5,
      dimensions: { accuracy: 5, artifact_trail: 5, instruction_following: 5 },
      reason: "Matches the first request.",
      failure: null,
    });
    // The point's aftermath asks first; the range's own probes fill the kinds it left.
    expect(items.map((item) => item.source)).toEqual(AFTERMATH_FIRST);
    expect(probes?.judgeVersion).toBe(JUDGE_PROMPT_VERSION);
    expect(items[0]?.expected.length).toBeGreaterThan(0);
    for (const item of items.slice(1))
      expect(item).toMatchObject({ answer: "Something from the summary.", score: 2 });
    expect(probes?.score).toBeCloseTo((5 + 2 * (items.length - 1)) / items.length);
    expect(probes?.model).toBe("claude-haiku-4-5");

    // Two calls a probe, in order: the answer (the summary, without its analysis), the judge.
    const calls = api.requests.filter((r) => r.path === "/v1/messages");
    expect(calls).toHaveLength(items.length * 2);
    const [ask, judge] = calls.map((r) => r.body as { model: string; messages: unknown[] });
    expect(ask?.model).toBe("claude-haiku-4-5");
    expect(JSON.stringify(ask?.messages)).toContain("Primary Request and Intent");
    expect(JSON.stringify(ask?.messages)).not.toContain("<analysis>");
    expect(JUDGE_SYSTEM.test(systemOf(judge))).toBe(true);
    expect(JSON.stringify(judge?.messages)).toContain(items[0]?.expected.slice(0, 40) ?? "?");

    // Stored: GET answers the same probes.
    const stored = await routes.one.GET(
      new Request(`${base(point)}/${variantId}`),
      ctx({ id, point, variantId }),
    );
    expect((await stored.json()).variant.probes).toEqual(variant.probes);
  });

  it("keeps a probe whose judge answered no verdict as a failed item, the others still scored", async () => {
    api.requests.length = 0;
    api.script({ text: "An answer." }, { text: "I cannot grade this." });
    const { variant } = await (await probe(variantId)).json();
    const items = summaryVariantSchema.parse(variant).probes?.items ?? [];
    expect(items[0]).toMatchObject({
      answer: "An answer.",
      score: null,
      failure: { code: "invalid_verdict" },
    });
    expect(items[0]?.reason).toMatch(/no JSON/);
    expect(items.slice(1).every((item) => item.score === 2)).toBe(true);
  });
});
