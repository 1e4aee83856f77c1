import { describe, expect, it } from "vitest";
import { resolveVersions, shipsCliJs } from "./version-spec";

const published = {
  versions: [
    "0.2.126",
    "1.0.117",
    "2.0.8",
    "2.0.9",
    "2.1.0",
    "2.1.63",
    "2.1.64",
    "2.1.330",
    "2.2.0-beta.1",
  ],
  latest: "2.1.330",
};

describe("resolveVersions", () => {
  it.each([
    ["2.0.8,latest", ["2.0.8", "2.1.330"]],
    ["latest,2.0.8,2.0.8", ["2.0.8", "2.1.330"]],
    ["2.1.0..2.1.64", ["2.1.0", "2.1.63", "2.1.64"]],
    ["all-minor", ["1.0.117", "2.0.9", "2.1.330"]], // 0.2.126 cannot be driven: left out
  ])("resolves %s in version order without duplicates or pre-releases", (spec, expected) => {
    expect(resolveVersions(spec, published)).toEqual({ ok: true, versions: expected });
  });

  it.each([
    ["2.0.7", /not a published version/],
    ["banana", /not a version/],
    ["3.0.0..3.1.0", /No published version/],
    ["2.1..2.2", /not a range/],
    ["", /No versions/],
  ])("refuses %s with a reason", (spec, reason) => {
    const resolved = resolveVersions(spec, published);
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) expect(resolved.reason).toMatch(reason);
  });
});

describe("shipsCliJs", () => {
  it.each([
    ["2.0.8", true],
    ["2.1.112", true],
    ["2.1.113", false],
    ["2.1.330", false],
  ])("%s ships cli.js: %s", (version, expected) => {
    expect(shipsCliJs(version)).toBe(expected);
  });
});
