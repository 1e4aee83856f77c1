import { describe, expect, it } from "vitest";
import {
  disagreementKind,
  triageDisagreements,
  type KnownDisagreement,
} from "./known-disagreements";
import versionsMatrix from "./versions-matrix.json";

describe("disagreementKind", () => {
  it.each([
    [
      "at 155000: the client auto-compacted before call 1 at preTokens 155000; the engine (cc-2.0, threshold 955000) did not",
      "missed-compaction",
    ],
    [
      "at 154999: the engine (cc-2.0, threshold 134400) auto-compacted before call 1 at 154999; the client did not",
      "extra-compaction",
    ],
    [
      "at 199000: the engine (cc-2.1, threshold 167000) attempted a compaction before call 1 at 226609 (predicted to fail); the client did not compact",
      "failed-attempt",
    ],
    [
      "at 176970: call 1: engine counted 204579, client preTokens 177000 (off by 27579)",
      "pre-tokens",
    ],
    [
      "microcompact: the client cleared tool results before calls [6], the engine microcompacted before []",
      "microcompact",
    ],
    ["manual /compact: the engine did not compact", "manual"],
    ["something new", "other"],
  ] as const)("%s is %s", (message, kind) => {
    expect(disagreementKind(message)).toBe(kind);
  });

  it("knows every disagreement the committed matrix holds", () => {
    const messages = versionsMatrix.rows.flatMap((row) => row.engine?.disagreements ?? []);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => disagreementKind(m) === "other")).toEqual([]);
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
            "at 1: call 1: engine counted 5, client preTokens 2 (off by 3)",
            "at 1: the engine (cc-2.1, threshold 1) auto-compacted before call 1 at 5; the client did not",
          ],
        },
      ],
      KNOWN,
    );
    expect(result.expected).toHaveLength(1);
    expect(result.unexpected).toEqual([
      "2.1.330 200k: at 1: the engine (cc-2.1, threshold 1) auto-compacted before call 1 at 5; the client did not",
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
