import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchAftermathSchema } from "@/lib/contracts/summary-batch-aftermath";
import { parseCsv } from "@/lib/sweeps/testing/parse-csv";
import { summaryBatchSchema, summaryVariantSchema } from "@/lib/contracts/summary-variant";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import type { FakeMessagesApi } from "@/lib/llm/testing/fake-messages-api";
import {
  routeContext,
  startFakeAnthropic,
  uploadCompactingSession,
} from "./_testing/summaries-setup";

// The summaries and batch routes as Next calls them, on a temp database, with the real
// request builder, offline summarizer and metrics; Anthropic against the fake Messages API.
const database = createRouteDatabase("summaries");
const savedEnv = { ...process.env };

let api: FakeMessagesApi;
let routes: {
  summaries: typeof import("./transcripts/[id]/compactions/[point]/summaries/route");
  one: typeof import("./transcripts/[id]/compactions/[point]/summaries/[variantId]/route");
  request: typeof import("./transcripts/[id]/compactions/[point]/request/route");
  batches: typeof import("./summary-batches/route");
  batch: typeof import("./summary-batches/[id]/route");
  batchAftermath: typeof import("./summary-batches/[id]/aftermath/route");
};
let idle: () => Promise<void>;
let id = "";
let point = "";

const base = (tid: string, p: string) => `http://test/api/transcripts/${tid}/compactions/${p}`;
const ctx = routeContext;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
const create = (body: unknown, headers: Record<string, string> = {}, tid = id, p = point) =>
  routes.summaries.POST(
    post(`${base(tid, p)}/summaries`, body, headers),
    ctx({ id: tid, point: p }),
  );
const list = async (p = point) => {
  const response = await routes.summaries.GET(
    new Request(`${base(id, p)}/summaries`),
    ctx({ id, point: p }),
  );
  return summaryVariantSchema.array().parse((await response.json()).variants);
};

/** The server-sent events of a response, as [name, data] pairs. */
async function readEvents(response: Response): Promise<[string, unknown][]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const name = /^event: (.+)$/m.exec(block)?.[1] ?? "";
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? "null";
      return [name, JSON.parse(data) as unknown];
    });
}

beforeAll(async () => {
  api = await startFakeAnthropic({
    fallback: { text: "<summary>1. Primary Request and Intent: a fake summary</summary>" },
  });
  await database.setUp();
  routes = {
    summaries: await import("./transcripts/[id]/compactions/[point]/summaries/route"),
    one: await import("./transcripts/[id]/compactions/[point]/summaries/[variantId]/route"),
    request: await import("./transcripts/[id]/compactions/[point]/request/route"),
    batches: await import("./summary-batches/route"),
    batch: await import("./summary-batches/[id]/route"),
    batchAftermath: await import("./summary-batches/[id]/aftermath/route"),
  };
  idle = (await import("@/lib/server")).jobsIdle;
  ({ id, point } = await uploadCompactingSession());
}, 120_000);
afterAll(async () => {
  await idle?.();
  await api?.close();
  process.env = savedEnv;
  await database.tearDown();
});

