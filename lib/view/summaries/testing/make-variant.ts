import type { SummaryVariant } from "@/lib/contracts/summary-variant";

/** A done offline variant; override what a test is about. */
export function makeVariant(overrides: Partial<SummaryVariant> = {}): SummaryVariant {
  return {
    id: "v1",
    transcriptId: "t1",
    point: "recorded-u1",
    provider: "offline",
    model: "offline",
    templateId: "claude-code-default",
    templateVersion: 1,
    customInstructions: null,
    status: "done",
    failure: null,
    text: "Summary:\n1. Primary Request and Intent:\n   Fix the bug.",
    inputTokens: 1_000,
    outputTokens: 200,
    latencyMs: 1_234,
    costUsd: null,
    metrics: null,
    createdAt: "2026-11-23T10:00:00.000Z",
    finishedAt: "2026-11-23T10:00:01.234Z",
    ...overrides,
  };
}
