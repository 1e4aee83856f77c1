import { describe, expect, it } from "vitest";
import { isSessionRevoked } from "./session-revocation";

describe("isSessionRevoked", () => {
  const signedOut = new Date("2026-03-01T09:00:05.250Z");
  const at = signedOut.getTime();
  it.each([
    ["never signed out", null, at - 100_000, false],
    ["signed in a second before the sign-out", signedOut, at - 1_000, true],
    ["signed in earlier in the same second as the sign-out", signedOut, at - 200, true],
    ["signed in at the sign-out's millisecond", signedOut, at, false],
    ["signed in after (a new sign-in)", signedOut, at + 1, false],
  ])("%s -> %s", (_label, validFrom, signedInAt, expected) => {
    expect(isSessionRevoked(validFrom, signedInAt)).toBe(expected);
  });
});
