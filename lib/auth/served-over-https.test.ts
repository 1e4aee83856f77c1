import { describe, expect, it } from "vitest";
import { isServedOverHttps } from "./served-over-https";

describe("isServedOverHttps (the workspace cookie is Secure when it is)", () => {
  it.each([
    ["AUTH_URL https", { AUTH_URL: "https://lab.example" }, {}, true],
    [
      "AUTH_URL http, whatever the request says",
      { AUTH_URL: "http://lab.example" },
      { "x-forwarded-proto": "https" },
      false,
    ],
    ["no AUTH_URL, request over https", {}, { "x-forwarded-proto": "https" }, true],
    [
      "no AUTH_URL, a proxy chain starting with https",
      {},
      { "x-forwarded-proto": "https, http" },
      true,
    ],
    ["no AUTH_URL, request over http", {}, { "x-forwarded-proto": "http" }, false],
    ["nothing known", {}, {}, false],
  ])("%s", (_label, env, headers, expected) => {
    expect(isServedOverHttps(new Headers(headers), env)).toBe(expected);
  });
});
