import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUserToWorkspace } from "../db/accounts";
import { createRouteDatabase } from "../http/testing/route-database";
import { AppError } from "../errors";
import { guardRequest } from "./guard-request";
import { enableTeamMode, sessionCookieFor, TEST_AUTH_SECRET } from "./testing/team-session";
import { encode } from "next-auth/jwt";

const database = createRouteDatabase("guard");
let restore: () => void = () => {};
let users: { one: string; two: string; none: string };
let workspaces: { a: string; b: string };

/** The guard on the app's database client, loaded after the route database is set up. */
const guard = async (request: Request | undefined) =>
  guardRequest(request, (await import("../server/database")).getDb);

const request = (cookie?: string) =>
  new Request("http://test/api/x", cookie ? { headers: { cookie } } : undefined);

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "no failure";
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : String(error);
  }
}

beforeAll(async () => {
  await database.setUp();
  const { getDb } = await import("../server/database");
  const db = getDb();
  const one = await addUserToWorkspace(db, { email: "one@example.com", workspace: "A" });
  const b = await addUserToWorkspace(db, { email: "one@example.com", workspace: "B" });
  const two = await addUserToWorkspace(db, { email: "two@example.com", workspace: "B" });
  const none = await db.user.create({ data: { email: "none@example.com" } });
  users = { one: one.user.id, two: two.user.id, none: none.id };
  workspaces = { a: one.workspace.id, b: b.workspace.id };
});
afterAll(async () => {
  restore();
  await database.tearDown();
});

describe("guardRequest", () => {
  it("lets everything through in the open mode, with no workspace to narrow to", async () => {
    expect(await guard(request())).toBeNull();
  });

  describe("team mode", () => {
    beforeAll(() => {
      restore = enableTeamMode();
    });

    it.each([
      ["no cookie", async () => undefined],
      ["a forged token", async () => "authjs.session-token=not-a-jwt"],
      [
        "a token sealed with another secret",
        async () => {
          const salt = "authjs.session-token";
          const token = await encode({
            token: { uid: "x" },
            secret: `${TEST_AUTH_SECRET}-other`,
            salt,
          });
          return `${salt}=${token}`;
        },
      ],
      [
        "an expired token",
        async () => {
          const salt = "authjs.session-token";
          const token = await encode({
            token: { uid: users.one },
            secret: TEST_AUTH_SECRET,
            salt,
            maxAge: -60,
          });
          return `${salt}=${token}`;
        },
      ],
      ["a removed user", async () => sessionCookieFor("no-such-user")],
    ])("answers 401 unauthenticated for %s", async (_label, makeCookie) => {
      expect(await failure(guard(request(await makeCookie())))).toBe("401 unauthenticated");
    });

    it("lets a session through beside another app's cookie that does not decode", async () => {
      const cookie = await sessionCookieFor(users.one, "analytics=100%; x=%E0%A4%A");
      expect(await guard(request(cookie))).toBe(workspaces.a);
    });

    it("answers 401 unauthenticated for a token issued before the user signed out", async () => {
      const cookie = await sessionCookieFor(users.two);
      const { getDb } = await import("../server/database");
      const { revokeSessionsOf } = await import("./session-revocation");
      // The test cookie has no `sia`: it counts from the start of its `iat` second.
      const signedInAt = Math.floor(Date.now() / 1000) * 1000;
      await revokeSessionsOf(getDb(), { userId: users.two, signedInAt }, new Date(signedInAt + 1));
      expect(await failure(guard(request(cookie)))).toBe("401 unauthenticated");
      await getDb().user.update({ where: { id: users.two }, data: { sessionsValidFrom: null } });
    });

    it("answers 403 no_workspace for a user in none", async () => {
      expect(await failure(guard(request(await sessionCookieFor(users.none))))).toBe(
        "403 no_workspace",
      );
    });

    it.each([
      ["their first workspace by default", "one", "", "a"],
      ["the workspace they picked", "one", "pick-b", "b"],
      ["their first when the picked one is not theirs", "two", "pick-a", "b"],
    ] as const)("puts a user in %s", async (_label, user, pick, expected) => {
      const picked = pick === "pick-a" ? workspaces.a : pick === "pick-b" ? workspaces.b : "";
      const cookie = await sessionCookieFor(users[user], picked ? `cl-workspace=${picked}` : "");
      expect(await guard(request(cookie))).toBe(workspaces[expected]);
    });
  });
});
