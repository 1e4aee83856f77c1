import { describe, expect, it } from "vitest";
import { makeMatrixRow } from "../../conformance/testing/make-matrix-row";
import { describeFlags, toMeasuredReleases, trafficOffMatrix } from "./measured-releases";

describe("toMeasuredReleases", () => {
  const rows = [
    makeMatrixRow({ version: "2.0.8", setting: "200k", measuredAt: "2026-11-23T10:00:00.000Z" }),
    makeMatrixRow({ version: "2.1.332", setting: "200k", measuredAt: "2026-11-26T10:00:00.000Z" }),
    makeMatrixRow({
      version: "2.1.332",
      setting: "200k",
      flags: "served-empty",
      measuredAt: "2026-11-27T01:00:00.000Z",
    }),
    makeMatrixRow({ version: "2.1.40", setting: "1m", measuredAt: "2026-11-27T02:00:00.000Z" }),
  ];

  it("lists each release once, newest first, with its days, settings and flags", () => {
    expect(toMeasuredReleases(rows).releases).toEqual([
      {
        version: "2.1.332",
        kind: "cli.js",
        measuredOn: ["2026-11-26", "2026-11-27"],
        settings: ["200k"],
        settingsWords: "200k",
        flags: ["traffic off", "served-empty"],
      },
      {
        version: "2.1.40",
        kind: "cli.js",
        measuredOn: ["2026-11-27"],
        settings: ["1m"],
        settingsWords: "1m",
        flags: ["traffic off"],
      },
      {
        version: "2.0.8",
        kind: "cli.js",
        measuredOn: ["2026-11-23"],
        settings: ["200k"],
        settingsWords: "200k",
        flags: ["traffic off"],
      },
    ]);
  });

  it("says every setting in two words when a release has all the matrix measures", () => {
    const both = [makeMatrixRow({ setting: "200k" }), makeMatrixRow({ setting: "1m" })];
    expect(toMeasuredReleases(both).releases[0]?.settingsWords).toBe("every setting (2)");
  });

  it.each([
    [
      rows,
      "3 releases measured in 4 runs between 2026-11-23 and 2026-11-27; 3 with non-essential traffic off, 1 under remote flag sets.",
    ],
    [
      rows.slice(0, 1),
      "1 release measured in 1 run on 2026-11-23; 1 with non-essential traffic off, 0 under remote flag sets.",
    ],
    [[], "No release measured yet."],
  ])("says the totals in one sentence (%#)", (input, sentence) => {
    expect(toMeasuredReleases(input).sentence).toBe(sentence);
  });

  it("calls the traffic-off default by two words and a flag set by its id", () => {
    expect(describeFlags("none: non-essential traffic off")).toBe("traffic off");
    expect(describeFlags("served-empty")).toBe("served-empty");
  });

  it("names the interactive client after the flags, and counts its runs in the sentence", () => {
    expect(describeFlags("none: non-essential traffic off", "interactive")).toBe(
      "traffic off, interactive client",
    );
    const rows = [
      makeMatrixRow({ version: "2.1.165", measuredAt: "2026-11-27T16:00:00Z" }),
      makeMatrixRow({
        version: "2.1.165",
        flags: "amber-redwood3",
        mode: "interactive",
        measuredAt: "2026-11-27T16:30:00Z",
      }),
    ];
    const { releases, sentence } = toMeasuredReleases(rows);
    expect(releases[0]?.flags).toEqual(["traffic off", "amber-redwood3, interactive client"]);
    expect(sentence).toBe(
      "1 release measured in 2 runs on 2026-11-27; 1 with non-essential traffic off, 1 under remote flag sets; 1 in the interactive client, the others in print mode.",
    );
  });
});

describe("trafficOffMatrix", () => {
  it("keeps the traffic-off rows and the versions they measured, in the matrix's order", () => {
    const rows = [
      makeMatrixRow({ version: "2.1.181", flags: "bootstrap" }),
      makeMatrixRow({ version: "2.1.300" }),
      makeMatrixRow({ version: "2.1.332", flags: "bootstrap" }),
      makeMatrixRow({ version: "2.1.332" }),
    ];
    const off = trafficOffMatrix({ versions: ["2.1.181", "2.1.300", "2.1.332"], rows });
    expect(off.versions).toEqual(["2.1.300", "2.1.332"]);
    expect(off.rows).toEqual([rows[1], rows[3]]);
  });

  it("leaves the interactive client's rows out: it reads settings print mode ignores", () => {
    const rows = [
      makeMatrixRow({ version: "2.1.165", mode: "interactive" }),
      makeMatrixRow({ version: "2.1.332" }),
    ];
    const off = trafficOffMatrix({ versions: ["2.1.165", "2.1.332"], rows });
    expect(off.versions).toEqual(["2.1.332"]);
  });
});
