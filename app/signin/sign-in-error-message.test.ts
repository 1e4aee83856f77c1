import { describe, expect, it } from "vitest";
import { describeSignInError } from "./sign-in-error-message";

describe("describeSignInError", () => {
  it.each([
    [{}, undefined],
    [{ error: "CredentialsSignin" }, "That email and password do not match an account."],
    [
      { error: "CredentialsSignin", code: "credentials" },
      "That email and password do not match an account.",
    ],
    [
      { error: "CredentialsSignin", code: "too_many_attempts", retry: 840 },
      "Too many failed sign-ins for this account or from this address: try again in 14 minutes.",
    ],
    [
      { error: "CredentialsSignin", code: "too_many_attempts", retry: 5 },
      "Too many failed sign-ins for this account or from this address: try again in 1 minute.",
    ],
    [
      { error: "CredentialsSignin", code: "too_many_attempts" },
      "Too many failed sign-ins for this account or from this address: try again in at most 15 minutes.",
    ],
    [{ error: "Nonsense" }, "Sign-in failed. Try again."],
  ])("%j -> %s", (query, expected) => {
    expect(describeSignInError(query)).toBe(expected);
  });
});
