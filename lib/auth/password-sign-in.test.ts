import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addUserToWorkspace } from "../db/accounts";
import type { PrismaClient } from "../db/generated/client";
import { createRouteDatabase } from "../http/testing/route-database";
import { hashPassword } from "./password";
import { checkPasswordSignIn, type PasswordSignInInput } from "./password-sign-in";
import {
  MAX_SIGN_IN_FAILURES,
  peekSignInThrottle,
  pruneSignInFailures,
  SIGN_IN_WINDOW_MS,
  signInThrottleKeys,
} from "./sign-in-throttle";

const database = createRouteDatabase("password-sign-in");
let db: PrismaClient;
const PASSWORD = "the right password";
const T0 = new Date("2026-01-01T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

// The real scrypt for users' hashes; a plain comparison where a test counts the calls.
const fastVerify = vi.fn<(password: string, stored: string) => Promise<boolean>>(
  async (password) => password === PASSWORD,
);

async function attempt(input: Partial<PasswordSignInInput>, now = T0) {
  const result = await checkPasswordSignIn(
    { email: "ada@example.com", password: "wrong", address: "10.0.0.1", ...input },
    { db, verify: fastVerify, now },
  );
  return result.ok
    ? "ok"
    : result.reason === "throttled"
      ? `throttled ${result.retryAfterSeconds}s`
      : result.reason;
}

beforeAll(async () => {
  await database.setUp();
  db = (await import("../server/database")).getDb();
  const passwordHash = await hashPassword(PASSWORD);
  for (const email of ["ada@example.com", "bea@example.com"])
    await addUserToWorkspace(db, { email, passwordHash, workspace: "A" });
  await addUserToWorkspace(db, { email: "oidc@example.com", workspace: "A" });
});
afterAll(() => database.tearDown());
beforeEach(async () => {
  await db.signInFailure.deleteMany({});
  fastVerify.mockClear();
});

describe("signInThrottleKeys", () => {
  it.each([
    ["Ada@Example.com ", "10.0.0.1", ["account:ada@example.com", "address:10.0.0.1"]],
    ["ada@example.com", null, ["account:ada@example.com"]],
    [null, "::1", ["address:::1"]],
  ])("%s from %s", (email, address, keys) => {
    expect(signInThrottleKeys(email, address)).toEqual(keys);
  });
});

describe("checkPasswordSignIn", () => {
  it("signs in with the right password", async () => {
    expect(await attempt({ password: PASSWORD })).toBe("ok");
  });

  it(`refuses after ${MAX_SIGN_IN_FAILURES} failures in the window, the right password too, until it ends`, async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++)
      expect(await attempt({}, at(i * 1000))).toBe("mismatch");
    const minuteLater = 60_000;
    expect(await attempt({ password: PASSWORD }, at(minuteLater))).toBe(
      `throttled ${(SIGN_IN_WINDOW_MS - minuteLater) / 1000}s`,
    );
    // Refused attempts do not move the window.
    expect(await attempt({ password: PASSWORD }, at(SIGN_IN_WINDOW_MS - 1000))).toBe(
      "throttled 1s",
    );
    expect(await attempt({ password: PASSWORD }, at(SIGN_IN_WINDOW_MS))).toBe("ok");
  });

  it("throttles an address guessing across accounts, and not other addresses", async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++)
      await attempt({ email: `nobody-${i}@example.com` });
    expect(await attempt({ email: "bea@example.com", password: PASSWORD })).toMatch(/^throttled/);
    expect(
      await attempt({ email: "bea@example.com", password: PASSWORD, address: "10.0.0.2" }),
    ).toBe("ok");
  });

  it("throttles an account guessed from many addresses", async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) await attempt({ address: `10.0.1.${i}` });
    expect(await attempt({ password: PASSWORD, address: "10.0.2.1" })).toMatch(/^throttled/);
  });

  it("a success clears the account's failures, not the address's", async () => {
    for (let i = 0; i < 3; i++) await attempt({});
    await attempt({ password: PASSWORD });
    const rows = await db.signInFailure.findMany({ orderBy: { key: "asc" } });
    expect(rows.map(({ key, failures }) => ({ key, failures }))).toEqual([
      { key: "address:10.0.0.1", failures: 3 },
    ]);
  });

  it("checks at most the limit of a burst of parallel guesses", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt({ address: `10.0.3.${i}` })),
    );
    expect(fastVerify.mock.calls.length).toBeLessThanOrEqual(MAX_SIGN_IN_FAILURES);
    expect(results.filter((result) => result === "mismatch").length).toBeLessThanOrEqual(
      MAX_SIGN_IN_FAILURES,
    );
  });

  it.each([
    ["an unknown email", "nobody@example.com"],
    ["a user without a password (OIDC only)", "oidc@example.com"],
  ])("checks a hash for %s all the same, so it costs what a known one does", async (_l, email) => {
    expect(await attempt({ email, password: PASSWORD })).toBe("mismatch");
    expect(fastVerify).toHaveBeenCalledTimes(1);
    expect(fastVerify.mock.calls[0]?.[1]).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it("works without an address (next dev): the account alone", async () => {
    expect(await attempt({ address: null })).toBe("mismatch");
    expect(await db.signInFailure.count()).toBe(1);
  });
});

describe("peekSignInThrottle (the API's early answer)", () => {
  it("agrees with the attempt: open before the limit, closed at it", async () => {
    const keys = signInThrottleKeys("ada@example.com", "10.0.0.1");
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i++) await attempt({});
    expect(await peekSignInThrottle(db, keys, T0)).toEqual({ ok: true });
    await attempt({});
    expect(await peekSignInThrottle(db, keys, at(1000))).toEqual({
      ok: false,
      retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 - 1,
    });
    expect(await peekSignInThrottle(db, keys, at(SIGN_IN_WINDOW_MS))).toEqual({ ok: true });
  });
});

describe("pruneSignInFailures", () => {
  it("removes the rows whose window ended, and only those", async () => {
    await attempt({ email: "old@example.com", address: null }, T0);
    await attempt({ email: "new@example.com", address: null }, at(SIGN_IN_WINDOW_MS));
    await pruneSignInFailures(db, at(SIGN_IN_WINDOW_MS + 1000));
    expect((await db.signInFailure.findMany()).map(({ key }) => key)).toEqual([
      "account:new@example.com",
    ]);
  });
});
