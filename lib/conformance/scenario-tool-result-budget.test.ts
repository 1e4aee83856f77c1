import { describe, expect, it } from "vitest";
import type { Classified } from "./probe-api";
import {
  budgetFiles,
  BUDGET_FILES,
  requestAfterTools,
  toolResultsSent,
} from "./scenario-tool-result-budget";

const result = (content: string) => ({ type: "tool_result", tool_use_id: "t", content });
const body = (...contents: string[]) => ({
  messages: [
    { role: "user", content: "go" },
    { role: "user", content: contents.map(result) },
  ],
});
const classified = (kind: Classified["kind"], requestBody: unknown): Classified => ({
  kind,
  request: { body: requestBody } as Classified["request"],
});

describe("budgetFiles", () => {
  it("writes twelve files whose text together passes 200,000 characters, each under Bash's 30,000", () => {
    const sizes = Object.values(budgetFiles()).map((text) => text.length);
    expect(sizes).toHaveLength(BUDGET_FILES);
    expect(Math.max(...sizes)).toBeLessThan(30_000);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(200_000);
  });
});

describe("toolResultsSent", () => {
  it("counts the results, the previews among them and their characters as sent", () => {
    expect(toolResultsSent(body("x".repeat(10), "<persisted-output>a</persisted-output>"))).toEqual(
      {
        toolResults: 2,
        previews: 1,
        sentChars: 12 + 40,
      },
    );
  });

  it("reads nothing from a body that is not a request", () => {
    expect(toolResultsSent(null)).toEqual({ toolResults: 0, previews: 0, sentChars: 0 });
  });
});

describe("requestAfterTools", () => {
  const all = body(...Array.from({ length: BUDGET_FILES }, () => "x"));
  it.each([
    ["the summarization request when the client compacted first", ["main", "summary", "main"], 1],
    ["the follow-up when it did not", ["main", "main"], 1],
  ] as const)("%s", (_name, kinds, index) => {
    const requests = kinds.map((kind, i) => classified(kind, i === 0 ? body("x") : all));
    expect(requestAfterTools([classified("side", all), ...requests])).toBe(requests[index]);
  });

  it("is null when no request carried every result", () => {
    expect(requestAfterTools([classified("main", body("x"))])).toBeNull();
  });
});
