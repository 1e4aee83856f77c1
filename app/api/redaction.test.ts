import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactionReportSchema } from "@/lib/contracts/redaction-report";
import { recordsResponseSchema } from "@/lib/contracts/records-response";
import { redactionSettingsSchema } from "@/lib/contracts/redaction-settings";
import { summaryVariantSchema } from "@/lib/contracts/summary-variant";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import type { FakeMessagesApi } from "@/lib/llm/testing/fake-messages-api";
import {
  PLANTED_TICKET,
  plantSecrets,
  TICKET_PATTERN,
} from "@/lib/redaction/testing/plant-secrets";
import { PLANTED_SECRETS } from "@/lib/redaction/testing/planted-secrets";
import {
  routeContext,
  startFakeAnthropic,
  uploadCompactingSession,
} from "./_testing/summaries-setup";

// A generated session with one secret of every kind planted in the range its first compaction
// summarises: the preview, the request a summary sends to the fake Messages API and the
// records a viewer reads hold none of them while redaction is on.
const database = createRouteDatabase("redaction");
const savedEnv = { ...process.env };

let api: FakeMessagesApi;
let routes: {
  request: typeof import("./transcripts/[id]/compactions/[point]/request/route");
  summaries: typeof import("./transcripts/[id]/compactions/[point]/summaries/route");
  records: typeof import("./transcripts/[id]/records/route");
  settings: typeof import("./redaction/route");
};
let idle: () => Promise<void>;
let id = "";
let point = "";

const json = (method: string, body: unknown) =>
  ({
    method,
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  }) as const;
const pointUrl = () => `http://test/api/transcripts/${id}/compactions/${point}`;
const preview = async () => {
  const response = await routes.request.POST(
    new Request(`${pointUrl()}/request`, json("POST", {})),
    routeContext({ id, point }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { request: unknown; redaction: unknown };
};
/** The planted secrets found in a text, as they are or escaped inside JSON (the private key's newlines). */
const leaked = (text: string) =>
  PLANTED_SECRETS.filter(
    (p) => text.includes(p.secret) || text.includes(JSON.stringify(p.secret).slice(1, -1)),
  );

beforeAll(async () => {
  api = await startFakeAnthropic({
    fallback: { text: "<summary>1. Primary Request: fake</summary>" },
  });
  await database.setUp();
  routes = {
    request: await import("./transcripts/[id]/compactions/[point]/request/route"),
    summaries: await import("./transcripts/[id]/compactions/[point]/summaries/route"),
    records: await import("./transcripts/[id]/records/route"),
    settings: await import("./redaction/route"),
  };
  idle = (await import("@/lib/server")).jobsIdle;
  ({ id, point } = await uploadCompactingSession(plantSecrets(makeTranscriptText(4, 3_500_000))));
}, 120_000);
afterAll(async () => {
  await idle?.();
  await api?.close();
  process.env = savedEnv;
  await database.tearDown();
});

describe("redaction before text leaves the server", () => {
  it("REDACT=off: the planted secrets are in the request (so the checks below can fail)", async () => {
    process.env.REDACT = "off";
    const answer = await preview();
    expect(leaked(JSON.stringify(answer.request))).toHaveLength(PLANTED_SECRETS.length);
    expect(redactionReportSchema.parse(answer.redaction).enabled).toBe(false);
  });

  it("REDACT=on: the preview holds no secret and counts every kind", async () => {
    process.env.REDACT = "on";
    const answer = await preview();
    const text = JSON.stringify(answer);
    expect(leaked(text).map((p) => p.kind)).toEqual([]);
    const report = redactionReportSchema.parse(answer.redaction);
    for (const planted of PLANTED_SECRETS) {
      expect(report.byKind[planted.kind], planted.kind).toBeGreaterThanOrEqual(1);
      expect(text).toContain(`[REDACTED:${planted.kind}#`);
    }
    // Each secret appears twice (the prompt and the tool result) under one marker.
    expect(report.occurrences).toBeGreaterThanOrEqual(2 * PLANTED_SECRETS.length);
  });

  it("a summary by the Anthropic provider sends the fake Messages API none of them", async () => {
    process.env.REDACT = "on";
    const before = api.requests.length;
    const response = await routes.summaries.POST(
      new Request(`${pointUrl()}/summaries`, json("POST", { provider: "anthropic" })),
      routeContext({ id, point }),
    );
    expect(response.status).toBe(201);
    const { variant } = await response.json();
    await idle();
    const sent = api.requests.slice(before).filter((r) => r.path.startsWith("/v1/messages"));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const bodies = JSON.stringify(sent.map((r) => r.body));
    expect(bodies).toContain("[REDACTED:anthropic-key#1]");
    expect(leaked(bodies).map((p) => p.kind)).toEqual([]);
    const list = await routes.summaries.GET(
      new Request(`${pointUrl()}/summaries`),
      routeContext({ id, point }),
    );
    const variants = summaryVariantSchema.array().parse((await list.json()).variants);
    expect(variants.find((v) => v.id === variant.id)?.status).toBe("done");
  });

  it("the records a viewer reads are redacted, with what went", async () => {
    process.env.REDACT = "on";
    const response = await routes.records.GET(
      new Request(`http://test/api/transcripts/${id}/records?from=1&to=10`),
      routeContext({ id }),
    );
    const answer = recordsResponseSchema.parse(await response.json());
    expect(leaked(JSON.stringify(answer.lines)).map((p) => p.kind)).toEqual([]);
    expect(answer.redaction.secrets).toBeGreaterThanOrEqual(PLANTED_SECRETS.length);
    expect(answer.redaction.findings[0]?.path).toMatch(/^line \d+ message\.content/);
  });
});

describe("GET and PUT /api/redaction", () => {
  const put = (body: unknown) =>
    routes.settings.PUT(new Request("http://test/api/redaction", json("PUT", body)));

  it("answers the mode and why: REDACT wins over the workspace's switch", async () => {
    process.env.REDACT = "off";
    await put({ enabled: true, patterns: [] });
    const answer = redactionSettingsSchema.parse(await (await routes.settings.GET()).json());
    expect(answer).toEqual({
      enabled: false,
      because: "env-off",
      workspaceEnabled: true,
      patterns: [],
    });
    delete process.env.REDACT;
    const open = redactionSettingsSchema.parse(await (await routes.settings.GET()).json());
    expect(open).toMatchObject({ enabled: true, because: "workspace-on" });
  });

  it("is a 422 naming a pattern that does not compile or could hang, and keeps the old ones", async () => {
    await put({ enabled: true, patterns: ["HARBOR-[0-9]{6}"] });
    for (const bad of ["(unclosed", "(a+)+$"]) {
      const response = await put({ enabled: true, patterns: ["ok-[0-9]+", bad] });
      expect(response.status).toBe(422);
      expect((await response.json()).error.message).toContain(JSON.stringify(bad));
    }
    const kept = redactionSettingsSchema.parse(await (await routes.settings.GET()).json());
    expect(kept.patterns).toEqual(["HARBOR-[0-9]{6}"]);
  });

  it("applies the saved patterns to what leaves as custom", async () => {
    delete process.env.REDACT;
    await put({ enabled: true, patterns: [TICKET_PATTERN] });
    const answer = await preview();
    const report = redactionReportSchema.parse(answer.redaction);
    expect(report.byKind.custom).toBe(1);
    expect(JSON.stringify(answer.request)).not.toContain(PLANTED_TICKET);
    expect(JSON.stringify(answer.request)).toContain("ticket [REDACTED:custom#1]");
  });
});
