import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTeamMode, sessionCookieFor } from "@/lib/auth/testing/team-session";
import { createRouteDatabase } from "@/lib/http/testing/route-database";
import { makeTranscriptText } from "@/lib/generator/testing/transcript-text";
import { uploadThroughRoute } from "./_testing/upload-through-route";

// Requests no page of the app sends, answered the same on SQLite and PostgreSQL: a NUL
// anywhere (PostgreSQL cannot store one: it was a 500 there), a write from another site's page,
// JSON typed as a form's text/plain, a cursor past 2^63.
const database = createRouteDatabase("hostile-input");

type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response>;
type Call = {
  route: string;
  method: string;
  params?: Record<string, string>;
  query?: string;
  body?: string;
  headers?: Record<string, string>;
};

const JSON_TYPE = { "content-type": "application/json" };
let transcriptId = "";

async function call({ route, method, params = {}, query = "", body, headers = JSON_TYPE }: Call) {
  const routeModule = (await import(`./${route}/route`)) as Record<string, Handler>;
  const path = route.replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  const request = new Request(`http://lab.test:3000/api/${path}${query}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const response = await routeModule[method]!(request, { params: Promise.resolve(params) });
  const answer = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, code: answer.error?.code, message: answer.error?.message };
}

beforeAll(async () => {
  await database.setUp();
  transcriptId = await uploadThroughRoute(makeTranscriptText(3, 20_000), "hostile.jsonl");
});
afterAll(() => database.tearDown());

describe("a NUL anywhere is a 400 bad_request on both databases", () => {
  it.each<[string, () => Call]>([
    [
      "a transcript id",
      () => ({ route: "transcripts/[id]", method: "GET", params: { id: "a\0b" } }),
    ],
    [
      "a delete's id",
      () => ({ route: "transcripts/[id]", method: "DELETE", params: { id: "\0" } }),
    ],
    [
      "a saved filter id",
      () => ({ route: "saved-filters/[id]", method: "GET", params: { id: "x\0" } }),
    ],
    ["a list filter", () => ({ route: "transcripts", method: "GET", query: "?q=a%00b" })],
    ["a query parameter's name", () => ({ route: "transcripts", method: "GET", query: "?a%00=1" })],
    [
      "a sweep's results filter",
      () => ({
        route: "sweeps/[id]/results",
        method: "GET",
        params: { id: "s" },
        query: "?transcriptId=%00",
      }),
    ],
    [
      "a template's name",
      () => ({ route: "templates", method: "POST", body: '{"name":"a\\u0000","prompt":"p"}' }),
    ],
    [
      "a template's prompt",
      () => ({ route: "templates", method: "POST", body: '{"name":"n","prompt":"p\\u0000"}' }),
    ],
    [
      "a saved filter's name",
      () => ({ route: "saved-filters", method: "POST", body: '{"name":"\\u0000","filter":{}}' }),
    ],
    [
      "a saved filter's filter",
      () => ({
        route: "saved-filters",
        method: "POST",
        body: '{"name":"n","filter":{"q":"\\u0000"}}',
      }),
    ],
    [
      "a replay's overrides",
      () => ({
        route: "transcripts/[id]/replay",
        method: "POST",
        params: { id: transcriptId },
        body: '{"profile":"\\u0000"}',
      }),
    ],
  ])("%s", async (_case, makeCall) => {
    const answer = await call(makeCall());
    expect(answer).toMatchObject({ status: 400, code: "bad_request" });
    expect(answer.message).toMatch(/holds a NUL character/);
  });

  it("still stores a template without one (the check refuses only NUL)", async () => {
    const body = JSON.stringify({ name: "Ünïcödé ☃ \u0001", prompt: "p" });
    expect(await call({ route: "templates", method: "POST", body })).toMatchObject({ status: 201 });
  });
});

describe("a list cursor or number out of range is refused in words, never a 500", () => {
  it.each([
    ["transcripts", "?cursor=9223372036854775808", "cursor"],
    ["transcripts", `?cursor=${"9".repeat(400)}`, "cursor"],
    ["transcripts", "?limit=1e308", "limit"],
    ["transcripts", "?minCost=1e999", "minCost"],
  ])("GET /api/%s%s", async (route, query, field) => {
    const answer = await call({ route, method: "GET", query });
    expect(answer).toMatchObject({ status: 422, code: "invalid_request" });
    expect(answer.message).toContain(field);
  });

  it("still pages with a cursor in range", async () => {
    const answer = await call({ route: "transcripts", method: "GET", query: "?cursor=1000000" });
    expect(answer.status).toBe(200);
  });
});

describe("writes from another site's page are refused with 403 forbidden, in words", () => {
  const template = '{"name":"from elsewhere","prompt":"p"}';
  it.each([
    ["another port", { origin: "http://lab.test:3001" }],
    ["a sibling subdomain", { origin: "http://evil.lab.test:3000" }],
    ["an opaque origin (a sandboxed frame)", { origin: "null" }],
    ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
  ])("a template posted from %s", async (_case, headers) => {
    const answer = await call({
      route: "templates",
      method: "POST",
      body: template,
      headers: { ...JSON_TYPE, ...headers },
    });
    expect(answer).toMatchObject({ status: 403, code: "forbidden" });
    expect(answer.message).toMatch(/^This request changes data, and it was sent from/);
  });

  it("a delete from another port", async () => {
    const answer = await call({
      route: "transcripts/[id]",
      method: "DELETE",
      params: { id: transcriptId },
      headers: { origin: "http://lab.test:3001" },
    });
    expect(answer).toMatchObject({ status: 403, code: "forbidden" });
    expect(
      (await call({ route: "transcripts/[id]", method: "GET", params: { id: transcriptId } }))
        .status,
    ).toBe(200);
  });

  it("but a read from another port, a write from the same origin and one without Origin pass", async () => {
    const other = { origin: "http://lab.test:3001", "sec-fetch-site": "same-site" };
    expect((await call({ route: "templates", method: "GET", headers: other })).status).toBe(200);
    const same = { ...JSON_TYPE, origin: "http://lab.test:3000", "sec-fetch-site": "same-origin" };
    expect(
      (await call({ route: "templates", method: "POST", body: template, headers: same })).status,
    ).toBe(201);
    expect((await call({ route: "templates", method: "POST", body: template })).status).toBe(201);
  });

  it("a saved filter sent as text/plain (a no-cors fetch) is a 415", async () => {
    const answer = await call({
      route: "saved-filters",
      method: "POST",
      body: '{"name":"no-cors","filter":{}}',
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
    expect(answer).toMatchObject({ status: 415, code: "unsupported_media_type" });
  });

  it("is refused in team mode too, for a signed-in user", async () => {
    const restore = enableTeamMode();
    try {
      const { getDb } = await import("@/lib/server/database");
      const { addUserToWorkspace } = await import("@/lib/db/accounts");
      const { user } = await addUserToWorkspace(getDb(), {
        email: "ada@example.com",
        workspace: "Ada's team",
      });
      const cookie = await sessionCookieFor(user.id);
      const send = (origin: string) =>
        call({
          route: "templates",
          method: "POST",
          body: template,
          headers: { ...JSON_TYPE, cookie, origin },
        });
      expect(await send("http://lab.test:3001")).toMatchObject({ status: 403, code: "forbidden" });
      expect(await send("http://lab.test:3000")).toMatchObject({ status: 201 });
    } finally {
      restore();
    }
  });
});