describe("POST and GET .../compactions/:point/summaries", () => {
  it("creates an offline variant (201), runs it in the background, lists it after the recorded one", async () => {
    const response = await create({ provider: "offline", customInstructions: "Keep the tests" });
    expect(response.status).toBe(201);
    const { variant } = await response.json();
    expect(summaryVariantSchema.parse(variant)).toMatchObject({
      status: "queued",
      provider: "offline",
      point,
    });
    await idle();
    const variants = await list();
    expect(variants[0]).toMatchObject({ id: "recorded", provider: "recorded", status: "done" });
    expect(variants[0]?.metrics?.["sections-present"]).toBeDefined();
    const mine = variants.find((v) => v.id === variant.id);
    expect(mine).toMatchObject({
      status: "done",
      customInstructions: "Keep the tests",
      templateId: "claude-code-default",
    });
    expect(mine?.text).toContain("Primary Request and Intent");
    expect(Object.keys(mine?.metrics ?? {})).toEqual(Object.keys(variants[0]?.metrics ?? {}));
    // The engine's counterfactual ran: a replay with this summary's tokens at the point's call.
    // At a recorded point the replay follows the recording there, so it always answers.
    for (const v of [variants[0], mine])
      expect(v?.metrics?.["calls-until-next-compaction"]?.display).toMatch(/^(≥ )?\d+ \(/);
  });

  it("streams server-sent events in order: variant, text..., done", async () => {
    const response = await create({ provider: "offline" }, { accept: "text/event-stream" });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);
    const names = events.map(([name]) => name);
    expect(names[0]).toBe("variant");
    expect(names.at(-1)).toBe("done");
    expect(names.slice(1, -1).every((n) => n === "text")).toBe(true);
    expect(names.length).toBeGreaterThan(3);
    const done = summaryVariantSchema.parse(events.at(-1)?.[1]);
    const streamed = events
      .filter(([n]) => n === "text")
      .map(([, d]) => (d as { delta: string }).delta);
    expect(streamed.join("")).toBe(done.text);
    expect(done.metrics).not.toBeNull();
  });

  it("keeps running when the client closes the stream", async () => {
    const response = await create({ provider: "offline" }, { accept: "text/event-stream" });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const variant = summaryVariantSchema.parse(JSON.parse(/^data: (.+)$/m.exec(first)?.[1] ?? ""));
    await reader.cancel();
    await idle();
    const stored = (await list()).find((v) => v.id === variant.id);
    expect(stored?.status).toBe("done");
  });

  it("runs an Anthropic variant against the fake Messages API, which receives exactly the built request", async () => {
    const body = { provider: "anthropic", customInstructions: "Name every file" };
    const response = await create(body);
    const { variant } = await response.json();
    await idle();
    const stored = (await list()).find((v) => v.id === variant.id);
    expect(stored).toMatchObject({ status: "done", provider: "anthropic", failure: null });
    expect(stored?.text).toContain("a fake summary");
    const built = await routes.request.POST(
      post(`${base(id, point)}/request`, { customInstructions: "Name every file" }),
      ctx({ id, point }),
    );
    const expected = (await built.json()).request;
    const sent = api.requests.filter((r) => r.path === "/v1/messages");
    expect(sent).toHaveLength(1);
    const { stream, ...request } = sent[0]?.body as { stream?: boolean };
    expect(stream).toBe(true);
    expect(request).toEqual(expected);
    expect(sent[0]?.hadApiKey).toBe(true);
  });

  it.each([
    [
      "an unknown transcript",
      () => create({ provider: "offline" }, {}, "missing"),
      404,
      "not_found",
    ],
    ["a malformed point", () => create({ provider: "offline" }, {}, id, "nope"), 404, "not_found"],
    [
      "a call where nothing compacted",
      () => create({ provider: "offline" }, {}, id, "replayed-1"),
      404,
      "not_found",
    ],
    [
      "an unknown template",
      () => create({ provider: "offline", templateId: "nope" }),
      404,
      "not_found",
    ],
    ["no provider", () => create({}), 422, "invalid_request"],
    ["an unknown provider", () => create({ provider: "openai" }), 422, "invalid_request"],
    ["an unknown field", () => create({ provider: "offline", nope: 1 }), 422, "invalid_request"],
    [
      "both a template and a prompt",
      () => create({ provider: "offline", templateId: "claude-code-default", prompt: "x" }),
      422,
      "invalid_request",
    ],
    [
      "a body over 1 MiB",
      () => create({ provider: "offline", prompt: "x".repeat(1_100_000) }),
      413,
      "too_large",
    ],
    ["invalid JSON", () => create("{nope"), 400, "bad_request"],
  ])("answers %s with its status", async (_what, send, status, code) => {
    const response = await send();
    expect([response.status, (await response.json()).error.code]).toEqual([status, code]);
  });

  it("answers 405 with Allow to other methods", async () => {
    const response = await routes.summaries.PUT(
      new Request(`${base(id, point)}/summaries`, { method: "PUT" }),
    );
    expect([response.status, response.headers.get("allow")]).toEqual([405, "GET, POST"]);
  });
});

describe("DELETE .../summaries/:variantId", () => {
  const remove = (variantId: string) =>
    routes.one.DELETE(
      new Request(`${base(id, point)}/summaries/${variantId}`, { method: "DELETE" }),
      ctx({ id, point, variantId }),
    );

  it("deletes a variant (200), then answers 404 for it; 409 for the recorded one", async () => {
    const { variant } = await (await create({ provider: "offline" })).json();
    await idle();
    const deleted = await remove(variant.id);
    expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: true }]);
    expect((await remove(variant.id)).status).toBe(404);
    expect((await list()).some((v) => v.id === variant.id)).toBe(false);
    const recorded = await remove("recorded");
    expect([recorded.status, (await recorded.json()).error.code]).toEqual([409, "conflict"]);
  });
});

