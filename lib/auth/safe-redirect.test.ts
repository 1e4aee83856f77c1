import { describe, expect, it } from "vitest";
import { safeCallbackUrl, toSafeRedirectPath } from "./safe-redirect";

const ORIGIN = "http://lab.example";

describe("toSafeRedirectPath: only a path on this site, as the browser will read it", () => {
  it.each([
    ["a tab a browser drops: /\\t/evil.example is //evil.example", "/\t/evil.example"],
    ["a newline", "/\n/evil"],
    ["a carriage return", "/\r/evil"],
    ["a scheme-relative URL", "//evil"],
    ["a backslash browsers read as a slash", "/\\evil"],
    ["a decoded %5C", "/\\/evil"],
    ["another origin", "https://evil"],
    ["a script URL", "javascript:alert(1)"],
    ["NUL", "/\u0000x"],
    ["DEL", "/\u007fx"],
    ["a leading space", " /x"],
    ["a relative path", "sessions"],
    ["no path at all", ""],
    ["a very long path", `/${"a".repeat(5000)}`],
    ["not a string", 42],
    ["nothing", undefined],
  ])("refuses %s", (_label, raw) => {
    expect(toSafeRedirectPath(raw)).toBeNull();
    expect(safeCallbackUrl(raw)).toBe("/");
  });

  it.each([
    ["a path with query and fragment", "/sessions/abc?tab=events#x", "/sessions/abc?tab=events#x"],
    ["the root", "/", "/"],
    ["an escaped backslash, which stays a path", "/%5C/evil", "/%5C/evil"],
    ["non-ASCII, percent-encoded", "/ünïcode?q=é#ü", "/%C3%BCn%C3%AFcode?q=%C3%A9#%C3%BC"],
    ["dot segments, resolved", "/a/../b", "/b"],
  ])("keeps %s", (_label, raw, expected) => {
    expect(toSafeRedirectPath(raw)).toBe(expected);
  });

  it("answers ASCII only, so it always fits a Location header", () => {
    expect(toSafeRedirectPath("/ü\u2028x")).toMatch(/^[\x21-\x7e]+$/);
  });

  describe("with this site's origin (Auth.js's redirects)", () => {
    it.each([
      ["an absolute URL on this site", `${ORIGIN}/sessions?x=1`, "/sessions?x=1"],
      ["a path", "/sweeps", "/sweeps"],
    ])("keeps %s", (_label, raw, expected) => {
      expect(toSafeRedirectPath(raw, ORIGIN)).toBe(expected);
    });

    it.each([
      ["another port", "http://lab.example:8080/x"],
      ["another scheme", "https://lab.example/x"],
      ["a sibling host", "http://evil.lab.example/x"],
      ["a tab before the host", `/\t/evil.example`],
    ])("refuses %s", (_label, raw) => {
      expect(toSafeRedirectPath(raw, ORIGIN)).toBeNull();
    });
  });
});
