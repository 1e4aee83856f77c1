import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTeamMode, sessionCookieFor } from "@/lib/auth/testing/team-session";
import { addUserToWorkspace } from "@/lib/db/accounts";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { runUnscoped } from "@/lib/db/workspace-scope";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";

// Two workspaces on one team server: Ada's ids asked for with Bea's session answer 404 exactly
// like an id that does not exist (never the data, never a 403 that says it exists).
const database = createRouteDatabase("isolation");
// Large enough to compact (the e2e's seed), so the compaction routes have a real point to refuse.
const TEXT = makeTranscriptText(4, 3_500_000);
let POINT = "";

let restore = () => {};
let cookies: { ada: string; bea: string };
let ada: { transcript: string; template: string; sweep: string; variant: string; batch: string };
let idle: () => Promise<void>;

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
type Call = {
  route: string;
  method: string;
  params: Record<string, string>;
  query?: string;
  body?: unknown;
};

async function call(cookie: string, { route, method, params, query = "", body }: Call) {
  const routeModule = (await import(`./${route}/route`)) as Record<string, Handler>;
  const handler = routeModule[method] as Handler;
  const request = new Request(`http://test/api/${route}${query}`, {
    method,
    headers: { cookie, "content-type": body === undefined ? "text/plain" : "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const postTemplate = (cookie: string, name: string) =>
  call(cookie, {
    route: "templates",
    method: "POST",
    params: {},
    body: { name, prompt: "Summarise the secret project." },
  });
const postSweep = (cookie: string, transcriptIds: string[]) =>
  call(cookie, {
    route: "sweeps",
    method: "POST",
    params: {},
    body: { transcriptIds, grid: { autocompactBufferTokens: [8_000] } },
  });

async function upload(cookie: string): Promise<{ id: string; duplicate: boolean }> {
  const transcripts = await import("./transcripts/route");
  const response = await transcripts.POST(
    new Request("http://test/api/transcripts?name=shared.jsonl", {
      method: "POST",
      body: TEXT,
      headers: { cookie, "content-type": "application/x-ndjson" },
    }),
  );
  const answer = (await response.json()) as {
    transcripts: { id: string }[];
    duplicates?: unknown[];
  };
  const first = answer.transcripts[0];
  if (!first) throw new Error(`upload answered ${response.status}`);
  return { id: first.id, duplicate: JSON.stringify(answer).includes('"duplicate":true') };
}

beforeAll(async () => {
  await database.setUp();
  restore = enableTeamMode();
  const { getDb } = await import("@/lib/server/database");
  const db = getDb();
  const a = await addUserToWorkspace(db, { email: "ada@example.com", workspace: "Ada's team" });
  const b = await addUserToWorkspace(db, { email: "bea@example.com", workspace: "Bea's team" });
  cookies = { ada: await sessionCookieFor(a.user.id), bea: await sessionCookieFor(b.user.id) };
  idle = (await import("@/lib/server")).jobsIdle;

  const transcript = (await upload(cookies.ada)).id;
  const compactions = await call(cookies.ada, {
    route: "transcripts/[id]/compactions",
    method: "GET",
    params: { id: transcript },
    query: "?replay=auto",
  });
  POINT = String((compactions.body as { points: { point: string }[] }).points[0]?.point);
  const template = await postTemplate(cookies.ada, "Ada's prompt");
  const sweep = await postSweep(cookies.ada, [transcript]);
  await idle();
  // A finished variant and a batch, as the summaries service leaves them.
  const { variant, batch } = await runUnscoped(async () => ({
    variant: await db.summaryVariant.create({
      data: {
        transcriptId: transcript,
        point: POINT,
        provider: "offline",
        model: "m",
        status: "done",
        text: "secret",
      },
    }),
    batch: await db.summaryBatch.create({
      data: { transcriptId: transcript, points: "[]", variants: "[]", total: 0, status: "done" },
    }),
  }));
  ada = {
    transcript,
    template: String((template.body as { id?: string }).id),
    sweep: String(sweep.body.id),
    variant: variant.id,
    batch: batch.id,
  };
}, 120_000);
afterAll(async () => {
  await idle();
  restore();
  await database.tearDown();
});

/** Every route that takes an id, with Ada's ids. */
const adaCalls = (): [string, Call][] => {
  const t = { id: ada.transcript };
  const p = { ...t, point: POINT };
  return [
    ["transcript", { route: "transcripts/[id]", method: "GET", params: t }],
    ["transcript delete", { route: "transcripts/[id]", method: "DELETE", params: t }],
    ["calls", { route: "transcripts/[id]/calls", method: "GET", params: t }],
    ["tree", { route: "transcripts/[id]/tree", method: "GET", params: t }],
    [
      "records",
      { route: "transcripts/[id]/records", method: "GET", params: t, query: "?from=1&to=5" },
    ],
    ["replay", { route: "transcripts/[id]/replay", method: "POST", params: t, body: {} }],
    ["compactions", { route: "transcripts/[id]/compactions", method: "GET", params: t }],
    [
      "summary request",
      {
        route: "transcripts/[id]/compactions/[point]/request",
        method: "POST",
        params: p,
        body: {},
      },
    ],
    [
      "summaries",
      { route: "transcripts/[id]/compactions/[point]/summaries", method: "GET", params: p },
    ],
    [
      "summary create",
      {
        route: "transcripts/[id]/compactions/[point]/summaries",
        method: "POST",
        params: p,
        body: { provider: "offline" },
      },
    ],
    [
      "summary",
      {
        route: "transcripts/[id]/compactions/[point]/summaries/[variantId]",
        method: "GET",
        params: { ...p, variantId: ada.variant },
      },
    ],
    [
      "summary delete",
      {
        route: "transcripts/[id]/compactions/[point]/summaries/[variantId]",
        method: "DELETE",
        params: { ...p, variantId: ada.variant },
      },
    ],
    [
      "summary probes",
      {
        route: "transcripts/[id]/compactions/[point]/summaries/[variantId]/probes",
        method: "POST",
        params: { ...p, variantId: ada.variant },
        body: {},
      },
    ],
    ["summary batch", { route: "summary-batches/[id]", method: "GET", params: { id: ada.batch } }],
    [
      "summary batch aftermath",
      { route: "summary-batches/[id]/aftermath", method: "GET", params: { id: ada.batch } },
    ],
    ["sweep", { route: "sweeps/[id]", method: "GET", params: { id: ada.sweep } }],
    [
      "sweep results",
      {
        route: "sweeps/[id]/results",
        method: "GET",
        params: { id: ada.sweep },
        query: "?format=json",
      },
    ],
    [
      "sweep aftermath",
      {
        route: "sweeps/[id]/aftermath",
        method: "GET",
        params: { id: ada.sweep },
        query: "?format=json",
      },
    ],
    ["sweep cancel", { route: "sweeps/[id]", method: "DELETE", params: { id: ada.sweep } }],
    [
      "template versions",
      {
        route: "templates/[id]/versions",
        method: "POST",
        params: { id: ada.template },
        body: { prompt: "mine now" },
      },
    ],
    [
      "template version",
      {
        route: "templates/[id]/versions/[version]",
        method: "GET",
        params: { id: ada.template, version: "1" },
      },
    ],
    [
      "template diff",
      {
        route: "templates/[id]/diff",
        method: "GET",
        params: { id: ada.template },
        query: "?from=1&to=1",
      },
    ],
  ];
};

describe("workspace isolation on a team server", () => {
  it("gives Ada her own rows (so the 404s below are about the workspace, not the ids)", async () => {
    for (const [, request] of adaCalls().filter(
      ([, c]) => c.method === "GET" || c.route.endsWith("/request"),
    )) {
      const mine = await call(cookies.ada, request);
      expect({ route: request.route, status: mine.status }).toEqual({
        route: request.route,
        status: 200,
      });
    }
  }, 60_000);

  it("answers Bea 404 not_found for every one of Ada's ids, exactly like a missing id", async () => {
    for (const [label, request] of adaCalls()) {
      const theirs = await call(cookies.bea, request);
      expect({
        label,
        status: theirs.status,
        code: (theirs.body.error as { code?: string })?.code,
      }).toEqual({
        label,
        status: 404,
        code: "not_found",
      });
      expect(JSON.stringify(theirs.body)).not.toContain("secret");
    }
  }, 60_000);

  it("left Ada's rows untouched by Bea's deletes and posts", async () => {
    expect((await call(cookies.ada, adaCalls()[0]![1])).status).toBe(200);
    const versions = await call(cookies.ada, { route: "templates", method: "GET", params: {} });
    expect(JSON.stringify(versions.body)).toContain("Ada's prompt");
    expect(JSON.stringify(versions.body)).not.toContain('"latestVersion":2');
  });

  it("lists only Bea's own rows: no transcripts, sweeps or templates of Ada's", async () => {
    const transcripts = await call(cookies.bea, {
      route: "transcripts",
      method: "GET",
      params: {},
    });
    expect(transcripts.body).toMatchObject({ transcripts: [], total: 0 });
    // Filtered on the replay's agreement: none of Ada's, measured or not, is counted or queued.
    for (const query of ["?reproduces=no", "?reproduces=yes"]) {
      const agreement = await call(cookies.bea, {
        route: "transcripts",
        method: "GET",
        params: {},
        query,
      });
      expect(agreement.body).toMatchObject({ transcripts: [], total: 0, notMeasured: 0 });
    }
    const sweeps = await call(cookies.bea, { route: "sweeps", method: "GET", params: {} });
    expect(JSON.stringify(sweeps.body)).not.toContain(ada.sweep);
    const templates = await call(cookies.bea, { route: "templates", method: "GET", params: {} });
    expect(JSON.stringify(templates.body)).not.toContain("Ada's prompt");
  });

  it("refuses a sweep over Ada's sessions, and a diff against Ada's template, from Bea", async () => {
    const sweep = await postSweep(cookies.bea, [ada.transcript]);
    expect(sweep.status).toBeGreaterThanOrEqual(400);
    expect(sweep.status).toBeLessThan(500);
    const own = await postTemplate(cookies.bea, "Bea's");
    const diff = await call(cookies.bea, {
      route: "templates/[id]/diff",
      method: "GET",
      params: { id: String(own.body.id) },
      query: `?from=1&to=1&otherId=${ada.template}`,
    });
    expect(diff.status).toBe(404);
  });

  it("dedups by sha256 per workspace: the same bytes are a new row in Bea's, a duplicate in Ada's", async () => {
    const again = await upload(cookies.ada);
    expect(again).toEqual({ id: ada.transcript, duplicate: true });
    const beas = await upload(cookies.bea);
    expect(beas.id).not.toBe(ada.transcript);
    expect(beas.duplicate).toBe(false);
  }, 60_000);
});
