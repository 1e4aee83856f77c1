import { describe, expect, it } from "vitest";
import { loadModelFromFile } from "../../transcript/testing/load-model-from-file";
import {
  fixturePath,
  hasRealFixtures,
  readExpectedFigures,
} from "../../transcript/testing/real-fixtures";
import { sumTokens } from "./compaction-facts";
import { isOfFamily, type KindOf } from "./event-kinds";
import type { ParsedReplayRequest } from "../config/replay-request-schema";
import type { ReplayResult } from "./replay-result";
import { replaySession } from "./replay-session";
import { makeModel, type Turn } from "../testing/make-model";

/** Contexts climbing past 167K; call 1 reads two files and writes todos, call 3 reads ten results. */
const CLIMB = [20_000, 60_000, 120_000, 160_000, 170_000, 172_000, 175_000];
const TURNS: Record<number, Partial<Turn>> = {
  1: {
    tools: [
      { name: "Read", resultChars: 8_000, filePath: "/p/a.ts" },
      { name: "Read", resultChars: 4_000, filePath: "/p/b.ts" },
      { name: "TodoWrite", resultChars: 100, inputChars: 396 },
    ],
  },
  3: { tools: Array.from({ length: 10 }, () => ({ name: "Read", resultChars: 32_000 })) },
};
const session = (extra: Record<number, Partial<Turn>> = {}) =>
  makeModel({ turns: CLIMB.map((context, k) => ({ context, ...TURNS[k], ...extra[k] })) });

const compactions = (result: Pick<ReplayResult, "events">) =>
  result.events.filter((e) => isOfFamily(e, "compaction"));

const noAuto = { disableAutoCompact: true };
const CASES: [string, KindOf<"compaction">, ReturnType<typeof session>, ParsedReplayRequest][] = [
  ["autocompact (estimated)", "autocompact", session(), {}],
  [
    "autocompact aligned with a recorded one (the real next call)",
    "autocompact",
    session({ 5: { context: 30_000, compactionBefore: { trigger: "auto", preTokens: 170_000 } } }),
    {},
  ],
  ["autocompact after a microcompaction", "autocompact", session(), { profile: "cc-2.1-early" }],
  [
    "manual-compact",
    "manual-compact",
    session(),
    { overrides: { ...noAuto, manualCompactions: [{ atCall: 4, direction: "full" }] } },
  ],
  [
    "partial-compact up_to",
    "partial-compact",
    session(),
    {
      overrides: {
        ...noAuto,
        manualCompactions: [{ atCall: 5, direction: "up_to", pivotCall: 3 }],
      },
    },
  ],
  [
    "partial-compact from",
    "partial-compact",
    session(),
    {
      overrides: { ...noAuto, manualCompactions: [{ atCall: 5, direction: "from", pivotCall: 3 }] },
    },
  ],
  [
    "session-memory-compact",
    "session-memory-compact",
    session(),
    { overrides: { sessionMemoryCompact: true } },
  ],
];

