import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summaryVariantSchema } from "@/lib/contracts/summary-variant";
import { generateCodexRollout } from "@/lib/generator/codex/generate-codex-rollout";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { routeContext, uploadCompactingSession } from "./_testing/summaries-setup";

// A Codex session through the routes a user's page calls: its compaction points, the request
// Codex would send there, and an offline summary scored like any other.
const database = createRouteDatabase("codex-summaries");

let routes: {
  summaries: typeof import("./transcripts/[id]/compactions/[point]/summaries/route");
  request: typeof import("./transcripts/[id]/compactions/[point]/request/route");
};
let idle: () => Promise<void>;
let id = "";
let point = "";

const base = (p: string) =>
  `http://test/api/transcripts/${id}/compactions/${encodeURIComponent(p)}`;
const post = (url: string, body: unknown) =>
  new Request(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

beforeAll(async () => {
  await database.setUp();
  routes = {
    summaries: await import("./transcripts/[id]/compactions/[point]/summaries/route"),
    request: await import("./transcripts/[id]/compactions/[point]/request/route"),
  };
  idle = (await import("@/lib/server")).jobsIdle;
  const { lines } = generateCodexRollout({
    seed: 5,
    targetBytes: 1_200_000,
    contextWindow: 100_000,
    compaction: "local",
  });
  ({ id, point } = await uploadCompactingSession(`${[...lines].join("\n")}\n`));
}, 120_000);
afterAll(async () => {
  await idle?.();
  await database.tearDown();
});

describe("a Codex session's compaction point", () => {
  it("answers the request Codex would send: its history as input items and the compaction prompt last", async () => {
    const response = await routes.request.POST(
      post(`${base(point)}/request`, {}),
      routeContext({ id, point }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    const text = JSON.stringify(body.request);
    expect(text).toContain("CONTEXT CHECKPOINT COMPACTION");
    expect(body.estimatedInputTokens).toBeGreaterThan(10_000);
  });

  it("makes an offline summary there, scored with the metrics and the aftermath like any other", async () => {
    const response = await routes.summaries.POST(
      post(`${base(point)}/summaries`, { provider: "offline" }),
      routeContext({ id, point }),
    );
    expect(response.status).toBe(201);
    const { variant } = await response.json();
    await idle();
    const listed = await routes.summaries.GET(
      new Request(`${base(point)}/summaries`),
      routeContext({ id, point }),
    );
    const variants = summaryVariantSchema.array().parse((await listed.json()).variants);
    expect(variants[0]).toMatchObject({ id: "recorded", status: "done" });
    const mine = variants.find((v) => v.id === variant.id);
    expect(mine?.status).toBe("done");
    expect(mine?.text.length).toBeGreaterThan(200);
    expect(Object.keys(mine?.metrics ?? {})).toContain("aftermath-carried");
  });
});
