import { describe, expect, it } from "vitest";
import { checkRequestOrigin } from "./check-request-origin";

const SERVER = "http://lab.example.com:3000";

/** A request to the server as Node sees it (`Host` as the browser sent it) with extra headers. */
function makeRequest(method: string, headers: Record<string, string> = {}) {
  return {
    method,
    url: `${SERVER}/api/templates`,
    headers: new Headers({ host: "lab.example.com:3000", ...headers }),
  };
}

describe("checkRequestOrigin", () => {
  it.each([
    ["the same origin", { origin: SERVER }, true],
    ["the same origin, upper case", { origin: "HTTP://Lab.Example.com:3000" }, true],
    ["no Origin nor Sec-Fetch-Site (curl, npm run import)", {}, true],
    ["another port", { origin: "http://lab.example.com:3001" }, false],
    ["a sibling subdomain", { origin: "http://evil.example.com:3000" }, false],
    ["another scheme", { origin: "https://lab.example.com:3000" }, false],
    ["the opaque origin null", { origin: "null" }, false],
    ["an Origin that is no URL", { origin: "not a url" }, false],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }, true],
    ["Sec-Fetch-Site: none (typed by the user)", { "sec-fetch-site": "none" }, true],
    ["Sec-Fetch-Site: same-site (another port)", { "sec-fetch-site": "same-site" }, false],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }, false],
    [
      "same-origin by Sec-Fetch-Site but another Origin",
      { "sec-fetch-site": "same-origin", origin: "http://lab.example.com:3001" },
      false,
    ],
    [
      "a same Origin but Sec-Fetch-Site cross-site",
      { "sec-fetch-site": "cross-site", origin: SERVER },
      false,
    ],
  ])("a POST from %s passes: %s", (_case, headers, passes) => {
    expect(checkRequestOrigin(makeRequest("POST", headers)).ok).toBe(passes);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "delete"])(
    "refuses a cross-site %s and says why in words",
    (method) => {
      const check = checkRequestOrigin(makeRequest(method, { origin: "http://evil.test" }));
      expect(check).toEqual({
        ok: false,
        reason:
          "This request changes data, and it was sent from http://evil.test, not from this server's own pages.",
      });
    },
  );

  it.each(["GET", "HEAD", "OPTIONS"])("never refuses a %s, whatever its headers", (method) => {
    const headers = { origin: "null", "sec-fetch-site": "cross-site" };
    expect(checkRequestOrigin(makeRequest(method, headers))).toEqual({ ok: true });
  });

  it.each([
    [
      "X-Forwarded-Host and -Proto of a proxy",
      { "x-forwarded-host": "lab.example.com", "x-forwarded-proto": "https" },
      "https://lab.example.com",
      true,
    ],
    [
      "the first of a proxy's list",
      { "x-forwarded-host": "lab.example.com, inner:3000", "x-forwarded-proto": "https,http" },
      "https://lab.example.com",
      true,
    ],
    [
      "a proxy's host but the wrong scheme",
      { "x-forwarded-host": "lab.example.com", "x-forwarded-proto": "https" },
      "http://lab.example.com",
      false,
    ],
  ])("derives the server's origin from %s", (_case, headers, origin, passes) => {
    expect(checkRequestOrigin(makeRequest("POST", { ...headers, origin })).ok).toBe(passes);
  });

  it("accepts AUTH_URL's origin, whatever the Host header says", () => {
    const request = makeRequest("POST", { origin: "https://lab.example.com" });
    expect(checkRequestOrigin(request).ok).toBe(false);
    expect(checkRequestOrigin(request, "https://lab.example.com/some/path").ok).toBe(true);
    expect(checkRequestOrigin(request, "not a url").ok).toBe(false);
  });

  it("takes the request URL's own origin when there is no Host header (a test's Request)", () => {
    const request = new Request(`${SERVER}/api/templates`, {
      method: "POST",
      headers: { origin: SERVER },
    });
    expect(checkRequestOrigin(request).ok).toBe(true);
  });

  it("does not mutate the request's headers", () => {
    const request = makeRequest("POST", { origin: "null" });
    const before = [...request.headers];
    checkRequestOrigin(request, SERVER);
    expect([...request.headers]).toEqual(before);
  });
});
