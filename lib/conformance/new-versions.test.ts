import { describe, expect, it } from "vitest";
import { parseBudget, versionsToMeasure } from "./new-versions";

describe("versionsToMeasure", () => {
  const published = {
    versions: [
      "0.2.126",
      "1.0.117",
      "2.0.15",
      "2.0.16",
      "2.1.330",
      "2.1.331",
      "2.1.332",
      "2.2.0-beta.1",
    ],
    latest: "2.1.332",
  };

  it("takes the requested versions first, then the other unmeasured releases, each newest first", () => {
    expect(versionsToMeasure(published, ["2.1.332", "1.0.117"], ["2.0.15", "2.1.331"])).toEqual([
      "2.1.331",
      "2.0.15",
      "2.1.330",
      "2.0.16",
    ]);
  });

  it("leaves out measured versions, pre-releases and versions older than the lab can drive", () => {
    expect(
      versionsToMeasure(
        published,
        ["2.1.330", "2.1.331", "2.1.332", "2.0.15", "2.0.16", "1.0.117"],
        [],
      ),
    ).toEqual([]);
  });
});

describe("parseBudget", () => {
  it.each([
    ["30m", 1800],
    ["90s", 90],
    ["1h30m", 5400],
    ["2h", 7200],
    ["", null],
    ["30", null],
    ["0m", null],
    ["ten minutes", null],
  ])("reads %j as %j seconds", (text, seconds) => {
    expect(parseBudget(text)).toBe(seconds);
  });
});
