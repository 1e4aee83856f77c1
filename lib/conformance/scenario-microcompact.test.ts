import { describe, expect, it } from "vitest";
import {
  clearedTokens,
  countToolResults,
  FILES,
  heldAtChecks,
  microcompactContexts,
  runMicrocompact,
} from "./scenario-microcompact";
import { SCRIPTED_CLAUDE } from "./testing/scripted-claude";

const result = (content: unknown) => ({ type: "tool_result", tool_use_id: "t", content });
const body = (...blocks: unknown[]) => ({ messages: [{ role: "user", content: blocks }] });

describe("countToolResults", () => {
  it.each([
    [
      "a result that still holds the file",
      body(result("1\tconformance lab microcompact probe line")),
      { total: 1, cleared: 0 },
    ],
    [
      "a result whose content was replaced",
      body(result("[Old tool result content cleared]")),
      { total: 1, cleared: 1 },
    ],
    [
      "text blocks inside a result",
      body(result([{ type: "text", text: "conformance lab microcompact probe line" }])),
      { total: 1, cleared: 0 },
    ],
    ["no tool results", body({ type: "text", text: "hi" }), { total: 0, cleared: 0 }],
    ["not a messages body", "garbage", { total: 0, cleared: 0 }],
  ])("counts %s", (_name, request, expected) => {
    expect(countToolResults(request)).toEqual(expected);
  });
});

describe("microcompactContexts", () => {
  it("climbs from 40% of the window to under it, one step per file and the final answer", () => {
    const contexts = microcompactContexts(200_000);
    expect(contexts).toHaveLength(FILES + 1);
    expect(contexts[0]).toBe(80_000);
    expect(contexts.at(-1)).toBeLessThan(200_000);
    expect([...contexts].sort((a, b) => a - b)).toEqual(contexts);
  });
});

describe("heldAtChecks", () => {
  const request = (kind: "main" | "summary" | "side", cleared: number) => ({
    kind,
    request: {
      body: body(
        ...Array.from({ length: 3 }, (_, i) =>
          result(i < cleared ? "[cleared]" : "microcompact probe line"),
        ),
      ),
    } as never,
  });

  it("reads a check the client compacted at from its summarization request (2.0.8's call 7)", () => {
    const held = heldAtChecks([
      request("main", 0),
      request("side", 0),
      request("main", 2),
      request("summary", 3),
      request("main", 0),
    ]);
    expect(held.map((h) => [countToolResults(h.body).cleared, h.summarised])).toEqual([
      [2, false],
      [3, true],
    ]);
  });
});

describe("clearedTokens", () => {
  it("counts what the cleared results lost against the longest one, at 4 characters a token", () => {
    const whole = "x".repeat(4_000);
    expect(clearedTokens(body(result(whole), result("[cleared]"), result(whole)))).toBe(
      Math.round((JSON.stringify(whole).length - JSON.stringify("[cleared]").length) / 4),
    );
    expect(clearedTokens(body(result(whole)))).toBe(0);
    expect(clearedTokens("garbage")).toBe(0);
  });
});

describe("runMicrocompact with the scripted client", () => {
  // The scripted client never clears: every main call after the first carries one more result.
  // A subagent warm-up with the driven model and tools (2.0.77 to 2.1.5) must not take one of
  // the scenario's Read answers (it did, and 2.0.77 seemed to clear at calls 3, 5 and 6).
  it.each([
    ["without a warm-up", {}],
    ["with a subagent warm-up before the first call", { SCRIPTED_WARMUP: "1" }],
  ])(
    "gives the main conversation every Read, %s",
    async (_name, env) => {
      const finding = await runMicrocompact({
        claude: SCRIPTED_CLAUDE,
        model: "claude-sonnet-4-5-20250929",
        window: 200_000,
        env: { SCRIPTED_THRESHOLD: "10000000", ...env },
      });
      expect(finding.failure).toBeNull();
      expect(finding.calls.map((c) => c.toolResults)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(finding.calls.map((c) => c.reportedBefore)).toEqual(
        microcompactContexts(200_000).slice(0, FILES),
      );
      expect(finding.clearedAtCalls).toEqual([]);
      expect(finding.boundaryRecords).toBe(0);
    },
    60_000,
  );
});
