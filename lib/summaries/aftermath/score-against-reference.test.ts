import { describe, expect, it } from "vitest";
import { aftermathReference } from "../../compaction/aftermath/reference-set";
import type { ReferenceKind } from "../../compaction/aftermath/reference-types";
import { aftermathSession, type Step } from "../../compaction/aftermath/testing/aftermath-session";
import { bash, call, edit, read } from "../../compaction/aftermath/testing/tool-steps";
import { scoreAgainstReference } from "./score-against-reference";

/** Sessions built to show one kind of fact each, the fact it needs, and summaries for and against. */
const CASES: [ReferenceKind, Step[], carried: string, missed: string][] = [
  [
    "file-reread",
    [
      call(20_000, read("/repo/src/auth/session.ts")),
      { compact: "auto" },
      call(30_000, bash("ls"), read("/repo/src/auth/session.ts")),
    ],
    "We read auth/session.ts to find the expiry logic.",
    "We read the session code to find the expiry logic.",
  ],
  [
    "error-repeated",
    [
      call(20_000, bash("npm run build", "TS2304: Cannot find name 'Widget' in /r/a.ts", true)),
      { compact: "auto" },
      call(30_000, bash("npx tsc", "TS2304: Cannot find name 'Widget' in /r/b.ts", true)),
    ],
    "The build failed: cannot find name Widget (TS2304), still open.",
    "The build failed with a type error, still open.",
  ],
  [
    "command-rerun",
    [
      call(20_000, bash("cd /r && pnpm vitest run auth 2>&1 | tail")),
      { compact: "auto" },
      call(30_000, read("/r/x.ts"), bash("cd /r && pnpm vitest run auth 2>&1 | tail")),
    ],
    "Verify with `pnpm vitest run auth`.",
    "Verify by running the auth tests.",
  ],
  [
    "decision",
    [
      { user: "keep the retry budget at three attempts for the upload client" },
      call(20_000),
      { compact: "manual" },
      { user: "did you keep the retry budget as I asked?" },
      call(30_000),
    ],
    "User asked to keep the upload client's retry budget at three attempts.",
    "User asked for changes to the client.",
  ],
  [
    "next-step",
    [
      call(20_000, edit("/repo/a.ts")),
      { compact: "auto" },
      call(30_000, edit("/repo/lib/queue.ts")),
    ],
    "Next step: edit lib/queue.ts to drain the queue.",
    "Next step: drain the queue.",
  ],
];

describe("scoreAgainstReference on sessions built to show each kind", () => {
  it.each(CASES)("%s: carried when named, missed when not", (kind, steps, carried, missed) => {
    const { model, texts } = aftermathSession(steps);
    const facts = (aftermathReference(model, texts)[0]?.facts ?? []).filter((f) => f.kind === kind);
    expect(facts).toHaveLength(1);
    const byKind = (summary: string) =>
      scoreAgainstReference(summary, facts).byKind.find((k) => k.kind === kind);
    expect(byKind(carried)).toEqual({ kind, carried: 1, total: 1 });
    expect(byKind(missed)).toEqual({ kind, carried: 0, total: 1 });
  });
});

describe("scoreAgainstReference", () => {
  const { model, texts } = aftermathSession([
    call(
      20_000,
      read("/r/a/index.ts"),
      read("/r/b/index.ts"),
      bash("make", "Error: linker failed badly", true),
    ),
    { compact: "auto" },
    call(
      30_000,
      read("/r/a/index.ts"),
      read("/r/b/index.ts"),
      bash("make", "Error: linker failed badly", true),
    ),
  ]);
  const facts = aftermathReference(model, texts)[0]?.facts ?? [];

  it("counts every kind, overall and by kind, and lists what it missed", () => {
    const score = scoreAgainstReference("Re-read a/index.ts; `make` hits the linker badly.", facts);
    expect(score.byKind.filter((k) => k.total > 0)).toEqual([
      { kind: "file-reread", carried: 1, total: 2 },
      { kind: "error-repeated", carried: 1, total: 1 },
      { kind: "command-rerun", carried: 1, total: 1 },
      { kind: "next-step", carried: 1, total: 1 },
    ]);
    expect([score.carried, score.total]).toEqual([4, 5]);
    expect(score.missed.map((f) => f.text)).toEqual(["/r/b/index.ts"]);
  });

  it("a file name two facts share does not carry either", () => {
    expect(scoreAgainstReference("Read index.ts", facts).byKind[0]).toMatchObject({ carried: 0 });
  });

  it("an empty set scores 0 of 0", () => {
    expect(scoreAgainstReference("anything", [])).toMatchObject({
      carried: 0,
      total: 0,
      missed: [],
    });
  });
});