describe("summary batches", () => {
  it("queues a batch (202) and counts its progress to done", async () => {
    const response = await routes.batches.POST(
      post("http://test/api/summary-batches", {
        transcriptId: id,
        points: [point, "replayed-1"],
        variants: [{ provider: "offline" }],
      }),
    );
    expect(response.status).toBe(202);
    const { id: batchId } = await response.json();
    await idle();
    const answer = await routes.batch.GET(
      new Request(`http://test/api/summary-batches/${batchId}`),
      ctx({ id: batchId }),
    );
    const batch = summaryBatchSchema.parse(await answer.json());
    // replayed-1 is not a compaction point: that variant fails with the builder's 404.
    expect(batch).toMatchObject({ status: "done", progress: { done: 1, failed: 1, total: 2 } });
    expect(batch.variantIds).toHaveLength(2);
  });

  it.each([
    [
      "an unknown transcript",
      { transcriptId: "missing", points: ["replayed-1"], variants: [{ provider: "offline" }] },
      404,
    ],
    ["no points", { transcriptId: "x", points: [], variants: [{ provider: "offline" }] }, 422],
    [
      "a malformed point",
      { transcriptId: "", points: ["nope"], variants: [{ provider: "offline" }] },
      404,
    ],
  ])("answers %s with its status", async (_what, body, status) => {
    const response = await routes.batches.POST(
      post("http://test/api/summary-batches", { ...body, transcriptId: body.transcriptId || id }),
    );
    expect(response.status).toBe(status);
  });

  it("answers 404 for an unknown batch and 405 for other methods", async () => {
    const missing = await routes.batch.GET(
      new Request("http://test/api/summary-batches/nope"),
      ctx({ id: "nope" }),
    );
    expect(missing.status).toBe(404);
    const refused = await routes.batches.GET(new Request("http://test/api/summary-batches"));
    expect([refused.status, refused.headers.get("allow")]).toEqual([405, "POST"]);
  });

  describe("the batch's aftermath", () => {
    let batchId = "";
    const aftermath = (batch: string, query = "") =>
      routes.batchAftermath.GET(
        new Request(
          `http://test/api/summary-batches/${encodeURIComponent(batch)}/aftermath${query}`,
        ),
        ctx({ id: batch }),
      );

    beforeAll(async () => {
      const response = await routes.batches.POST(
        post("http://test/api/summary-batches", {
          transcriptId: id,
          points: [point],
          variants: [
            { provider: "offline" },
            { provider: "baseline", model: "baseline:mask-tool-outputs" },
            { provider: "baseline", model: "baseline:policy-no-summary" },
          ],
        }),
      );
      batchId = ((await response.json()) as { id: string }).id;
      await idle();
    }, 60_000);

    it("answers one row per variant, scored on the point's facts, least re-spent first", async () => {
      const response = await aftermath(batchId);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="batch-aftermath-${batchId}.json"`,
      );
      const answer = batchAftermathSchema.parse(await response.json());
      expect(answer.status).toBe("done");
      expect(answer.rows.map((r) => r.model).sort()).toEqual([
        "baseline:mask-tool-outputs",
        "baseline:policy-no-summary",
        "offline",
      ]);
      // Every variant is scored on the same facts, and says how many of them it carried.
      const totals = new Set(answer.rows.map((r) => r.total));
      expect(totals.size).toBe(1);
      expect([...totals][0]).toBeGreaterThan(0);
      for (const row of answer.rows) {
        expect(row.points).toBe(1);
        expect(row.byKind.reduce((n, k) => n + k.total, 0)).toBe(row.total);
        expect(row.missedTokensMedian).toBe(row.missedTokensTotal);
      }
      const missed = answer.rows.map((r) => r.missedTokensTotal ?? Infinity);
      expect(missed).toEqual([...missed].sort((a, b) => a - b));
      // "Policy, no summary" carries nothing: it re-spends the most on what it missed.
      const policy = answer.rows.find((r) => r.model === "baseline:policy-no-summary");
      expect(policy?.missedTokensTotal).toBe(Math.max(...missed));
    });

    it("the CSV holds the same rows", async () => {
      const { rows } = batchAftermathSchema.parse(await (await aftermath(batchId)).json());
      const response = await aftermath(batchId, "?format=csv");
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="batch-aftermath-${batchId}.csv"`,
      );
      const [header, ...lines] = parseCsv(await response.text());
      const cell = (line: string[], name: string) => line[header!.indexOf(name)]!;
      expect(
        lines.map((line) => [
          cell(line, "model"),
          Number(cell(line, "carried")),
          Number(cell(line, "total")),
          Number(cell(line, "missedTokensTotal")),
        ]),
      ).toEqual(rows.map((r) => [r.model, r.carried, r.total, r.missedTokensTotal]));
    });

    it.each(['a"; filename=x.exe', "../../etc/passwd", "a\r\nset-cookie: x=1", "x".repeat(300)])(
      "answers a JSON 404 with no download for the hostile id %j",
      async (hostile) => {
        for (const format of ["json", "csv"]) {
          const response = await aftermath(hostile, `?format=${format}`);
          expect(response.status).toBe(404);
          expect(response.headers.get("content-disposition")).toBeNull();
          expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
        }
      },
    );

    it("refuses an unknown format", async () => {
      expect((await aftermath(batchId, "?format=xml")).status).toBe(422);
    });
  });
});
