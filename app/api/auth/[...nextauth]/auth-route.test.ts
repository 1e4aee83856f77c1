import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PEER_HEADER } from "@/lib/auth/client-address";
import { hashPassword } from "@/lib/auth/password";
import { MAX_SIGN_IN_FAILURES } from "@/lib/auth/sign-in-throttle";
import { enableTeamMode, sessionCookieFor } from "@/lib/auth/testing/team-session";
import { addUserToWorkspace } from "@/lib/db/accounts";
import type { PrismaClient } from "@/lib/db/generated/client";
import { createRouteDatabase } from "@/lib/http/testing/route-database";

// Auth.js's endpoints as a client reaches them: the CSRF token, a password posted straight to
// the callback, sign-out; and every other method answered in the API's JSON.
const database = createRouteDatabase("auth-route");
const PASSWORD = "the right password";
const ORIGIN = "http://test";
let db: PrismaClient;
let userId = "";
let restore = () => {};

type Route = typeof import("./route");
const route = () => import("./route") as Promise<Route>;

/** The cookies a response sets, as `name=value` pairs for the next request. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(";")[0] ?? "";
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}
const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** A client of Auth.js's endpoints: fetches a CSRF token, then posts forms with it. */
async function client(address: string) {
  const { GET, POST } = await route();
  const jar: Record<string, string> = {};
  const csrf = await GET(new Request(`${ORIGIN}/api/auth/csrf`) as never);
  Object.assign(jar, setCookies(csrf));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return {
    jar,
    async post(path: string, form: Record<string, string>) {
      const response = await POST(
        new Request(`${ORIGIN}/api/auth/${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            cookie: cookieHeader(jar),
            [PEER_HEADER]: address,
          },
          body: new URLSearchParams({ csrfToken, ...form }),
        }) as never,
      );
      Object.assign(jar, setCookies(response));
      return response;
    },
  };
}

async function signIn(address: string, password: string, callbackUrl = "/sessions") {
  const browser = await client(address);
  const response = await browser.post("callback/password", {
    email: "ada@example.com",
    password,
    callbackUrl,
  });
  return { browser, response };
}

async function transcriptsStatus(cookie: string): Promise<number> {
  const { GET } = await import("../../transcripts/route");
  return (await GET(new Request(`${ORIGIN}/api/transcripts`, { headers: { cookie } }))).status;
}

beforeAll(async () => {
  await database.setUp();
  db = (await import("@/lib/server/database")).getDb();
  const added = await addUserToWorkspace(db, {
    email: "ada@example.com",
    passwordHash: await hashPassword(PASSWORD),
    workspace: "A",
  });
  userId = added.user.id;
});
afterAll(async () => {
  restore();
  await database.tearDown();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("methods Auth.js does not take", () => {
  it.each(["PUT", "PATCH", "DELETE"] as const)(
    "%s answers 405 JSON naming GET and POST (open mode)",
    async (method) => {
      const response = await (
        await route()
      )[method](new Request(`${ORIGIN}/api/auth/session`, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, POST");
      expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
    },
  );
});

describe("team mode", () => {
  beforeAll(() => {
    restore = enableTeamMode();
  });

  it.each(["session", "providers", "csrf"])(
    "PUT, PATCH and DELETE on /api/auth/%s answer 405 JSON to a signed-in user",
    async (endpoint) => {
      const cookie = await sessionCookieFor(userId);
      for (const method of ["PUT", "PATCH", "DELETE"] as const) {
        const response = await (
          await route()
        )[method](new Request(`${ORIGIN}/api/auth/${endpoint}`, { method, headers: { cookie } }));
        expect({ method, status: response.status }).toEqual({ method, status: 405 });
        expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
      }
    },
  );

  it.each([
    ["a tab a browser drops", "/\t/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["another origin", "https://evil.example/"],
    ["a newline", "/\nx"],
  ])("after sign-in, sends %s home, on this site", async (_label, callbackUrl) => {
    const { response } = await signIn("10.1.0.1", PASSWORD, callbackUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${ORIGIN}/`);
  });

  it("after sign-in, goes back to the page asked for", async () => {
    const { response } = await signIn("10.1.0.1", PASSWORD, "/sessions/abc?tab=events");
    expect(response.headers.get("location")).toBe(`${ORIGIN}/sessions/abc?tab=events`);
  });

  it(`answers 429 with Retry-After after ${MAX_SIGN_IN_FAILURES} wrong passwords, the right one too`, async () => {
    await db.signInFailure.deleteMany({});
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) {
      const { response } = await signIn("10.2.0.1", "wrong password");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `${ORIGIN}/signin?error=CredentialsSignin&code=credentials`,
      );
    }
    for (const password of ["wrong password", PASSWORD]) {
      const { response } = await signIn("10.2.0.1", password);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(await response.json()).toMatchObject({ error: { code: "too_many_requests" } });
    }
    await db.signInFailure.deleteMany({});
  });

  it("sign-out voids the session cookie issued before it; a new sign-in works", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T09:00:00.400Z") });
    const { browser } = await signIn("10.3.0.1", PASSWORD);
    const before = cookieHeader(browser.jar);
    expect(await transcriptsStatus(before)).toBe(200);

    vi.setSystemTime(new Date("2026-03-01T09:00:05.700Z"));
    const signOut = await browser.post("signout", {});
    expect(signOut.status).toBe(302);
    expect(await transcriptsStatus(before)).toBe(401);
    // Nor does Auth.js re-issue it with a fresh `iat`.
    const { GET } = await route();
    const refreshed = await GET(
      new Request(`${ORIGIN}/api/auth/session`, { headers: { cookie: before } }) as never,
    );
    expect(await refreshed.json()).toBeNull();

    const again = await signIn("10.3.0.1", PASSWORD);
    expect(await transcriptsStatus(cookieHeader(again.browser.jar))).toBe(200);
    expect(await transcriptsStatus(before)).toBe(401);
  });
});
