import { describe, expect, it } from "vitest";
import { pageHrefs, readSearchParams, toSearchQueryString } from "./search-params";

describe("search page URL", () => {
  it("reads every field as a string, the first of a repeated one, unknown ones dropped", () => {
    expect(readSearchParams({ q: ["nix", "x"], role: "tool", evil: "1", cursor: "50" })).toEqual({
      q: "nix",
      cursor: "50",
      project: "",
      version: "",
      model: "",
      role: "tool",
      tool: "",
      from: "",
      to: "",
    });
  });

  it("reads a form's data: a file or anything not text is empty", () => {
    const values = { q: "nix", tool: new Blob(["x"]), model: 3 };
    expect(readSearchParams(values)).toMatchObject({ q: "nix", tool: "", model: "" });
  });

  it("writes back only what is set, so a shared link is short and reads the same", () => {
    const params = readSearchParams({ q: "nix shell", tool: "Bash", from: "2026-11-01" });
    const query = toSearchQueryString(params);
    expect(query).toBe("q=nix+shell&tool=Bash&from=2026-11-01");
    expect(readSearchParams(Object.fromEntries(new URLSearchParams(query)))).toEqual(params);
  });

  it.each([
    ["the first page", 0, "50", null, "/search?q=nix&role=user&cursor=50"],
    ["a middle page", 50, "100", "/search?q=nix&role=user", "/search?q=nix&role=user&cursor=100"],
    ["the last page", 120, null, "/search?q=nix&role=user&cursor=70", null],
  ])("links %s to its neighbours, filters kept", (_name, offset, next, previousHref, nextHref) => {
    const params = readSearchParams({ q: "nix", role: "user", cursor: String(offset) });
    expect(pageHrefs(params, offset, 50, next)).toEqual({ previousHref, nextHref });
  });
});
