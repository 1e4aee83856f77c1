import { describe, expect, it } from "vitest";
import { triageDisagreements, type KnownDisagreement } from "./known-disagreements";
import { disagreementSchema, versionsMatrixSchema } from "./matrix-schema";
import versionsMatrix from "./versions-matrix.json";

describe("the committed matrix", () => {
  it("writes every disagreement with a kind as data, none left as other", () => {
    const matrix = versionsMatrixSchema.parse(versionsMatrix);
    const disagreements = matrix.rows.flatMap((row) => row.engine?.disagreements ?? []);
    expect(disagreements.filter((d) => d.kind === "other")).toEqual([]);
  });

  it("reads a bare message of an older matrix as kind other", () => {
    expect(disagreementSchema.parse("something measured")).toEqual({
      kind: "other",
      message: "something measured",
    });
  });
});

const KNOWN: KnownDisagreement[] = [
  { version: "2.1.330", setting: "200k", kind: "pre-tokens", why: "extra records" },
];

describe("triageDisagreements", () => {
  it("passes a known disagreement, fails a new one on the same run", () => {
    const result = triageDisagreements(
      [
        {
          version: "2.1.330",
          setting: "200k",
          disagreements: [
            { kind: "pre-tokens", message: "at 1: call 1: engine counted 5, client preTokens 2" },
            { kind: "extra-compaction", message: "at 1: the engine compacted; the client did not" },
          ],
        },
      ],
      KNOWN,
    );
    expect(result.expected).toHaveLength(1);
    expect(result.unexpected).toEqual([
      "2.1.330 200k: at 1: the engine compacted; the client did not",
    ]);
    expect(result.stale).toEqual([]);
  });

  it("names a known disagreement that no longer happens, only where its run was measured", () => {
    const fixed = triageDisagreements(
      [{ version: "2.1.330", setting: "200k", disagreements: [] }],
      KNOWN,
    );
    expect(fixed.stale).toEqual(KNOWN);
    const notRun = triageDisagreements(
      [{ version: "2.1.63", setting: "200k", disagreements: [] }],
      KNOWN,
    );
    expect(notRun.stale).toEqual([]);
  });
});

describe("a known disagreement over a range of versions", () => {
  const RANGE: KnownDisagreement[] = [
    {
      version: { from: "2.1.0", through: "2.1.58" },
      setting: "glm-4.7+delta-usage",
      kind: "missed-compaction",
      why: "zeros in the file",
    },
  ];
  const missed = [{ kind: "missed-compaction" as const, message: "at 166992: the engine did not" }];

  it.each([
    ["2.1.0", true],
    ["2.1.50", true],
    ["2.1.58", true],
    ["2.1.59", false],
    ["2.0.76", false],
  ])("covers %s: %s", (version, isKnown) => {
    const result = triageDisagreements(
      [{ version, setting: "glm-4.7+delta-usage", disagreements: missed }],
      RANGE,
    );
    expect(result.expected).toHaveLength(isKnown ? 1 : 0);
    expect(result.unexpected).toHaveLength(isKnown ? 0 : 1);
  });

  it("is stale only when every version it covers in the run agrees", () => {
    const rows = [
      { version: "2.1.19", setting: "glm-4.7+delta-usage", disagreements: [] },
      { version: "2.1.50", setting: "glm-4.7+delta-usage", disagreements: missed },
    ];
    expect(triageDisagreements(rows, RANGE).stale).toEqual([]);
    expect(triageDisagreements(rows.slice(0, 1), RANGE).stale).toEqual(RANGE);
  });
});
