import { describe, expect, it } from "vitest";
import { readOidcSettings } from "./auth-env";

const FULL = {
  AUTH_URL: "https://lab.example.com",
  AUTH_OIDC_ISSUER: "http://127.0.0.1:4000",
  AUTH_OIDC_CLIENT_ID: "lab",
  AUTH_OIDC_CLIENT_SECRET: "s3cret",
};

describe("readOidcSettings", () => {
  it("is null without an issuer: email and password only", () => {
    expect(readOidcSettings({})).toBeNull();
  });

  it("reads a full configuration, with the button's default label", () => {
    expect(readOidcSettings(FULL)).toEqual({ ...FULL, AUTH_OIDC_NAME: "Single sign-on" });
  });

  it.each([
    ["no client id", { ...FULL, AUTH_OIDC_CLIENT_ID: "" }, "AUTH_OIDC_CLIENT_ID"],
    ["no secret", { ...FULL, AUTH_OIDC_CLIENT_SECRET: undefined }, "AUTH_OIDC_CLIENT_SECRET"],
    ["an issuer that is not a URL", { ...FULL, AUTH_OIDC_ISSUER: "idp" }, "AUTH_OIDC_ISSUER"],
    ["no public address", { ...FULL, AUTH_URL: undefined }, "AUTH_URL"],
  ])("throws naming what is missing for %s", (_label, env, named) => {
    expect(() => readOidcSettings(env)).toThrow(named);
  });
});
