import { describe, expect, it } from "vitest";
import { isSessionRevoked } from "./session-revocation";

describe("isSessionRevoked", () => {
  const signedOut = new Date("2026-03-01T09:00:05.000Z");
  const second = signedOut.getTime() / 1000;
  it.each([
    ["never signed out", null, second - 100, false],
    ["issued a second before the sign-out", signedOut, second - 1, true],
    ["issued in the second of the sign-out (a new sign-in)", signedOut, second, false],
    ["issued after", signedOut, second + 1, false],
  ])("%s -> %s", (_label, validFrom, issuedAt, expected) => {
    expect(isSessionRevoked(validFrom, issuedAt)).toBe(expected);
  });
});
