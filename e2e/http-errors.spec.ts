import { expect, test } from "./fixtures";
import { makeTranscript, uniqueName } from "./pages/test-data";

// The bad-input catalogue against the production server: every answer is JSON with the right
// status, including the ones Next itself never sees (431, malformed paths) or answers bare (405).

async function expectJsonError(
  response: { status(): number; headers(): Record<string, string>; json(): Promise<unknown> },
  status: number,
  code: string,
  message: RegExp,
) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({
    error: { code, message: expect.stringMatching(message) },
  });
}

test.describe("HTTP errors are JSON with the right status", () => {
  for (const path of ["/api/transcripts/%E0%A4%A", "/sessions/%ZZ", "/api/transcripts/%"]) {
    test(`malformed percent-encoding ${path} is a 400`, async ({ request }) => {
      await expectJsonError(
        await request.get(path),
        400,
        "bad_request",
        /malformed percent-encoding/,
      );
    });
  }

  test("a URL over the header limit is a 431", async ({ request }) => {
    const response = await request.get(`/api/transcripts?q=${"a".repeat(20_000)}`);
    await expectJsonError(response, 431, "headers_too_large", /shorten the URL/);
  });

  test("an unsupported method is a 405 naming the allowed ones", async ({ request }) => {
    const put = await request.put("/api/transcripts", { data: "{}" });
    await expectJsonError(
      put,
      405,
      "method_not_allowed",
      /^PUT is not allowed on \/api\/transcripts: use GET or POST\.$/,
    );
    expect(put.headers()["allow"]).toBe("GET, POST");
    const get = await request.get("/api/transcripts/x/replay");
    await expectJsonError(get, 405, "method_not_allowed", /use POST/);
  });

  test("a write from another port is a 403, JSON sent as text/plain a 415, a NUL a 400", async ({
    request,
    baseURL,
  }) => {
    const own = new URL(baseURL ?? "").origin;
    const elsewhere = new URL(own);
    elsewhere.port = String(Number(elsewhere.port) + 1);
    const template = { name: uniqueName("e2e-origin"), prompt: "Summarise." };
    const crossSite = await request.post("/api/templates", {
      data: template,
      headers: { origin: elsewhere.origin, "sec-fetch-site": "same-site" },
    });
    await expectJsonError(crossSite, 403, "forbidden", /not from this server's own pages/);
    const asText = await request.post("/api/templates", {
      data: JSON.stringify(template),
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
    await expectJsonError(asText, 415, "unsupported_media_type", /application\/json/);
    const nul = await request.get("/api/transcripts?q=%00");
    await expectJsonError(nul, 400, "bad_request", /NUL/);
    const sameOrigin = await request.post("/api/templates", {
      data: template,
      headers: { origin: own, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status()).toBe(201);
  });

  for (const [path, heading] of [
    ["/sessions/no-such-session", "Session not found"],
    ["/sweeps/no-such-sweep", "Sweep not found"],
    ["/templates/no-such-template", "Page not found"],
    ["/no-such-page", "Page not found"],
  ] as const) {
    test(`the page ${path} answers 404 and says so`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    });
  }

  test("an unknown compaction point of a stored session answers 404", async ({
    page,
    seedTranscript,
  }) => {
    const { id } = await seedTranscript({
      name: uniqueName("e2e-point"),
      jsonl: makeTranscript({ seed: 3, style: "2.1", targetBytes: 20_000 }).text,
    });
    for (const point of ["recorded-no-such-uuid", "not-a-point-id"]) {
      const response = await page.goto(`/sessions/${id}/compactions/${point}`);
      expect(response?.status()).toBe(404);
    }
  });

  for (const [method, path, allow] of [
    ["TRACE", "/api/transcripts", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
    ["PROPFIND", "/", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
    ["DELETE", "/sweeps", "GET, HEAD, POST, OPTIONS"],
  ] as const) {
    test(`${method} ${path} is a JSON 405 naming the methods served`, async ({ request }) => {
      const response = await request.fetch(path, { method });
      await expectJsonError(
        response,
        405,
        "method_not_allowed",
        new RegExp(`^${method} is not allowed`),
      );
      expect(response.headers()["allow"]).toBe(allow);
    });
  }

  test("OPTIONS is an empty 204 with Allow, on a page and on an API route", async ({ request }) => {
    for (const path of ["/", "/api/transcripts"]) {
      const response = await request.fetch(path, { method: "OPTIONS" });
      expect(response.status()).toBe(204);
      expect(response.headers()["allow"]).toContain("GET");
    }
  });

  test("replay bodies over 1 MiB, absurd constants and deleted transcripts", async ({
    request,
    seedTranscript,
  }) => {
    const { id } = await seedTranscript({
      name: uniqueName("e2e-http"),
      jsonl: makeTranscript({ seed: 7, style: "2.1", targetBytes: 30_000 }).text,
    });
    const huge = await request.post(`/api/transcripts/${id}/replay`, {
      headers: { "content-type": "application/json" },
      data: `{"overrides":{"compactableTools":["${"x".repeat(3 * 1024 * 1024)}"]}}`,
    });
    await expectJsonError(huge, 413, "too_large", /over the limit of 1 MiB/);

    const absurd = await request.post(`/api/transcripts/${id}/replay`, {
      data: { overrides: { charsPerToken: 5e-324 } },
    });
    await expectJsonError(
      absurd,
      422,
      "invalid_request",
      /^overrides\.charsPerToken must be at least 0\.5/,
    );

    const ok = await request.post(`/api/transcripts/${id}/replay`, { data: { profile: "auto" } });
    expect(ok.status()).toBe(200);

    await request.delete(`/api/transcripts/${id}`);
    const gone = await request.post(`/api/transcripts/${id}/replay`, { data: {} });
    await expectJsonError(gone, 404, "not_found", /No transcript/);
  });
});
