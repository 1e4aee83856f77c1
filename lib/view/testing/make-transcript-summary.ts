import type { ApiCallRow, TranscriptSummary } from "@/lib/contracts/transcript-summary";

/** Test factory: a plausible TranscriptSummary, with any field overridden. */
export function makeTranscriptSummary(change: Partial<TranscriptSummary> = {}): TranscriptSummary {
  return {
    id: "cm0000000000000000000001",
    name: "session.jsonl",
    harness: "claude-code",
    sha256: "0".repeat(64),
    bytes: 3_580_082,
    lines: 1_200,
    records: 1_198,
    invalidLines: [],
    invalidLineCount: 0,
    sessionIds: ["0f1e2d3c-4b5a-6978-8091-a2b3c4d5e6f7"],
    versions: ["2.1.19"],
    models: ["claude-opus-4-5-20251101"],
    project: "/home/ana/code/web",
    title: null,
    apiCalls: 412,
    sidechainApiCalls: 37,
    maxContextTokens: 155_933,
    compactions: [],
    microcompactions: 0,
    cacheBreaks: 0,
    costUsd: 41.5,
    unpricedCalls: 0,
    recordTypes: { user: 500, assistant: 690, system: 8 },
    isSubagent: false,
    parentId: null,
    createdAt: "2025-11-22T12:00:00.000Z",
    startedAt: "2025-11-21T09:15:00.000Z",
    endedAt: "2025-11-21T11:45:30.000Z",
    lastActivityAt: "2025-11-21T11:45:30.000Z",
    replayAgreement: null,
    ...change,
  };
}

/** Test factory: one API call row, main thread unless told otherwise. */
export function makeApiCallRow(change: Partial<ApiCallRow> = {}): ApiCallRow {
  return {
    index: 0,
    source: "main",
    isMainThread: true,
    messageId: "msg_01",
    line: 3,
    model: "claude-opus-4-5-20251101",
    version: "2.1.19",
    timestamp: "2025-11-22T12:00:00.000Z",
    inputTokens: 3,
    outputTokens: 120,
    cacheCreationInputTokens: 1_500,
    cacheReadInputTokens: 40_000,
    contextTokens: 41_623,
    stopReason: "tool_use",
    costUsd: 0.0315,
    ...change,
  };
}
