import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeaderReader, parseSessionClaims, readSession } from "./session-cookie";
import { enableTeamMode, sessionCookieFor } from "./testing/team-session";

describe("cookieHeaderReader", () => {
  it.each([
    ["a bad % escape", "analytics=100%; a=1", "analytics", "100%"],
    ["a cut multi-byte escape", "x=%E0%A4%A; a=1", "x", "%E0%A4%A"],
    ["a value that decodes", "a=b%20c", "a", "b c"],
    ["the first of two with one name", "a=1; a=2", "a", "1"],
  ])(
    "reads every cookie, keeping a value that does not decode raw (%s)",
    (_l, header, name, value) => {
      expect(cookieHeaderReader(header)(name)).toBe(value);
    },
  );

  it("still reads the session beside a cookie that does not decode", () => {
    const read = cookieHeaderReader("analytics=100%; authjs.session-token=abc");
    expect(read("authjs.session-token")).toBe("abc");
  });
});

describe("readSession", () => {
  let restore = () => {};
  beforeAll(() => {
    restore = enableTeamMode();
  });
  afterAll(() => restore());

  it("answers the user and the start of the token's iat second when it has no sign-in instant", async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const session = await readSession(cookieHeaderReader(await sessionCookieFor("user-1")));
    expect(session?.userId).toBe("user-1");
    expect(session?.signedInAt).toBeGreaterThanOrEqual(before);
    expect(session?.signedInAt).toBeLessThanOrEqual(Date.now());
    expect((session?.signedInAt ?? 1) % 1000).toBe(0);
  });

  it("answers the sign-in instant to the millisecond from `sia`", () => {
    expect(parseSessionClaims({ uid: "u", iat: 1_700_000_000, sia: 1_700_000_000_456 })).toEqual({
      userId: "u",
      signedInAt: 1_700_000_000_456,
    });
    expect(parseSessionClaims({ uid: "u" })).toBeNull();
  });
});