describe("compaction facts", () => {
  it.each(CASES)(
    "%s: the post-compact items add up to tokensAfter",
    (_rule, kind, model, request) => {
      const events = compactions(replaySession(model, request));
      expect(events.map((e) => e.kind)).toContain(kind);
      for (const event of events) {
        expect(sumTokens(event.detail.postCompact)).toBe(event.tokensAfter);
        expect(event.detail.postCompact.every((item) => item.tokens !== 0)).toBe(true);
      }
    },
  );

  it("a full compaction summarises every record before its call and keeps none", () => {
    const model = session();
    const [event] = compactions(replaySession(model, {}));
    const end = (model.calls[event?.atCall ?? 0]?.firstEntry ?? 0) - 1;
    expect(event?.detail).toMatchObject({
      summarised: { first: 0, last: end, firstLine: 1, lastLine: end + 1 },
      kept: null,
    });
  });

  it.each([
    ["up_to summarises before the pivot call and keeps it and what follows", "up_to", "summarised"],
    ["from keeps what precedes the pivot call and summarises the rest", "from", "kept"],
  ] as const)("%s", (_rule, direction, before) => {
    const model = session();
    const overrides = { ...noAuto, manualCompactions: [{ atCall: 5, direction, pivotCall: 3 }] };
    const [event] = compactions(replaySession(model, { overrides }));
    const pivot = model.calls[3]?.firstEntry ?? 0;
    const after = before === "kept" ? "summarised" : "kept";
    expect(event?.detail[before]).toMatchObject({ first: 0, last: pivot - 1 });
    expect(event?.detail[after]).toMatchObject({
      first: pivot,
      last: (model.calls[5]?.firstEntry ?? 0) - 1,
    });
  });

  it("itemises the restored files by path, the todos, the summary and the base overhead", () => {
    const [event] = compactions(replaySession(session(), {}));
    expect(event?.detail.postCompact.map((item) => item.kind)).toEqual([
      "summary",
      "file",
      "file",
      "todos",
      "base-overhead",
    ]);
    expect(event?.detail.postCompact.filter((item) => item.kind === "file")).toEqual([
      { kind: "file", path: "/p/b.ts", tokens: 1_000 },
      { kind: "file", path: "/p/a.ts", tokens: 2_000 },
    ]);
  });

  it("lists the tool results microcompaction cleared before it, oldest first: ids, records and tokens", () => {
    const model = session();
    const { events } = replaySession(model, {
      profile: "cc-2.1-early",
      overrides: { legacyMicrocompactFollowsRecording: false },
    });
    const micro = events.find((e) => e.kind === "microcompact");
    const [event] = compactions({ events });
    const cleared = event?.detail.cleared ?? [];
    expect(micro?.detail.cleared).toBeGreaterThan(2);
    expect(cleared).toHaveLength(micro?.detail.cleared ?? 0);
    expect(event?.detail.clearedTokens).toBe(micro?.detail.saved);
    expect(cleared.slice(0, 3)).toEqual([
      { toolUseId: "tool-1-0", entry: model.toolPairs[0]?.resultEntry, tokens: 2_000 },
      { toolUseId: "tool-1-1", entry: model.toolPairs[1]?.resultEntry, tokens: 1_000 },
      { toolUseId: "tool-3-0", entry: model.toolPairs[3]?.resultEntry, tokens: 8_000 },
    ]);
  });

  it("itemises a recorded compaction's next call: summary, new messages, base overhead, the rest unattributed", () => {
    const model = session({
      5: {
        context: 30_000,
        userChars: 400,
        compactionBefore: { trigger: "auto", preTokens: 170_000, summaryChars: 12_000 },
      },
    });
    const [recorded] = replaySession(model, {}).recorded.filter((r) => r.kind === "compaction");
    // Base overhead: call 0's 19,900 input minus nothing before it.
    expect(recorded?.postCompact).toEqual([
      { kind: "summary", tokens: 3_000 },
      { kind: "kept-messages", tokens: 100 },
      { kind: "unattributed", tokens: 29_900 - 3_100 - 19_900 },
      { kind: "base-overhead", tokens: 19_900 },
    ]);
    expect(recorded?.tokensAfter).toBe(29_900);
    expect(recorded?.summarised).toMatchObject({ first: 0 });
    expect(recorded?.kept).toBeNull();
  });

  it("lists the results a recorded microcompaction cleared before a recorded compaction", () => {
    const model = session({
      4: {
        microcompactBefore: {
          preTokens: 80_000,
          tokensSaved: 16_000,
          compactedToolIds: ["tool-3-0", "tool-3-1", "tool-gone"],
        },
      },
      5: { context: 30_000, compactionBefore: { trigger: "auto", preTokens: 170_000 } },
    });
    const [recorded] = replaySession(model, {}).recorded.filter((r) => r.kind === "compaction");
    expect(recorded?.cleared.map((r) => [r.toolUseId, r.tokens])).toEqual([
      ["tool-3-0", 8_000],
      ["tool-3-1", 8_000],
    ]);
    expect(recorded?.clearedTokens).toBe(16_000);
  });
});

describe.skipIf(!hasRealFixtures)("compaction facts on ../shared/fixtures/real", () => {
  it.each(readExpectedFigures().map(([file]) => file))(
    "%s: every compaction's items add up to its tokensAfter",
    async (file) => {
      const model = await loadModelFromFile(fixturePath(file));
      for (const request of [{}, { overrides: { sessionMemoryCompact: true } }]) {
        const result = replaySession(model, request);
        for (const event of compactions(result))
          expect(sumTokens(event.detail.postCompact)).toBe(event.tokensAfter);
        for (const recorded of result.recorded) {
          if (recorded.kind !== "compaction" || recorded.tokensAfter === null) continue;
          expect(sumTokens(recorded.postCompact)).toBe(recorded.tokensAfter);
          expect(recorded.postCompact.every((item) => item.tokens > 0)).toBe(true);
        }
      }
    },
  );
});
